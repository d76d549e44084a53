/**
 * @module The Spanish site end to end: a crawl from `/es/` over every same-origin link (every page
 * answers, says it is Spanish and every route type is reached), each route type in the browser
 * without a console error, and what Lighthouse's SEO audits look at on Spanish pages.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { localeOfPath } from "../../shared/i18n/locales.ts";
import { paramRules, type RouteDef, type RouteName, routes } from "../../shared/routes.ts";
import { expect, hydrated, test } from "./fixtures.ts";

/** Most pages the crawl reads. */
const crawlCap = 400;

/** A matcher per route, from its Hono pattern and its parameter rules, in any language. */
const routeMatchers = (Object.keys(routes) as RouteName[]).map((name) => {
  const def = routes[name];
  const source = def.path.replace(/\/:(\w+)(\?)?/g, (_, param: string, optional?: string) => {
    const rule = paramRules[(def.params as Record<string, keyof typeof paramRules>)[param]!];
    const part = `/(?:${rule.source.replace(/^\^|\$$/g, "")})`;
    return optional ? `(?:${part})?` : part;
  });
  return { name, pattern: new RegExp(`^(?:/es)?${source === "/" ? "/?" : source}$`) };
});

/** The route a path is a page of, or undefined (a feed, an asset, the search page). */
const routeOf = (path: string) => routeMatchers.find((m) => m.pattern.test(path))?.name;

/**
 * The same-origin addresses a page links to or loads (anchors, links, scripts, images, calendar
 * subscriptions), each saying whether it names another language (`hreflang`: an alternate or the
 * language switcher).
 */
function linksOf(html: string, base: URL): Array<{ url: URL; alternate: boolean }> {
  const found: Array<{ url: URL; alternate: boolean }> = [];
  for (const [tag] of html.matchAll(/<(?:a|link|script|img|source)\s[^>]*>/g)) {
    const raw = /\s(?:href|src)="([^"]+)"/.exec(tag)?.[1];
    if (!raw) continue;
    const value = raw.replace(/&amp;/g, "&").replace(/^webcal:/, base.protocol);
    let url: URL;
    try {
      url = new URL(value, base);
    } catch {
      continue;
    }
    if (url.origin !== base.origin) continue;
    url.hash = "";
    found.push({ url, alternate: /\shreflang="/i.test(tag) });
  }
  return found;
}

interface Crawl {
  /** Status of every address reached, by path and query. */
  statuses: Map<string, number>;
  /** Spanish pages whose `<html>` does not say `lang="es"`. */
  notSpanish: string[];
  /** Where each address was first linked from. */
  from: Map<string, string>;
  /** Addresses that redirect permanently to a page in their own language. */
  moved: Set<string>;
  /** Links from a Spanish page to an English page that are not a language alternate: a Spanish visitor would leave Spanish. */
  toEnglish: string[];
}

/** Reads `/es/` and every same-origin page under `/es/` it leads to (up to the cap), and each asset or feed they link. */
async function crawl(request: APIRequestContext, origin: string): Promise<Crawl> {
  const statuses = new Map<string, number>();
  const from = new Map<string, string>([["/es/", "(start)"]]);
  const notSpanish: string[] = [];
  const toEnglish = new Set<string>();
  const moved = new Set<string>();
  const queue = ["/es/"];
  let pages = 0;
  while (queue.length > 0) {
    const key = queue.shift()!;
    const url = new URL(key, origin);
    const isPage = localeOfPath(url.pathname) === "es" && routeOf(url.pathname) !== undefined;
    if (isPage && ++pages > crawlCap) break;
    const response = await request.get(key, { maxRedirects: 0 });
    statuses.set(key, response.status());
    // An old address that moved (the drawer's /services/dental-services) may stay linked: its target
    // must be a page in the same language, and is crawled like any other.
    const location = response.headers().location;
    if ([301, 308].includes(response.status()) && location) {
      const target = new URL(location, url);
      const next = `${target.pathname}${target.search}`;
      if (target.origin === url.origin && localeOfPath(target.pathname) === localeOfPath(url.pathname)) {
        moved.add(key);
        if (!from.has(next)) {
          from.set(next, key);
          queue.push(next);
        }
      }
      continue;
    }
    const type = response.headers()["content-type"] ?? "";
    if (!isPage && !(localeOfPath(url.pathname) === "es" && type.startsWith("text/html"))) continue;
    const html = await response.text();
    if (!/^<!doctype html><html lang="es"/i.test(html)) notSpanish.push(key);
    for (const { url: link, alternate } of linksOf(html, url)) {
      const next = `${link.pathname}${link.search}`;
      // An English page is the English crawl's business; the Spanish one follows only its own pages.
      if (routeOf(link.pathname) && localeOfPath(link.pathname) !== "es") {
        if (!alternate) toEnglish.add(`${key} → ${next}`);
        continue;
      }
      if (from.has(next)) continue;
      from.set(next, key);
      queue.push(next);
    }
  }
  return { statuses, notSpanish, from, toEnglish: [...toEnglish], moved };
}

