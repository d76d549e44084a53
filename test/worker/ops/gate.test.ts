/**
 * @module The one gate of the ops routes: each token opens its own routes only (the ops token purges
 * and reads the status but never a submission; the submissions token reads them but never purges),
 * and every gated route is checked by the same middleware in the same order.
 */
import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { storeDeadLetter } from "../../../worker/forms/dead-letter-store.ts";
import { type GatedRoute, gatedRouteOf, opsRoutes } from "../../../worker/ops/gate.ts";
import { call, type Vars } from "../support/app.ts";
import { fakeCms, fakeCmsOrigin } from "../support/fake-cms.ts";

const ops = { authorization: `Bearer ${env.OPS_TOKEN}` };
const submissions = { authorization: `Bearer ${env.SUBMISSIONS_TOKEN}` };
const vars = { CMS_ORIGIN: fakeCmsOrigin };
const json = { "content-type": "application/json" };

async function stored() {
  const idempotencyKey = `gate-test-${crypto.randomUUID()}`;
  const submission = {
    kind: "contact" as const,
    payload: { name: "Pat Doe", email: "pat@example.org", message: "Please call about my results." },
    idempotencyKey,
  };
  await storeDeadLetter(env.FORM_DEAD_LETTERS, submission, "2026-11-20T10:00:00.000Z");
  return idempotencyKey;
}

describe("the ops gate", () => {
  beforeEach(() => {
    fakeCms();
  });
  afterEach(() => vi.restoreAllMocks());

  it("lets the ops token purge and read the status, and nothing of a submission", async () => {
    const key = await stored();
    const purge = await call(
      "/__ops/purge",
      { method: "POST", headers: { ...ops, ...json }, body: '{"scope":"common"}' },
      vars,
    );
    expect(purge.status).toBe(200);
    expect((await call("/__ops/status", { headers: ops }, vars)).status).toBe(200);
    for (const [method, path] of [
      ["GET", "/__ops/submissions"],
      ["GET", `/__ops/submissions/${key}`],
      ["DELETE", `/__ops/submissions/${key}`],
      ["POST", `/__ops/submissions/${key}/replay`],
      ["GET", "/__ops/submissions/a/b/c"],
    ] as const) {
      const res = await call(path, { method, headers: ops }, vars);
      expect(res.status, `${method} ${path}`).toBe(401);
      const text = await res.text();
      expect(text).toBe('{"error":"Unauthorized."}');
    }
    expect(await env.FORM_DEAD_LETTERS.get(key)).toContain("Please call about my results.");
  });

  it("lets the submissions token read a submission, and neither purge nor read the status", async () => {
    const key = await stored();
    const read = await call(`/__ops/submissions/${key}`, { headers: submissions }, vars);
    expect(read.status).toBe(200);
    expect(JSON.stringify(await read.json())).toContain("Please call about my results.");
    const purge = await call(
      "/__ops/purge",
      { method: "POST", headers: { ...submissions, ...json }, body: '{"scope":"all"}' },
      vars,
    );
    expect(purge.status).toBe(401);
    expect(await purge.json()).toEqual({ error: "Unauthorized." });
    expect((await call("/__ops/status", { headers: submissions }, vars)).status).toBe(401);
  });

  it("keeps each token's routes absent while that token is unset, and the other's working", async () => {
    const key = await stored();
    const noSubmissionsToken = { ...vars, SUBMISSIONS_TOKEN: "" };
    expect((await call(`/__ops/submissions/${key}`, { headers: ops }, noSubmissionsToken)).status).toBe(404);
    expect((await call("/__ops/status", { headers: ops }, noSubmissionsToken)).status).toBe(200);
    const noOpsToken = { ...vars, OPS_TOKEN: "" };
    expect((await call("/__ops/status", { headers: submissions }, noOpsToken)).status).toBe(404);
    expect((await call(`/__ops/submissions/${key}`, { headers: submissions }, noOpsToken)).status).toBe(200);
  });

  it("answers in the same order on every route: absent, then the method, then the token", async () => {
    for (const route of Object.values(opsRoutes) as GatedRoute[]) {
      const path = route.path.replace(":key", "gate-order-0000000000").replace("*", "x/y/z");
      const { methods } = route;
      if (methods !== "any") {
        const res = await call(path, { method: "PATCH", headers: { authorization: "Bearer nope" } });
        expect(res.status, path).toBe(405);
        expect(res.headers.get("allow"), path).toBe(methods.join(", "));
        expect(res.headers.get("cache-control"), path).toBe("no-store");
      }
      const method = methods === "any" ? "GET" : (methods[0] ?? "GET");
      const stranger = await call(path, { method, headers: { authorization: "Bearer nope" } });
      expect(stranger.status, path).toBe(401);
      expect(stranger.headers.get("cache-control"), path).toBe("no-store");
      const unset: Vars = route.secret === "opsToken" ? { OPS_TOKEN: "" } : { SUBMISSIONS_TOKEN: "" };
      expect((await call(path, { method }, unset)).status, path).toBe(404);
    }
  });

  it("leaves paths outside its table to their own routes", () => {
    expect(gatedRouteOf("/__ops/cms-events")).toBeUndefined();
    expect(gatedRouteOf("/__ops/purge/x")).toBeUndefined();
    expect(gatedRouteOf("/__ops/submissions/abc/replay")?.path).toBe(opsRoutes.replay.path);
    expect(gatedRouteOf("/__ops/submissions/abc")?.path).toBe(opsRoutes.submission.path);
    expect(gatedRouteOf("/__ops/submissions/a/b/c")?.path).toBe(opsRoutes.otherSubmissionPath.path);
  });

  it("refuses a configuration whose submissions token is the ops token", async () => {
    const res = await call("/", {}, { SUBMISSIONS_TOKEN: env.OPS_TOKEN });
    expect(res.status).toBe(500);
    expect(await res.text()).toContain("SUBMISSIONS_TOKEN is invalid");
  });
});
