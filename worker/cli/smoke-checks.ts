/** @module The smoke test's checks against a running site, each a pass or a failure with what went wrong. */
import { XMLParser } from "fast-xml-parser";
import { routes } from "../../shared/routes.ts";

export interface CheckResult {
  name: string;
  ok: boolean;
  detail: string;
}

/** Each request's time limit. */
const requestMs = 15_000;

const get = (url: string, init: RequestInit = {}) =>
  fetch(url, { redirect: "manual", ...init, signal: AbortSignal.timeout(requestMs) });

const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1] ?? null;

/** A failed expectation: its message becomes the check's detail. */
class Failed extends Error {}
const expect = (condition: boolean, message: string) => {
  if (!condition) throw new Failed(message);
};
const statusIs = (res: Response, status: number, what: string) =>
  expect(res.status === status, `${what} answered ${res.status}, expected ${status}`);

/** A route pattern as a regular expression over paths. */
function patternRegex(path: string): RegExp {
  const body = path
    .split("/")
    .slice(1)
    .map((segment) => {
      if (!segment.startsWith(":")) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
      return segment.endsWith("?") ? "(?:/[^/]+)?" : "/[^/]+";
    })
    .join("");
  return new RegExp(`^${body || "/"}$`);
}

/** The route types a visitor can reach (the 404 route is checked on its own). */
const pageRoutes = Object.entries(routes).filter(([name]) => name !== "notFound");

/** The paths listed in a sitemap document; throws when it does not parse as one. */
function sitemapPaths(xml: string): string[] {
  const doc = new XMLParser().parse(xml, true) as { urlset?: { url?: { loc: string } | { loc: string }[] } };
  const urls = doc.urlset?.url;
  if (!urls) throw new Failed("sitemap.xml has no <urlset> of <url> entries");
  return (Array.isArray(urls) ? urls : [urls]).map((u) => new URL(u.loc).pathname);
}

/** One path of each route type: a fixed path as it is, a parameterised one from the sitemap. */
function onePathPerRoute(sitemap: string[]): { name: string; path: string | null }[] {
  return pageRoutes.map(([name, def]) => {
    if (!def.path.includes(":")) return { name, path: def.path };
    const regex = patternRegex(def.path);
    const fromSitemap = sitemap.find(
      (path) => regex.test(path) && !pageRoutes.some(([, other]) => other !== def && other.path === path),
    );
    return { name, path: fromSitemap ?? null };
  });
}

type Check = [name: string, run: () => Promise<string | undefined>];

