/**
 * @module The sanitizer's memory shares only finished cleanings (worker/security/sanitize.ts): a cleaning
 * on its way belongs to the request that started it, and a render of another request never waits on it.
 * Under load, with the CMS memory on, every concurrent render of a page of CMS HTML gets the page.
 */
import { exports } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetCmsAnswers } from "../../../worker/cms/memo.ts";
import { sanitizeHtml } from "../../../worker/security/sanitize.ts";

/** Counts the HTMLRewriters made from now on: one per cleaning. */
function countCleanings(): { made: number } {
  const count = { made: 0 };
  const Real = HTMLRewriter;
  vi.stubGlobal(
    "HTMLRewriter",
    class extends Real {
      constructor() {
        super();
        count.made++;
      }
    },
  );
  return count;
}

describe("the sanitizer's memory", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("never hands a cleaning on its way to another caller: callers asking meanwhile clean their own", async () => {
    const count = countCleanings();
    const text = `<p onclick="x()">at once ${crypto.randomUUID()}</p>`;
    const [a, b] = await Promise.all([sanitizeHtml(text), sanitizeHtml(text)]);
    expect(count.made).toBe(2);
    expect(a).toEqual(b);
    expect(String(a)).not.toContain("onclick");
    // Finished, the cleaning is shared: a later caller cleans nothing.
    expect(await sanitizeHtml(text)).toEqual(a);
    expect(count.made).toBe(2);
  });

  it("forty concurrent renders of a page of CMS HTML, with the CMS memory on, each get the page", async () => {
    forgetCmsAnswers();
    const count = countCleanings();
    const signedIn = { headers: { authorization: "Bearer visitor" } }; // each render is its request's own
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        exports.default
          .fetch(new Request("http://clinic.test/about-us", signedIn))
          .then(async (res) => ({ status: res.status, body: await res.text() })),
      ),
    );
    for (const { status, body } of answers) {
      expect(status).toBe(200);
      expect(body).toContain("<main");
    }
    expect(count.made).toBeGreaterThan(0);
  });
});
