/** @module The dead-letter ops routes: list, read, replay onto the real outbox, delete; their own token, and bad input. */
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { storeDeadLetter } from "../../../worker/forms/dead-letter-store.ts";
import type { OutboxMessage } from "../../../worker/forms/outbox.ts";
import { call } from "../support/app.ts";

const token = env.SUBMISSIONS_TOKEN;
const auth = { authorization: `Bearer ${token}` };

let n = 0;
/** A stored submission with a key of its own. */
async function stored(acceptedAt = "2026-11-20T10:00:00.000Z") {
  const idempotencyKey = `ops-test-${Date.now()}-${n++}`;
  const submission = {
    kind: "contact" as const,
    payload: { name: "Pat Doe", email: "pat@example.org", message: "Please call." },
    idempotencyKey,
  };
  await storeDeadLetter(env.FORM_DEAD_LETTERS, submission, acceptedAt);
  return submission;
}

/** Watches what the worker puts on the real outbox queue. */
function watchOutbox(fail = false) {
  const sent: OutboxMessage[] = [];
  const send = env.FORM_OUTBOX.send.bind(env.FORM_OUTBOX);
  vi.spyOn(env.FORM_OUTBOX, "send").mockImplementation(async (body, options) => {
    if (fail) throw new Error("queue unavailable");
    sent.push(body as OutboxMessage);
    return send(body, options);
  });
  return sent;
}

/** The `error` message of a JSON answer. */
const errorOf = async (res: Response) => ((await res.json()) as { error: string }).error;

afterEach(() => vi.restoreAllMocks());

describe("/__ops/submissions", () => {
  it("does not exist without a SUBMISSIONS_TOKEN, whatever OPS_TOKEN is", async () => {
    for (const path of [
      "/__ops/submissions",
      "/__ops/submissions/ops-test-0000000000",
      "/__ops/submissions/x/replay",
    ]) {
      const res = await call(path, { headers: auth }, { SUBMISSIONS_TOKEN: "" });
      expect(res.status, path).toBe(404);
      expect(res.headers.get("content-type")).toContain("text/html");
    }
  });

  it("answers 401 alike for a missing and a wrong token, and nothing is stored", async () => {
    const { idempotencyKey } = await stored();
    const missing = await call("/__ops/submissions");
    const wrong = await call(`/__ops/submissions/${idempotencyKey}`, {
      method: "DELETE",
      headers: { authorization: `Bearer ${token}x` },
    });
    expect([missing.status, wrong.status]).toEqual([401, 401]);
    expect(await missing.json()).toEqual({ error: "Unauthorized." });
    expect(await wrong.json()).toEqual({ error: "Unauthorized." });
    expect(missing.headers.get("cache-control")).toBe("no-store");
    expect(await env.FORM_DEAD_LETTERS.get(idempotencyKey)).not.toBeNull();
  });

  it("answers 405 with the allowed methods", async () => {
    const cases = [
      ["/__ops/submissions", "POST", "GET"],
      ["/__ops/submissions/ops-test-0000000000", "PUT", "GET, DELETE"],
      ["/__ops/submissions/ops-test-0000000000/replay", "GET", "POST"],
    ] as const;
    for (const [path, method, allow] of cases) {
      const res = await call(path, { method, headers: auth });
      expect(res.status, path).toBe(405);
      expect(res.headers.get("allow")).toBe(allow);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(await errorOf(res)).toMatch(/^Use /);
    }
  });

  it("answers 400 for a key that cannot be an idempotency key, 413 for a body, 404 for another path", async () => {
    for (const key of ["short", "a".repeat(65), "bad%20key%20with%20spaces", "..%2F..%2Fetc"]) {
      const res = await call(`/__ops/submissions/${key}`, { headers: auth });
      expect(res.status, key).toBe(400);
      expect(await errorOf(res)).toMatch(/idempotency key/);
    }
    const body = await call("/__ops/submissions/ops-test-0000000000/replay", {
      method: "POST",
      headers: auth,
      body: "x".repeat(10),
    });
    expect(body.status, await body.clone().text()).toBe(413);
    expect(await errorOf(body)).toMatch(/no body/);
    const other = await call("/__ops/submissions/a/b/c", { headers: auth });
    expect(other.status).toBe(404);
    expect(await errorOf(other)).toMatch(/Use \/__ops\/submissions/);
  });

  it("lists stored submissions by key, kind and dates, without a field of the form", async () => {
    const submission = await stored();
    const res = await call("/__ops/submissions", { headers: auth });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const listing = (await res.json()) as { count: number; submissions: { idempotencyKey: string }[] };
    expect(listing.count).toBe(listing.submissions.length);
    const mine = listing.submissions.find((s) => s.idempotencyKey === submission.idempotencyKey);
    expect(mine).toMatchObject({ kind: "contact", acceptedAt: "2026-11-20T10:00:00.000Z" });
    expect(mine).toHaveProperty("expiresAt", expect.stringMatching(/^\d{4}-/));
    expect(JSON.stringify(listing)).not.toContain("pat@example.org");
  });

  it("reads one stored submission whole, and 404 for a key not stored", async () => {
    const submission = await stored();
    const res = await call(`/__ops/submissions/${submission.idempotencyKey}`, { headers: auth });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ submission, acceptedAt: "2026-11-20T10:00:00.000Z" });
    const missing = await call("/__ops/submissions/never-stored-0000000", { headers: auth });
    expect(missing.status).toBe(404);
    expect(await errorOf(missing)).toMatch(/No stored submission/);
  });

  it("replays a stored submission onto the outbox with its first acceptance time, then forgets it", async () => {
    const sent = watchOutbox();
    const submission = await stored();
    const res = await call(`/__ops/submissions/${submission.idempotencyKey}/replay`, {
      method: "POST",
      headers: auth,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ replayed: submission.idempotencyKey });
    expect(sent).toEqual([{ submission, acceptedAt: "2026-11-20T10:00:00.000Z" }]);
    expect(await env.FORM_DEAD_LETTERS.get(submission.idempotencyKey)).toBeNull();
    const again = await call(`/__ops/submissions/${submission.idempotencyKey}/replay`, {
      method: "POST",
      headers: auth,
    });
    expect(again.status).toBe(404);
    expect(sent).toHaveLength(1);
  });

  it("keeps a submission stored when the outbox does not take the replay", async () => {
    watchOutbox(true);
    const submission = await stored();
    const res = await call(`/__ops/submissions/${submission.idempotencyKey}/replay`, {
      method: "POST",
      headers: auth,
    });
    expect(res.status).toBe(503);
    expect(await errorOf(res)).toMatch(/stays stored/);
    expect(await env.FORM_DEAD_LETTERS.get(submission.idempotencyKey)).not.toBeNull();
  });

  it("deletes a stored submission, then answers 404 for it", async () => {
    const submission = await stored();
    const path = `/__ops/submissions/${submission.idempotencyKey}`;
    const res = await call(path, { method: "DELETE", headers: auth });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: submission.idempotencyKey });
    expect(await env.FORM_DEAD_LETTERS.get(submission.idempotencyKey)).toBeNull();
    expect((await call(path, { method: "DELETE", headers: auth })).status).toBe(404);
  });
});