/** Runs every check against `site` (an origin); `observatory` scans an https site with the MDN HTTP Observatory. */
export async function smokeChecks(site: string): Promise<CheckResult[]> {
  const origin = site.replace(/\/+$/, "");
  let sitemap: string[] = [];
  let homeHtml = "";
  const checks: Check[] = [
    [
      "home answers 200 with the page CSP (fresh nonce) and HSTS",
      async () => {
        const [first, second] = [await get(`${origin}/`), await get(`${origin}/`)];
        statusIs(first, 200, "/");
        homeHtml = await first.text();
        await second.arrayBuffer();
        const [a, b] = [first, second].map((r) => nonceOf(r.headers.get("content-security-policy")));
        expect(a !== null, "no Content-Security-Policy with a nonce");
        expect(a !== b, "the CSP nonce was the same on two requests");
        const hsts = first.headers.get("strict-transport-security") ?? "";
        expect(/max-age=\d{7,}/.test(hsts), `Strict-Transport-Security is "${hsts}"`);
        return `nonces ${a?.slice(0, 6)}… ≠ ${b?.slice(0, 6)}…`;
      },
    ],
    [
      "a second request of the home page is X-Cache: HIT",
      async () => {
        const res = await get(`${origin}/`);
        await res.arrayBuffer();
        const state = res.headers.get("x-cache");
        expect(state === "HIT", `X-Cache is ${state ?? "absent"}`);
        return undefined;
      },
    ],
    [
      "sitemap.xml parses and its first URLs answer 200",
      async () => {
        const res = await get(`${origin}/sitemap.xml`);
        statusIs(res, 200, "/sitemap.xml");
        sitemap = sitemapPaths(await res.text());
        const first = sitemap.slice(0, 5);
        for (const path of first) statusIs(await get(`${origin}${path}`), 200, path);
        return `${sitemap.length} URLs; ${first.join(" ")}`;
      },
    ],
    [
      "one page of every route type answers 200",
      async () => {
        const bad: string[] = [];
        const picks = onePathPerRoute(sitemap);
        for (const { name, path } of picks) {
          if (path === null) bad.push(`${name}: no URL of this type in sitemap.xml`);
          else {
            const res = await get(`${origin}${path}`);
            await res.arrayBuffer();
            if (res.status !== 200) bad.push(`${path} answered ${res.status}`);
          }
        }
        expect(bad.length === 0, bad.join("; "));
        return `${picks.length} route types`;
      },
    ],
    [
      "a missing page answers 404",
      async () => {
        const res = await get(`${origin}/no-such-page-${Date.now().toString(36)}`);
        statusIs(res, 404, "a missing page");
        return undefined;
      },
    ],
    [
      "robots.txt answers",
      async () => {
        const res = await get(`${origin}/robots.txt`);
        statusIs(res, 200, "/robots.txt");
        expect(/sitemap:/i.test(await res.text()), "robots.txt does not name the sitemap");
        return undefined;
      },
    ],
    [
      "the search API answers",
      async () => {
        const res = await get(`${origin}/api/search?q=care`);
        statusIs(res, 200, "/api/search?q=care");
        expect(/^application\/json/.test(res.headers.get("content-type") ?? ""), "the answer is not JSON");
        await res.json();
        return undefined;
      },
    ],
    [
      "a hashed asset is immutable",
      async () => {
        const asset = /\/assets\/[\w.-]+-[A-Z0-9]{8}\.(?:js|css)/.exec(homeHtml)?.[0];
        expect(asset !== undefined, "the home page links no hashed asset");
        const res = await get(`${origin}${asset}`);
        statusIs(res, 200, String(asset));
        await res.arrayBuffer();
        const control = res.headers.get("cache-control") ?? "";
        expect(/\bimmutable\b/.test(control), `${asset} has Cache-Control "${control}"`);
        return asset;
      },
    ],
    [
      "the ops route answers 401 without a token",
      async () => {
        const res = await get(`${origin}/__ops/purge`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: '{"scope":"all"}',
        });
        statusIs(res, 401, "POST /__ops/purge");
        return undefined;
      },
    ],
  ];
  if (origin.startsWith("https://"))
    checks.push(["MDN HTTP Observatory grade is A+", () => observatory(origin)]);

  const results: CheckResult[] = [];
  for (const [name, run] of checks) {
    try {
      results.push({ name, ok: true, detail: (await run()) ?? "" });
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      results.push({ name, ok: false, detail });
    }
  }
  return results;
}

/** The MDN HTTP Observatory's scan of the site's host: its grade and each failed test. */
async function observatory(origin: string): Promise<string> {
  const { scan } = await import("@mdn/mdn-http-observatory");
  const result = await scan(new URL(origin).host);
  const failed = Object.entries(result.tests)
    .filter(([, test]) => test.pass === false)
    .map(([name, test]) => `${name} (${test.result})`);
  const summary = `grade ${result.scan.grade}, score ${result.scan.score}`;
  expect(
    result.scan.grade === "A+" && failed.length === 0,
    `${summary}; failed: ${failed.join(", ") || "none"}`,
  );
  return summary;
}

/** The results as a plain-text table. */
export function smokeTable(results: CheckResult[]): string {
  const width = Math.max(...results.map((r) => r.name.length));
  const lines = results.map((r) =>
    `${r.ok ? "pass" : "FAIL"}  ${r.name.padEnd(width)}  ${r.detail}`.trimEnd(),
  );
  const failed = results.filter((r) => !r.ok).length;
  return [...lines, `${results.length - failed} checks passed, ${failed} failed`].join("\n");
}
