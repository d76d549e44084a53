/**
 * @module The site as an outsider meets it over HTTP: the MDN HTTP Observatory's tests, security.txt,
 * and a form on another site that tries to post to ours.
 */
import { ALL_TESTS } from "@mdn/mdn-http-observatory/src/constants.js";
import { getScoreModifier } from "@mdn/mdn-http-observatory/src/grader/grader.js";
import { retrieve } from "@mdn/mdn-http-observatory/src/retriever/retriever.js";
import { textsFor } from "../../shared/i18n/catalogue.ts";
import { expect, test } from "./fixtures.ts";

/** The two tests that need HTTPS (a redirect to it, HSTS over it); a local worker speaks HTTP only. */
const needsHttps = new Set(["redirectionTest", "strictTransportSecurityTest"]);

// No browser is involved, so one project runs it.
test("the MDN HTTP Observatory passes all 8 tests that do not need HTTPS @desktop", async ({ baseURL }) => {
  const site = new URL(baseURL ?? "");
  const retrieved = await retrieve(site.hostname, { httpPort: Number(site.port) });
  const results = ALL_TESTS.filter((run) => !needsHttps.has(run.name)).map((run) => {
    const output = run(retrieved);
    return {
      test: run.name,
      result: output.result,
      pass: output.pass,
      modifier: getScoreModifier(output.result),
    };
  });
  console.info(JSON.stringify(results));
  expect(results).toHaveLength(8);
  expect(results.filter((r) => !r.pass)).toEqual([]);
  // The best answer each of these can give: a strict CSP, a private referrer, no framing, CORP same-origin.
  expect(results.map((r) => r.result)).toEqual(
    expect.arrayContaining([
      "csp-implemented-with-no-unsafe",
      "referrer-policy-private",
      "x-frame-options-implemented-via-csp",
      "corp-implemented-with-same-origin",
      "x-content-type-options-nosniff",
    ]),
  );
});

test("security.txt tells a researcher where to write, until when", async ({ request }) => {
  const response = await request.get("/.well-known/security.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  const text = await response.text();
  expect(text).toMatch(/^Contact: (mailto|https):\S+$/m);
  const expires = Date.parse(/^Expires: (\S+)$/m.exec(text)?.[1] ?? "");
  expect(expires).toBeGreaterThan(Date.now());
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a form on another site that posts to the contact route gets 403 and a clear message", async ({
    page,
    baseURL,
  }) => {
    // The other site: a page of its own origin whose form posts straight to this site.
    await page.route("http://elsewhere.test/**", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><title>Win a prize</title>
          <form method="post" action="${baseURL}/contact-us">
            <input name="name" value="Someone"><input name="email" value="someone@example.org">
            <input name="location" value="riverside"><input name="reason" value="Feedback">
            <input name="message" value="Sent by another site"><input name="consent" value="on">
            <button>Claim</button>
          </form>`,
      }),
    );
    await page.goto("http://elsewhere.test/");
    const answer = page.waitForResponse((r) => r.url() === `${baseURL}/contact-us`);
    await page.getByRole("button", { name: "Claim" }).click();
    const response = await answer;
    expect(response.status()).toBe(403);
    expect(response.request().headers().origin).toBe("http://elsewhere.test");
    await expect(page.getByText(textsFor("en")("formAnswer.crossSite"))).toBeVisible();
  });
});
