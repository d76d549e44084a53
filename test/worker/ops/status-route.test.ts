import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { storeDeadLetter } from "../../../worker/forms/dead-letter-store.ts";
import worker from "../../../worker/index.ts";
import type { OpsStatus } from "../../../worker/ops/status.ts";
import { call, type Vars } from "../support/app.ts";
import { type FakeCms, fakeCms, fakeCmsOrigin } from "../support/fake-cms.ts";

const token = env.OPS_TOKEN;
const day = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * day).toISOString().replace(/\.\d{3}Z$/, "Z");

const status = async (vars: Vars = {}) => {
  const res = await call("/__ops/status", { headers: { authorization: `Bearer ${token}` } }, vars);
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("no-store");
  return (await res.json()) as OpsStatus;
};

/** Runs the hourly Cron Trigger with `vars`; the lines it logged. */
async function cronLines(vars: Vars = {}) {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const log = vi.spyOn(console, "log").mockImplementation(() => {});
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: "0 * * * *" }), { ...env, ...vars } as Env, ctx);
  await waitOnExecutionContext(ctx);
  const lines = [...warn.mock.calls, ...log.mock.calls].map((args) => JSON.parse(String(args[0])));
  const warned = warn.mock.calls.length;
  warn.mockRestore();
  log.mockRestore();
  return { lines, warned };
}

describe("GET /__ops/status", () => {
  let cms: FakeCms;
  beforeEach(async () => {
    cms = fakeCms();
    for (const { name } of (await env.FORM_DEAD_LETTERS.list()).keys)
      await env.FORM_DEAD_LETTERS.delete(name);
  });
  afterEach(() => vi.restoreAllMocks());

  it("does not exist without OPS_TOKEN, takes only GET, and only with the token", async () => {
    expect((await call("/__ops/status", {}, { OPS_TOKEN: "" })).status).toBe(404);
    const post = await call("/__ops/status", {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET");
    expect(post.headers.get("cache-control")).toBe("no-store");
    expect(await post.json()).toEqual({ error: "Use GET." });
    const wrong = await call("/__ops/status", { headers: { authorization: `Bearer ${token}x` } });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: "Unauthorized." });
  });

  it("reports the build, the version, the CMS, the stored submissions and security.txt, with no warning when all is well", async () => {
    const found = await status({ CMS_ORIGIN: fakeCmsOrigin, SECURITY_EXPIRES: inDays(200) });
    expect(found.build).toMatch(/^[0-9a-f]{8}/);
    expect(found.version?.id).toMatch(/\S/);
    expect(found.cms).toMatchObject({ ok: true, origin: fakeCmsOrigin });
    expect(found.cms.now).toMatch(/^200 in \d+ ms$/);
    expect(found.cms.lastAnsweredAt).toBe(found.checkedAt);
    expect(found.deadLetters).toBe(0);
    expect(found.securityTxt.daysLeft).toBeGreaterThanOrEqual(199);
    expect(found.warnings).toEqual([]);
  });

  it("warns when the CMS fails, saying when it last answered and how", async () => {
    const vars = { CMS_ORIGIN: fakeCmsOrigin };
    const good = await status(vars);
    cms.mode = "500";
    const failing = await status(vars);
    expect(failing.cms).toMatchObject({
      ok: false,
      lastAnsweredAt: good.checkedAt,
      lastAnswer: good.cms.now,
    });
    expect(failing.warnings).toEqual([
      expect.stringMatching(
        new RegExp(
          `^CMS failing: 500 in \\d+ ms; last answered ${good.checkedAt} \\(200 in \\d+ ms\\)\\. Visitors get cached pages; do not purge`,
        ),
      ),
    ]);
  });

  it("warns when form submissions are dead-lettered, with how many", async () => {
    for (const key of ["dead-letter-key-00000001", "dead-letter-key-00000002"]) {
      await storeDeadLetter(
        env.FORM_DEAD_LETTERS,
        { kind: "newsletter", payload: { email: "a@b.test" }, idempotencyKey: key } as never,
        new Date().toISOString(),
      );
    }
    const found = await status({ CMS_ORIGIN: fakeCmsOrigin });
    expect(found.deadLetters).toBe(2);
    expect(found.warnings).toEqual([
      "2 form submission(s) dead-lettered: enter them by hand or replay them (docs/operations.md §10)",
    ]);
  });

  it("says no one can read the dead-lettered submissions while SUBMISSIONS_TOKEN is unset", async () => {
    await storeDeadLetter(
      env.FORM_DEAD_LETTERS,
      { kind: "contact", payload: {}, idempotencyKey: "dead-letter-key-00000003" } as never,
      new Date().toISOString(),
    );
    const found = await status({ CMS_ORIGIN: fakeCmsOrigin, SUBMISSIONS_TOKEN: "" });
    expect(found.warnings).toEqual([
      "1 form submission(s) dead-lettered: enter them by hand or replay them (docs/operations.md §10); SUBMISSIONS_TOKEN is not set, so no one can read them: set it (docs/operations.md §8)",
    ]);
  });

  it("warns 30 days before security.txt expires, and once it has", async () => {
    const soon = await status({ CMS_ORIGIN: fakeCmsOrigin, SECURITY_EXPIRES: inDays(10.5) });
    expect(soon.warnings).toEqual([
      `security.txt expires in 10 day(s) (${soon.securityTxt.expires}): set SECURITY_EXPIRES and deploy`,
    ]);
    const gone = await status({ CMS_ORIGIN: fakeCmsOrigin, SECURITY_EXPIRES: inDays(-1) });
    expect(gone.warnings).toEqual([
      `security.txt expired on ${gone.securityTxt.expires}: set SECURITY_EXPIRES and deploy`,
    ]);
  });
});

describe("the hourly Cron Trigger", () => {
  afterEach(() => vi.restoreAllMocks());

  it("logs one warning line starting 'ops warning:' when a check fails", async () => {
    const cms = fakeCms();
    cms.mode = "down";
    const { lines, warned } = await cronLines({ CMS_ORIGIN: fakeCmsOrigin });
    expect(warned).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ type: "ops", level: "warn" });
    expect(lines[0].message).toMatch(/^ops warning: CMS failing: unreachable: connection refused/);
  });

  it("logs one info line and no warning when all is well", async () => {
    fakeCms();
    const { lines, warned } = await cronLines({ CMS_ORIGIN: fakeCmsOrigin, SECURITY_EXPIRES: inDays(200) });
    expect(warned).toBe(0);
    expect(lines).toEqual([
      expect.objectContaining({ level: "info", message: "ops status: all well", warnings: [] }),
    ]);
  });
});
