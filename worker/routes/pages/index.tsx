/** @module The page routes: every route of the table through the page cache, old paths' redirects, and the search results page. */
import { Hono } from "hono";
import { type RouteName, routes } from "../../../shared/routes.ts";
import type { AppEnv } from "../../app-env.ts";
import { cachedPage } from "../../cache/index.ts";
import { responseNonce } from "../../security/headers.ts";
import { renderRoute } from "./respond.tsx";
import { searchPage } from "./search.tsx";

export { notFoundPage } from "./respond.tsx";

/** Old or alternative paths that land on a canonical page. */
const aliases: Record<string, string> = {
  "/services/dental-services": "/services/dental",
};

export const pages = new Hono<AppEnv>();

pages.route("/", searchPage);
for (const [from, to] of Object.entries(aliases)) pages.get(from, (c) => c.redirect(to, 301));
for (const name of Object.keys(routes) as RouteName[]) {
  pages.get(routes[name].path, (c) =>
    cachedPage({
      request: c.req.raw,
      kv: c.env.CACHE,
      ctx: c.executionCtx,
      config: c.get("config"),
      nonce: responseNonce(c),
      render: (nonce) => renderRoute(c, name, nonce),
    }),
  );
}
