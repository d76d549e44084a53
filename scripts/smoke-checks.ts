/** @module The smoke test's checks against a running site, each a pass or a failure with what went wrong. */
import { XMLParser } from "fast-xml-parser";
import { routes } from "../shared/routes.ts";
import { Note, pageCacheHit, purgeReaches } from "./smoke-cache-hit.ts";
import { observatory } from "./smoke-observatory.ts";

export interface CheckResult {
  name: string;
  ok: boolean;
  detail: string;
  /** Not a failure, but worth reading: an empty section, a check that cannot be made from here. */
  note?: boolean;
}

export interface SmokeOptions {
  /** Sent with every request: a `Cloudflare-Workers-Version-Overrides` header tests a version at 0 %. */
  headers?: Record<string, string>;
  /** The site's SEARCH_ENGINES: `noindex` expects robots.txt to disallow all and pages to say noindex. */
  searchEngines?: "index" | "noindex";
  /** Scan an https site with the MDN HTTP Observatory (it sees only the live version). */
  observatory?: boolean;
  /** The site's OPS_TOKEN: with it, a purge of one page is checked to answer fresh content. */
  opsToken?: string;
  /**
   * The Workers version under test: the checks start once it answers (an override takes a few
   * seconds to apply), and fail if any answer names another (the site's `x-version` header).
   */
  version?: string;
  /** How long to wait for `version` to answer, in ms (60 s unless said). */
  versionWaitMs?: number;
}

/** Each request's time limit. */
const requestMs = 15_000;
/** The header naming the version that made an answer (worker/security/headers.ts). */
const versionHeader = "x-version";

/** The texts of the inline scripts in `html` that a CSP governs (data blocks and external scripts aside). */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attrs]) => !/\bsrc=|\btype="application\/(?:ld\+)?json"/i.test(attrs ?? ""))
    .map(([, , text]) => text ?? "");

/** A text's CSP hash source, `sha256-…`. */
async function hashSource(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return `sha256-${btoa(String.fromCharCode(...digest))}`;
}

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

type Check = [name: string, run: () => Promise<string | Note | undefined>];

const hasNoindex = (html: string) => /<meta name="robots" content="noindex"/.test(html);

