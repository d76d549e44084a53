import { describe, expect, it } from "vitest";
import { localizedPath } from "../../../../shared/i18n/locales.ts";
import { type RouteName, routes } from "../../../../shared/routes.ts";
import { call, stateText } from "../../support/app.ts";

const htmlLang = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
const alternates = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [
      m[1],
      new URL(m[2] ?? "").pathname,
    ]),
  );

/** Every route's example page, with a real slug for the news story. */
async function examples(): Promise<[RouteName, string][]> {
  const news = await (await call("/news")).text();
  const story = /href="(\/news\/story\/[^"]+)"/.exec(news)?.[1];
  if (!story) throw new Error("no news story linked from /news");
  return (Object.keys(routes) as RouteName[]).map((name) => [
    name,
    name === "newsStory" ? story : routes[name].example,
  ]);
}

describe("pages in Spanish", () => {
  it("answers every route under /es/ with the page in Spanish, as its English twin answers", async () => {
    for (const [name, path] of await examples()) {
      const [en, es] = await Promise.all([call(path), call(localizedPath(path, "es"))]);
      expect(es.status, name).toBe(en.status);
      const html = await es.text();
      expect(htmlLang(html), name).toBe("es");
      expect(JSON.parse(stateText(html)).site.locale, name).toBe("es");
    }
  });

  it("sends /es to the Spanish home", async () => {
    const res = await call("/es", { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/es/");
  });

  it("keeps the English pages in English", async () => {
    expect(htmlLang(await (await call("/")).text())).toBe("en");
  });

  it("gives each hreflang alternate a page that answers 200 and names the same alternates", async () => {
    for (const [name, path] of await examples()) {
      const html = await (await call(path)).text();
      const links = alternates(html);
      if (Object.keys(links).length === 0) continue;
      expect(Object.keys(links).sort(), name).toEqual(["en", "es", "x-default"]);
      expect(links.en, name).toBe(new URL(path, "http://x").pathname);
      expect(links["x-default"], name).toBe(links.en);
      const es = await call(links.es ?? "");
      expect(es.status, name).toBe(200);
      expect(alternates(await es.text()), name).toEqual(links);
    }
  });

  it("links the language switcher to the same page in the other language where it exists, else to its home", async () => {
    for (const [name, path] of await examples()) {
      const html = await (await call(path)).text();
      const links = alternates(html);
      const { languageLinks } = JSON.parse(stateText(html)).site as {
        languageLinks: { locale: string; path: string }[];
      };
      expect(languageLinks, name).toEqual([{ locale: "es", path: links.es ?? "/es/" }]);
    }
  });

  it("marks a Spanish page whose content has no translation noindex and leaves it out of hreflang", async () => {
    for (const [name, path] of await examples()) {
      const html = await (await call(localizedPath(path, "es"))).text();
      const fallback = Object.keys(alternates(html)).length === 0;
      if (routes[name].noindex) continue;
      expect(html.includes('<meta name="robots" content="noindex"/>'), name).toBe(fallback);
    }
  });
});
