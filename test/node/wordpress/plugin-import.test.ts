/**
 * @module The Clinic Site plugin on Debian's WordPress: the demo clinic's bundle imports with every
 * item and translation, importing it again changes nothing the site reads, and `check-cms` finds
 * the whole v1 contract served.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { after, before, describe, it } from "node:test";
import { apiBase } from "../../../shared/cms/paths.ts";
import { contentBundle } from "../../../worker/cms/demo/bundle.ts";
import { freePort } from "../../support/free-port.ts";
import { runScript } from "../support/run-script.ts";
import { type RealWordPress, startWordPress } from "./support/wordpress.ts";

const bundle = JSON.parse(contentBundle("Riverbend Community Health", "America/Los_Angeles")) as {
  collections: Record<string, unknown[]>;
  pages: Record<string, unknown>;
  translations: Record<
    string,
    { collections: Record<string, object>; alone: Record<string, object>; pages: Record<string, unknown> }
  >;
};
const originals =
  Object.values(bundle.collections).reduce((n, items) => n + items.length, 0) +
  Object.keys(bundle.pages).length;
const translations = Object.values(bundle.translations).reduce(
  (n, catalogue) =>
    n +
    [...Object.values(catalogue.collections), ...Object.values(catalogue.alone)].reduce(
      (m, items) => m + Object.keys(items).length,
      0,
    ) +
    Object.values(catalogue.pages).filter(Boolean).length,
  0,
);

let wordpress: RealWordPress | undefined;

before(
  async () => {
    wordpress = await startWordPress(await freePort(), { bundle: true });
  },
  { timeout: 180_000 },
);
after(() => wordpress?.stop());

/** The answers of a sample of reads, in both languages, as text. */
async function sample(origin: string): Promise<string[]> {
  const paths = [
    "/common",
    "/home",
    "/news?page=2&per_page=10",
    "/team/dental-team/long",
    "/locations/slugs",
  ];
  return Promise.all(
    paths.flatMap((path) =>
      ["en", "es"].map(async (lang) => {
        const url = `${origin}${apiBase}${path}${path.includes("?") ? "&" : "?"}lang=${lang}`;
        const res = await fetch(url);
        return `${url} ${res.status} ${await res.text()}`;
      }),
    ),
  );
}

describe("the Clinic Site plugin with the demo clinic imported", () => {
  it("imports every item and every translation of the bundle, with no error", () => {
    assert.deepEqual(wordpress?.imported, { created: originals, updated: 0, translations, errors: [] });
  });

  it("imports the same bundle again as updates of the same posts, and every answer stays as it was", async () => {
    assert.ok(wordpress);
    const before = await sample(wordpress.origin);
    const file = join(wordpress.root, "..", "..", "bundle.json");
    const { stdout } = await wordpress.php([
      join(import.meta.dirname, "../../../wordpress/clinic-site/bin/import.php"),
      "--wordpress",
      wordpress.root,
      "--bundle",
      file,
    ]);
    assert.deepEqual(JSON.parse(stdout), { created: 0, updated: originals, translations, errors: [] });
    assert.deepEqual(await sample(wordpress.origin), before);
  });

  it("check-cms finds the whole v1 contract served, in both languages, and reports 0 failed", async () => {
    assert.ok(wordpress);
    const { status, out } = await runScript("scripts/check-cms.ts", ["--origin", wordpress.origin]);
    console.log(out);
    assert.match(out, /^\d+ ok, 0 failed$/m);
    assert.equal(status, 0, out);
  });
});