/** Runs every check against `site` (an origin). */
export async function smokeChecks(site: string, options: SmokeOptions = {}): Promise<CheckResult[]> {
  const origin = site.replace(/\/+$/, "");
  const noindex = options.searchEngines === "noindex";
  /** How many answers of the worker named each version. */
  const versions = new Map<string, number>();
  const get = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      redirect: "manual",
      ...init,
      headers: { ...options.headers, ...(init.headers as Record<string, string>) },
      signal: AbortSignal.timeout(requestMs),
    });
    // Hashed assets are answered by the asset server alone: no worker runs to name its version.
    if (!new URL(url).pathname.startsWith("/assets/")) {
      const version = response.headers.get(versionHeader) ?? "(none)";
      versions.set(version, (versions.get(version) ?? 0) + 1);
    }
    return response;
  };
  const results: CheckResult[] = [];
  if (options.version) {
    const waited = await versionAnswers(get, origin, options.version, options.versionWaitMs ?? 60_000);
    results.push(waited);
    if (!waited.ok) return results;
    versions.clear();
  }
  let sitemap: string[] = [];
  let homeHtml = "";
  const checks: Check[] = [
    [
      "home answers 200 with the page CSP (its inline scripts by hash) and HSTS",
      async () => {
        const home = await get(`${origin}/`);
        statusIs(home, 200, "/");
        homeHtml = await home.text();
        const csp = home.headers.get("content-security-policy");
        expect(csp !== null, "no Content-Security-Policy");
        const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp ?? "")?.[1]?.split(/\s+/) ?? [];
        expect(scriptSrc.includes("'strict-dynamic'"), `script-src is "${scriptSrc.join(" ")}"`);
        expect(
          !/'nonce-|'unsafe-inline'/.test(csp ?? ""),
          "the CSP allows scripts by nonce or unsafe-inline",
        );
        const hashes = await Promise.all(inlineScripts(homeHtml).map(hashSource));
        expect(hashes.length > 0, "the home page has no inline script (no loader)");
        for (const hash of hashes)
          expect(scriptSrc.includes(`'${hash}'`), `an inline script's ${hash} is not in script-src`);
        const hsts = home.headers.get("strict-transport-security") ?? "";
        expect(/max-age=\d{7,}/.test(hsts), `Strict-Transport-Security is "${hsts}"`);
        return `${hashes.length} inline scripts, each allowed by its hash`;
      },
    ],
    [
      noindex ? "pages say noindex (SEARCH_ENGINES=noindex)" : "pages are open to search engines",
      async () => {
        expect(
          hasNoindex(homeHtml) === noindex,
          noindex ? "the home page has no robots noindex meta" : "the home page says noindex",
        );
        return undefined;
      },
    ],
    ["a repeated request of the home page is Cf-Cache-Status: HIT", () => pageCacheHit(get, origin)],
    [
      "a purge of one page answers fresh content to the next requests",
      () => purgeReaches(get, origin, options.opsToken),
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
        const empty: string[] = [];
        const picks = onePathPerRoute(sitemap);
        for (const { name, path } of picks) {
          if (path === null) empty.push(name);
          else {
            const res = await get(`${origin}${path}`);
            await res.arrayBuffer();
            if (res.status !== 200) bad.push(`${path} answered ${res.status}`);
          }
        }
        expect(bad.length === 0, bad.join("; "));
        const checked = `${picks.length - empty.length} of ${picks.length} route types`;
        if (empty.length === 0) return checked;
        return new Note(`${checked}; nothing published yet in: ${empty.join(", ")} (an empty section)`);
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
      noindex
        ? "robots.txt disallows all and names no sitemap"
        : "robots.txt allows crawling and names the sitemap",
      async () => {
        const res = await get(`${origin}/robots.txt`);
        statusIs(res, 200, "/robots.txt");
        const text = await res.text();
        const disallowsAll = /^disallow:\s*\/\s*$/im.test(text);
        const namesSitemap = /^sitemap:/im.test(text);
        if (noindex) {
          expect(disallowsAll, "robots.txt does not say Disallow: /");
          expect(!namesSitemap, "robots.txt names a sitemap on a noindex site");
        } else {
          expect(!disallowsAll, "robots.txt disallows all (is SEARCH_ENGINES=noindex on this site?)");
          expect(namesSitemap, "robots.txt does not name the sitemap");
        }
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
  if (origin.startsWith("https://") && options.observatory !== false)
    checks.push(["MDN HTTP Observatory grade is A+", () => observatory(origin)]);

  const { version } = options;
  if (version)
    checks.push([
      `every answer came from version ${version}`,
      async () => {
        const others = [...versions].filter(([id]) => id !== version);
        const count = (list: [string, number][]) => list.reduce((sum, [, n]) => sum + n, 0);
        expect(
          others.length === 0,
          `${count(others)} answers came from ${others.map(([id, n]) => `${id} (${n})`).join(", ")}`,
        );
        return `${count([...versions])} answers`;
      },
    ]);

  for (const [name, run] of checks) {
    try {
      const outcome = await run();
      if (outcome instanceof Note) results.push({ name, ok: true, detail: outcome.text, note: true });
      else results.push({ name, ok: true, detail: outcome ?? "" });
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      results.push({ name, ok: false, detail });
    }
  }
  return results;
}

/**
 * Asks for the home page until `version` answers it or `waitMs` has passed: a version override
 * reaches the edge a few seconds after it is deployed, and until then the live version answers.
 */
export async function versionAnswers(
  get: (url: string) => Promise<Response>,
  origin: string,
  version: string,
  waitMs: number,
): Promise<CheckResult> {
  const name = `version ${version} answers`;
  const started = Date.now();
  let seen = "(no answer)";
  for (;;) {
    try {
      const response = await get(`${origin}/`);
      await response.body?.cancel();
      seen = response.headers.get(versionHeader) ?? "(none)";
      if (seen === version) return { name, ok: true, detail: `after ${(Date.now() - started) / 1000} s` };
    } catch (error) {
      seen = `(no answer: ${error instanceof Error ? error.message : String(error)})`;
    }
    if (Date.now() - started >= waitMs) {
      const detail = `after ${Math.round(waitMs / 1000)} s the site still answers from version ${seen}`;
      return { name, ok: false, detail };
    }
    // No signal says when an override has spread: ask again in a second.
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** The results as a plain-text table. */
export function smokeTable(results: CheckResult[]): string {
  const width = Math.max(...results.map((r) => r.name.length));
  const lines = results.map((r) =>
    `${r.ok ? (r.note ? "note" : "pass") : "FAIL"}  ${r.name.padEnd(width)}  ${r.detail}`.trimEnd(),
  );
  const failed = results.filter((r) => !r.ok).length;
  const notes = results.filter((r) => r.note).length;
  const tally = `${results.length - failed} checks passed, ${failed} failed`;
  return [...lines, notes ? `${tally} (${notes} with a note)` : tally].join("\n");
}
