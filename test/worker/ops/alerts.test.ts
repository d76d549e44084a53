import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import worker from "../../../worker/index.ts";
import { alertBody, alertsDue } from "../../../worker/ops/alerts.ts";
import type { Vars } from "../support/app.ts";
import { fakeCms, fakeCmsOrigin } from "../support/fake-cms.ts";

const webhook = "https://alerts.example.net/hooks/clinic";
const day = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * day).toISOString().replace(/\.\d{3}Z$/, "Z");

describe("which warnings are told", () => {
  const cms = { id: "cms", message: "CMS failing: unreachable" };
  const letters = { id: "dead-letters", message: "2 form submission(s) dead-lettered" };

  it("tells a new problem at once, not again the same day, and again on the next", () => {
    const first = alertsDue([cms], {}, "2026-11-28");
    expect(first.alerts).toEqual([{ kind: "problem", ...cms }]);
    expect(alertsDue([cms], first.next, "2026-11-28")).toEqual({ alerts: [], next: first.next });
    const nextDay = alertsDue([{ ...cms, message: "CMS failing: 500" }], first.next, "2026-11-29");
    expect(nextDay.alerts).toEqual([{ kind: "problem", id: "cms", message: "CMS failing: 500" }]);
  });

  it("says once that a problem cleared, then nothing", () => {
    const open = alertsDue([cms, letters], {}, "2026-11-28").next;
    const cleared = alertsDue([letters], open, "2026-11-28");
    expect(cleared.alerts).toEqual([{ kind: "cleared", id: "cms", message: "cleared: cms" }]);
    expect(alertsDue([letters], cleared.next, "2026-11-28").alerts).toEqual([]);
  });

  it("writes a text a chat webhook shows, naming the site", () => {
    const body = alertBody("https://clinic.example.org", [
      { kind: "problem", ...cms },
      { kind: "cleared", id: "dead-letters", message: "cleared: dead-letters" },
    ]);
    expect(body.text).toBe("https://clinic.example.org\n⚠ CMS failing: unreachable\n✔ cleared: dead-letters");
  });
});

describe("the hourly check's warnings reach a person", () => {
  let posts: { text: string; alerts: { kind: string; id: string }[] }[];
  let webhookStatus: number;
  const vars: Vars = { CMS_ORIGIN: fakeCmsOrigin, SECURITY_EXPIRES: inDays(200), ALERT_WEBHOOK_URL: webhook };

  beforeEach(async () => {
    posts = [];
    webhookStatus = 200;
    await env.CACHE.delete("ops:alerts");
  });
  afterEach(() => vi.restoreAllMocks());

  /** One hourly run; the lines it logged as warnings. */
  async function hourly() {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "log").mockImplementation(() => {});
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: "0 * * * *" }), { ...env, ...vars } as Env, ctx);
    await waitOnExecutionContext(ctx);
    const lines = warn.mock.calls.map((args) => JSON.parse(String(args[0])) as { message: string });
    warn.mockRestore();
    return lines;
  }

  function cmsWithWebhook() {
    return fakeCms(async (request) => {
      if (request.url !== webhook || request.method !== "POST") return new Response("nope", { status: 404 });
      posts.push(await request.json());
      return new Response(null, { status: webhookStatus });
    });
  }

  it("posts a problem once, stays quiet while it lasts the same day, and posts when it clears", async () => {
    const cms = cmsWithWebhook();
    cms.mode = "down";
    await hourly();
    expect(posts).toHaveLength(1);
    expect(posts[0]?.alerts).toEqual([expect.objectContaining({ kind: "problem", id: "cms" })]);
    expect(posts[0]?.text).toMatch(/⚠ CMS failing: unreachable/);
    await hourly();
    expect(posts).toHaveLength(1);
    cms.mode = "up";
    await hourly();
    expect(posts).toHaveLength(2);
    expect(posts[1]?.alerts).toEqual([expect.objectContaining({ kind: "cleared", id: "cms" })]);
    await hourly();
    expect(posts).toHaveLength(2);
  });

  it("writes nothing to KV on a quiet hour", async () => {
    cmsWithWebhook();
    const put = vi.spyOn(env.CACHE, "put");
    await hourly();
    expect(posts).toEqual([]);
    expect(put.mock.calls.filter(([key]) => key === "ops:alerts")).toEqual([]);
  });

  it("tells again next hour what the webhook refused, and logs that it was not reached", async () => {
    const cms = cmsWithWebhook();
    cms.mode = "down";
    webhookStatus = 503;
    const lines = await hourly();
    expect(posts).toHaveLength(1);
    expect(lines.map((l) => l.message)).toContainEqual(
      "ops warning: the alert webhook was not reached (the alert webhook answered 503); told again next hour",
    );
    webhookStatus = 200;
    await hourly();
    expect(posts).toHaveLength(2);
    expect(posts[1]?.alerts).toEqual([expect.objectContaining({ kind: "problem", id: "cms" })]);
    await hourly();
    expect(posts).toHaveLength(2);
  });
});
