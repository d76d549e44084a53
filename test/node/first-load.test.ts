/**
 * @module The bench's first-load count (test/bench/first-load.ts) against this build's manifest: a page that
 * carries the loader counts the entry, its preloads and its load islands; a page with islands but without
 * the loader is refused instead of counted as no JavaScript (which once made the 80 KB budget pass unread).
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { islandAttr, strategyAttr } from "../../shared/contract/islands.ts";
import { firstLoad, manifest } from "../bench/first-load.ts";

const page = (head: string, body: string) =>
  `<!doctype html><html><head><style>body{margin:0}</style>${head}</head><body>${body}</body></html>`;
const loader = `<script>${manifest.loader.text}</script>`;
const island = (name: string, strategy: string) =>
  `<div ${islandAttr}="${name}" ${strategyAttr}="${strategy}"></div>`;

describe("first-load JavaScript of a page, from this build", () => {
  const [loadIsland] = Object.keys(manifest.islands);

  it("counts the entry and every preload the loader adds", () => {
    const counted = firstLoad(page(loader, ""));
    assert.ok(counted.jsFiles >= 1 + manifest.preload.length, `files counted: ${counted.jsFiles}`);
    assert.ok(counted.jsGzip > 10 * 1024, `gzip bytes counted: ${counted.jsGzip}`);
    assert.ok(counted.cssGzip > 0);
  });

  it("adds an island hydrated at load, not one hydrated later", () => {
    assert.ok(loadIsland, "the build has islands");
    const base = firstLoad(page(loader, ""));
    const withLoad = firstLoad(page(loader, island(loadIsland, "load")));
    const withVisible = firstLoad(page(loader, island(loadIsland, "visible")));
    assert.ok(withLoad.jsGzip >= base.jsGzip);
    assert.equal(withVisible.jsGzip, base.jsGzip);
  });

  it("refuses a page with islands that does not carry the build's loader", () => {
    assert.throws(
      () => firstLoad(page("<script>void 0</script>", island(loadIsland ?? "x", "load"))),
      /loader/,
    );
  });

  it("counts no JavaScript for a page without islands or loader (a feed, a plain 404)", () => {
    assert.equal(firstLoad(page("", "<p>plain</p>")).jsGzip, 0);
  });
});
