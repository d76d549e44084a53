/** @module Every page type's HTML, in English and Spanish, passes html-validate's recommended rules. */

import { expect, test } from "@playwright/test";
import { type ConfigData, HtmlValidate } from "html-validate";
import { searchResultsPath, spanishSweepPaths, sweepPaths } from "../a11y/sweep-paths.ts";

/**
 * The recommended preset. The rules turned off only judge how the markup is spelled, which React's
 * server renderer decides, not whether it is valid HTML; the others are tuned, not dropped.
 */
const config: ConfigData = {
  extends: ["html-validate:recommended"],
  rules: {
    // React writes attribute names as its props spell them (`charSet`, `autoComplete`); HTML
    // attribute names are case-insensitive.
    "attr-case": "off",
    // React closes void elements (`<meta/>`, `<img/>`), which HTML allows.
    "void-style": "off",
    // React writes boolean attributes as `inert=""` and `hidden=""`, one of their valid forms.
    "attribute-boolean-style": "off",
    "attribute-empty-style": "off",
    // A phone number is kept on one line by the stylesheet (`a[href^="tel:"]`, white-space: nowrap),
    // so its text stays as people type and copy it, with ordinary spaces and hyphens.
    "tel-non-breaking": "off",
    // A search engine's display length, not validity: the titles are the catalogue's, and the SEO
    // test checks each is present and unique.
    "long-title": "off",
    // HTML allows any id without spaces; the state script's id (`__STATE__`) is the client's contract.
    "valid-id": ["error", { relaxed: true }],
    // The search box's completions are the listbox of an ARIA 1.2 combobox, which <select> cannot be.
    "prefer-native-element": ["error", { exclude: ["listbox"] }],
  },
};

const validator = new HtmlValidate(config);
const pages = [...sweepPaths, ...spanishSweepPaths, { name: "search results", path: searchResultsPath }];

// The markup is the server's, whatever the browser: only the desktop project runs it. No browser is
// involved (the e2e `test` of ../fixtures.ts would open a page per test only to watch its console), so
// Playwright's own `test` runs it, with the request fixture alone.
for (const { name, path } of pages) {
  test(`the ${name} page's markup at ${path} is valid HTML`, { tag: "@desktop" }, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(name === "notFound" ? 404 : 200);
    const html = await response.text();
    const report = await validator.validateString(html, path);
    const problems = report.results.flatMap((result) =>
      result.messages.map((m) => `${m.ruleId}: ${m.message} (${m.selector ?? ""})`),
    );
    // ARIA in HTML, which html-validate does not check: a combobox may be an <input type="text">,
    // not an <input type="search"> (whose only role is searchbox, and which takes no aria-expanded).
    for (const [input] of html.matchAll(/<input\b[^>]*\brole="combobox"[^>]*>/g))
      if (!/\btype="text"/.test(input)) problems.push(`a combobox that is not a text input: ${input}`);
    expect(problems).toEqual([]);
  });
}
