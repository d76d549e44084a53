/**
 * @module Property-based, over every route (test/support/fuzz-requests.ts): no 5xx, nothing reflected
 * raw, and no request reaching a stand-in WordPress outside the contract. `npm run bench` runs 10,000.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { app } from "../../../worker/index.ts";
import { fuzz } from "../../support/fuzz-requests.ts";
import { standInRun } from "../support/stand-in.ts";

const site = "http://clinic.test";
/** A few hundred in the suite: enough to cover every route several times, quick on a busy machine. */
const runs = 300;

async function send(request: Request, vars: Record<string, string>): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await app.fetch(request, { ...env, ...vars }, ctx);
  const body = await response.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return new Response(body, response);
}

describe("the worker under generated requests", () => {
  const realFetch = globalThis.fetch;
  let cmsOrigin = "";
  beforeAll(() => {
    cmsOrigin = new URL(standInRun().origin).origin;
    // Only the stand-in CMS is reachable; a request to any third party would be a failure to see.
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      if (new URL(request.url).origin === cmsOrigin) return realFetch(request);
      return new Response("no third party in tests", { status: 418 });
    });
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "log").mockImplementation(() => {});
  });
  afterAll(() => vi.restoreAllMocks());

  it(`never answers 5xx, never reflects input raw, and never lets WordPress see more than the contract (${runs} cases)`, {
    timeout: 240_000,
  }, async () => {
    const cms = standInRun();
    const result = await fuzz({
      runs,
      site,
      send: (r) => send(r, { CMS_ORIGIN: cms.origin }),
      seen: cms.seen,
    });
    console.info(
      `fuzz (stand-in CMS): ${result.cases} cases, seed ${result.seed}, ${JSON.stringify(result.statuses)}`,
    );
    expect(result.problems, `seed ${result.seed}`).toEqual([]);
    expect(result.cases).toBe(runs);
    expect(await cms.seen()).not.toEqual([]);
  });

  it(`does the same on the demo CMS in-process (${runs} cases)`, { timeout: 240_000 }, async () => {
    const result = await fuzz({ runs, site, send: (r) => send(r, {}), seen: async () => [] });
    console.info(
      `fuzz (demo CMS): ${result.cases} cases, seed ${result.seed}, ${JSON.stringify(result.statuses)}`,
    );
    expect(result.problems, `seed ${result.seed}`).toEqual([]);
  });
});
