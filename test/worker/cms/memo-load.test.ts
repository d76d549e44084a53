/**
 * @module Many concurrent renders of `/star`, each a request of its own (through the worker's own entry,
 * `exports.default.fetch`), with the isolate's CMS memory on and the first CMS answer slow: no render
 * waits on another request's read (worker/cms/memo.ts), none hangs, each gets the page.
 */
import { exports } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiBase, apiRoutes } from "../../../shared/cms/paths.ts";
import { demoCms } from "../../../worker/cms/demo/index.ts";
import { forgetCmsAnswers } from "../../../worker/cms/memo.ts";

/** Signed in: the page is rendered for this request alone (no shared copy), as every request here must be. */
const signedIn = { headers: { authorization: "Bearer visitor" } };
const renders = 40;

describe("concurrent renders sharing CMS answers", () => {
  afterEach(() => vi.restoreAllMocks());

  it("forty concurrent renders of /star with one slow CMS answer each get the page, none waiting on the slow read", async () => {
    forgetCmsAnswers();
    const real = demoCms.fetch.bind(demoCms);
    let starReads = 0;
    let releaseSlow: () => void = () => {};
    const slowReleased = new Promise<void>((resolve) => {
      releaseSlow = resolve;
    });
    let released = false;
    vi.spyOn(demoCms, "fetch").mockImplementation(async (request, ...rest) => {
      const path = new URL(request.url).pathname;
      if (path.endsWith(`${apiBase}${apiRoutes.star}`) && ++starReads === 1) await slowReleased;
      return real(request, ...rest);
    });
    const finishedBeforeRelease: number[] = [];
    const answers = Array.from({ length: renders }, (_, i) =>
      exports.default.fetch(new Request("http://clinic.test/star", signedIn)).then(async (res) => {
        const body = await res.text();
        if (!released) finishedBeforeRelease.push(i);
        return { status: res.status, body };
      }),
    );
    // Every render but the one holding the slow read finishes without it; then the slow answer comes.
    await vi.waitFor(() => expect(finishedBeforeRelease.length).toBeGreaterThanOrEqual(renders - 1), {
      timeout: 15_000,
      interval: 20,
    });
    released = true;
    releaseSlow();
    const settled = await Promise.all(answers);
    for (const { status, body } of settled) {
      expect(status).toBe(200);
      expect(body).toContain("STAR");
    }
    expect(starReads).toBeGreaterThanOrEqual(2);
  });
});
