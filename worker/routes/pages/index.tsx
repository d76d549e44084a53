/** @module The page routes: every route of the table, in every language, its query checked, through the page cache; old paths' redirects, and the search results page. */
import { Hono } from "hono";
import { localeInfo, locales, localizedPath } from "../../../shared/i18n/locales.ts";
import { type RouteName, routes } from "../../../shared/routes.ts";
import { cachedPage } from "../../cache/index.ts";
import type { AppEnv } from "../../request/app-env.ts";
import { queryRedirect } from "./page-query.ts";
import { normalizedPath, pageQuery } from "./page-url.ts";
import { renderRoute } from "./respond.tsx";
import { searchPage } from "./search.tsx";
import { routeTags } from "./tags.ts";

export { notFoundPage } from "./respond.tsx";

/** Old or alternative paths that land on a canonical page. */
const aliases: Record<string, string> = {
  "/services/dental-services": "/services/dental",
};

/** A page's last good copy: named by its one spelling, never written from a URL with tracking parameters. */
const lastGoodOf = (href: string) => {
  const url = new URL(href);
  return { path: normalizedPath(url), keep: pageQuery(url).tracking.length === 0 };
};

export const pages = new Hono<AppEnv>();

pages.route("/", searchPage);
for (const locale of locales) {
  for (const [from, to] of Object.entries(aliases))
    pages.get(localizedPath(from, locale), (c) => c.redirect(localizedPath(to, locale), 301));
}
// A language's home is `/es/`; `/es` is the same page.
for (const locale of locales.filter((l) => localeInfo[l].prefix))
  pages.get(localeInfo[locale].prefix, (c) => c.redirect(localizedPath("/", locale), 301));
const pathsOf = (name: RouteName) => locales.map((locale) => localizedPath(routes[name].path, locale));
for (const name of Object.keys(routes) as RouteName[]) {
  for (const path of pathsOf(name))
    pages.get(
      path,
      async (c) =>
        (await queryRedirect(c, name)) ??
        cachedPage({
          request: c.req.raw,
          kv: c.env.CACHE,
          ctx: c.executionCtx,
          config: c.get("config"),
          tags: routeTags(c, name),
          render: () => renderRoute(c, name),
          lastGood: lastGoodOf(c.req.url),
        }),
    );
}
