/** @module Every page's first frame waits for its main landmark (`<link rel=expect blocking=render>`), which every page has. */
import { describe, expect, it } from "vitest";
import { call, sitemapPaths } from "../support/app.ts";

/** The render-blocking expectation in a page's head, and whether its target is in the page. */
function expectation(html: string) {
  const head = html.slice(0, html.indexOf("</head>"));
  const link = /<link rel="expect" href="#([^"]+)" blocking="render"\/>/.exec(head);
  const id = link?.[1];
  return {
    id,
    // Before the stylesheet: the browser knows what to wait for before it can first render.
    early: !!link && link.index < head.indexOf("<style"),
    targets: id ? html.split(`id="${id}"`).length - 1 : 0,
    isMain: id ? new RegExp(`<main id="${id}"`).test(html) : false,
  };
}

/** `path`'s page waits for its one `<main>`, named before the stylesheet. */
async function expectWaitsForMain(path: string) {
  const found = expectation(await (await call(path)).text());
  expect(found, path).toEqual({ id: "main", early: true, targets: 1, isMain: true });
}

describe("the first frame waits for the main landmark", () => {
  it("on every page of the sitemap, in both languages", async () => {
    const paths = await sitemapPaths();
    expect(paths.length).toBeGreaterThan(100);
    for (const path of paths) await expectWaitsForMain(path);
  });

  it("on a page that is not found and a search with no query", async () => {
    for (const path of ["/no-such-page", "/es/no-such-page", "/search"]) await expectWaitsForMain(path);
  });
});