test.describe("the Spanish site", () => {
  test("a crawl from /es/ reaches every route type, and every page and file answers 200 @desktop", async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const { statuses, notSpanish, from, toEnglish, moved } = await crawl(request, baseURL!);
    const broken = [...statuses]
      .filter(([key, status]) => status !== 200 && !moved.has(key))
      .map(([k, s]) => `${k} ${s} (from ${from.get(k)})`);
    expect(broken).toEqual([]);
    expect(notSpanish).toEqual([]);
    expect(toEnglish, "links from Spanish pages to English ones").toEqual([]);
    const pages = [...statuses.keys()].filter((k) => routeOf(new URL(k, baseURL).pathname));
    expect(pages.length).toBeLessThanOrEqual(crawlCap);
    const reached = new Set(pages.map((k) => routeOf(new URL(k, baseURL).pathname)));
    // The pages kept out of search engines are not linked: the 404 page is reached by a wrong
    // address, the login page by the route guard; both are loaded below.
    const expected = (Object.keys(routes) as RouteName[]).filter(
      (name) => !(routes[name] as RouteDef).noindex,
    );
    expect([...reached].sort()).toEqual(expected.sort());
    // The Spanish feeds are linked from the Spanish pages.
    expect(statuses.get("/es/news/feed.xml")).toBe(200);
    expect(statuses.get("/es/star-events.ics")).toBe(200);
  });

  for (const name of Object.keys(routes) as RouteName[]) {
    if (name === "newsStory" || name === "notFound") continue;
    const path = `/es${routes[name].example === "/" ? "/" : routes[name].example}`;
    test(`the Spanish ${name} page (${path}) loads in the browser without a console error`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await hydrated(page);
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
    });
  }
});

/** Link texts Lighthouse calls non-descriptive, in English and Spanish. */
const vagueLinkTexts = new Set([
  "click here",
  "click this",
  "go",
  "here",
  "information",
  "learn more",
  "more",
  "more info",
  "more information",
  "read more",
  "see more",
  "this",
  "link",
  "aquí",
  "haga clic aquí",
  "haz clic aquí",
  "clic aquí",
  "más",
  "más información",
  "leer más",
  "ver más",
  "información",
  "este enlace",
  "enlace",
]);

/** What Lighthouse's SEO audits check on a page, read from the loaded page. */
async function seoFacts(page: Page) {
  return page.evaluate(() => {
    const meta = (name: string) =>
      document.querySelector(`meta[name="${name}"]`)?.getAttribute("content") ?? null;
    const anchors = [...document.querySelectorAll("a")];
    return {
      lang: document.documentElement.lang,
      title: document.title,
      description: meta("description"),
      robots: meta("robots"),
      viewport: meta("viewport"),
      canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute("href")),
      hreflangs: [...document.querySelectorAll("link[hreflang]")].map((l) => ({
        hreflang: l.getAttribute("hreflang") ?? "",
        href: l.getAttribute("href") ?? "",
      })),
      uncrawlable: anchors
        .filter((a) => {
          const href = a.getAttribute("href");
          return href === null || href === "" || /^javascript:/i.test(href) || href === "#";
        })
        .map((a) => a.outerHTML.slice(0, 120)),
      linkTexts: anchors
        .filter((a) => a.getAttribute("href") && !a.getAttribute("href")?.startsWith("#"))
        .map((a) => (a.getAttribute("aria-label") ?? a.textContent ?? "").trim().toLowerCase()),
      plugins: document.querySelectorAll("embed, object, applet").length,
      structuredData: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (s) => s.textContent ?? "",
      ),
      // Targets smaller than 24×24 CSS pixels that are not links inside a run of text (WCAG 2.5.8's exception).
      smallTargets: [...document.querySelectorAll("a[href], button, input, select, textarea, summary")]
        .filter((el) => {
          const box = el.getBoundingClientRect();
          if (box.width === 0 || box.height === 0) return false;
          if (getComputedStyle(el).display === "inline" && el.closest("p, li, dd, td")) return false;
          return box.width < 24 || box.height < 24;
        })
        .map((el) => el.outerHTML.slice(0, 120)),
    };
  });
}

const bcp47 = /^(?:x-default|[a-z]{2,3}(?:-[A-Z][a-z]{3})?(?:-(?:[A-Z]{2}|\d{3}))?)$/;

test.describe("what Lighthouse's SEO audits look at, on Spanish pages", () => {
  for (const path of ["/es/", "/es/locations/main-street", "/es/news", "/es/donate"]) {
    test(`${path} is indexable, titled, described, canonical, with valid alternates and crawlable, descriptive links`, async ({
      page,
      request,
      baseURL,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await hydrated(page);
      const facts = await seoFacts(page);
      expect(facts.lang).toBe("es");
      expect(facts.title.trim()).not.toBe("");
      expect(facts.description?.trim() ?? "").not.toBe("");
      expect(facts.viewport).toContain("width=device-width");
      expect(facts.robots).toBeNull();
      expect(facts.canonicals).toEqual([new URL(path, baseURL).href]);
      // Alternates: valid codes, absolute URLs, this page among them, every one answering 200.
      expect(facts.hreflangs.length).toBeGreaterThanOrEqual(3);
      for (const { hreflang, href } of facts.hreflangs) {
        expect(hreflang).toMatch(bcp47);
        expect(href).toMatch(/^https?:\/\//);
        expect((await request.get(href)).status(), href).toBe(200);
      }
      expect(facts.hreflangs).toContainEqual({ hreflang: "es", href: new URL(path, baseURL).href });
      expect(facts.uncrawlable).toEqual([]);
      expect(facts.linkTexts.filter((t) => t === "" || vagueLinkTexts.has(t))).toEqual([]);
      expect(facts.plugins).toBe(0);
      for (const json of facts.structuredData) expect(() => JSON.parse(json)).not.toThrow();
      expect(facts.smallTargets).toEqual([]);
      const robots = await (await request.get("/robots.txt")).text();
      expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
    });
  }
});
