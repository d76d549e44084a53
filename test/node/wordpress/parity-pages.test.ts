/**
 * @module Parity of the pages: every page of the sitemap, in both languages, rendered by the site
 * from the Clinic Site plugin on Debian's WordPress (CMS_ORIGIN) is byte for byte the page the site
 * renders from its built-in demo CMS, once each site's own origin and the CMS origin are replaced.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { freePort } from "../../support/free-port.ts";
import { type RunningWorker, startOnFreePort, startWorker } from "../../support/worker-process.ts";
import { type RealWordPress, startWordPress } from "./support/wordpress.ts";

/**
 * What may differ between the two pages, and why; each is replaced by the same token in both.
 * Nothing else may.
 */
const allowedDifferences: { what: string; why: string; pattern: (origins: Origins) => RegExp }[] = [
  {
    what: "the site's own host",
    why: "the two sites run side by side on two ports; without SITE_URL a page names the host it was asked on (http:// and webcal:// links)",
    pattern: ({ site }) => new RegExp(literally(new URL(site).host), "g"),
  },
  {
    what: "the CMS host",
    why: "one site reads WordPress at its address, the other its built-in demo CMS",
    pattern: ({ cms }) => new RegExp(cms ? literally(new URL(cms).host) : "(?!)", "g"),
  },
  {
    what: "the open-now status's expiry",
    why: "a location page says whether the clinic is open at the moment it is rendered, and until when (ms); the two pages, rendered moments apart, differ there when an opening, a closing or a 6 h mark falls between them",
    pattern: () => /(?<=&quot;until&quot;:)\d+(?=\}\}" data-hydrate=")|(?<=\}\}" data-hydrate=")\d+(?=")/g,
  },
];

interface Origins {
  site: string;
  cms?: string;
}
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const normal = (text: string, origins: Origins) =>
  allowedDifferences.reduce((out, { what, pattern }) => out.replace(pattern(origins), `«${what}»`), text);

let wordpress: RealWordPress | undefined;
let fromWordPress: RunningWorker | undefined;
let fromDemo: RunningWorker | undefined;

before(
  async () => {
    wordpress = await startWordPress(await freePort(), { bundle: true });
    const cms = wordpress.origin;
    fromWordPress = await startOnFreePort((port) =>
      startWorker(port, { CMS_ORIGIN: cms }, ".wrangler/state-parity-wordpress"),
    );
    fromDemo = await startOnFreePort((port) => startWorker(port, {}, ".wrangler/state-parity-demo"));
  },
  { timeout: 300_000 },
);
after(() => Promise.all([fromWordPress?.stop(), fromDemo?.stop(), wordpress?.stop()]));

/** The paths of every page of the demo site's sitemap, each language's included. */
async function sitemapPaths(site: string): Promise<string[]> {
  const xml = await (await fetch(`${site}/sitemap.xml`)).text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>|href="([^"]+)"/g)].map((m) => m[1] ?? m[2] ?? "");
  return [...new Set(urls.map((url) => new URL(url).pathname))].sort();
}

describe("pages rendered from WordPress and from the demo CMS", () => {
  it("are byte for byte the same on every page of the sitemap, in both languages", {
    timeout: 900_000,
  }, async () => {
    assert.ok(wordpress && fromWordPress && fromDemo);
    const paths = await sitemapPaths(fromDemo.url);
    assert.ok(
      paths.some((path) => path.startsWith("/es/")),
      "the sitemap lists the Spanish pages",
    );
    const differences: string[] = [];
    const compare = async (path: string) => {
      assert.ok(wordpress && fromWordPress && fromDemo);
      const [a, b] = await Promise.all([fetch(fromWordPress.url + path), fetch(fromDemo.url + path)]);
      const textA = normal(await a.text(), { site: fromWordPress.url, cms: wordpress.origin });
      const textB = normal(await b.text(), { site: fromDemo.url });
      if (a.status !== b.status || textA !== textB) {
        let at = 0;
        while (at < textA.length && textA[at] === textB[at]) at++;
        differences.push(
          `${path}: ${a.status} / ${b.status} at ${at}\n  WordPress: ${textA.slice(Math.max(0, at - 80), at + 160)}\n  demo:      ${textB.slice(Math.max(0, at - 80), at + 160)}`,
        );
      }
    };
    // As many pages at once as WordPress has PHP workers: every page is still compared, in a third of
    // the time of one at a time.
    const queue = [...paths];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) await compare(path);
      }),
    );
    differences.sort();
    console.log(allowedDifferences.map(({ what, why }) => `replaced in both: ${what} (${why})`).join("\n"));
    console.log(
      `pages compared: ${paths.length} (${paths.filter((p) => p.startsWith("/es/")).length} in Spanish), ${paths.length - differences.length} identical`,
    );
    assert.deepEqual(differences, []);
  });
});
