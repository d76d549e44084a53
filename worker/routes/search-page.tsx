/** @module The search results page at `{SEARCH_BASE_PATH}/{term}/{page}` (page counts from 1), and the form target `{base}?q=`. */
import type { Context } from "hono";
import { Hono } from "hono";
import type { PageResult } from "../../shared/pages/page-result.ts";
import { SearchResultsPage } from "../../shared/pages/search-results.tsx";
import { unavailableResult } from "../../shared/pages/unavailable.tsx";
import { resultsPath } from "../../shared/search/texts.ts";
import { perPage, type SearchResult } from "../../shared/search/types.ts";
import type { AppEnv } from "../app-env.ts";
import { cachedPage } from "../cache/index.ts";
import { commonFor, emptyCommon } from "../cms/common-data.ts";
import { CmsError } from "../cms/errors.ts";
import { renderPage } from "../render/render-page.tsx";
import { providerFor, SearchUnavailable } from "../search/index.ts";
import { checkTerm } from "../search/request.ts";
import { responseNonce } from "../security/headers.ts";
import { notFoundPage } from "./pages/index.tsx";

type Ctx = Context<AppEnv>;
const pagePattern = /^[1-9]\d{0,1}$/;

function send(
  c: Ctx,
  status: PageResult["status"] | 400,
  path: string,
  props: Parameters<typeof SearchResultsPage>[0],
  nonce = responseNonce(c),
) {
  const url = new URL(c.req.url);
  const title = props.term ? `Search results for “${props.term}”` : "Search";
  return commonFor(c).then(async (common) => {
    const page: PageResult = common
      ? {
          status: status === 400 ? 200 : status,
          head: {
            title,
            description: `Search the ${c.get("config").brandName} website.`,
            path,
            noindex: true,
          },
          body: <SearchResultsPage {...props} />,
        }
      : unavailableResult();
    const response = await renderPage({
      page,
      common: common ?? emptyCommon,
      config: c.get("config"),
      requestOrigin: url.origin,
      path: url.pathname,
      nonce,
    });
    const headers = new Headers(response.headers);
    headers.set("cache-control", status === 200 ? "public, max-age=60" : "no-store");
    return new Response(response.body, { status: common ? status : 503, headers });
  });
}

async function results(c: Ctx, base: string, rawTerm: string, rawPage: string, nonce: string) {
  const checked = checkTerm(rawTerm);
  if (!checked.ok) {
    const props = { base, term: "", page: 1, pages: 1, result: null, message: checked.message };
    return send(c, 400, base, props, nonce);
  }
  if (!pagePattern.test(rawPage)) return notFoundPage(c);
  const term = checked.value;
  const page = Number(rawPage);
  const path = resultsPath(base, term, page);
  const deps = {
    config: c.get("config"),
    cms: c.get("cms"),
    kv: c.env.CACHE,
    waitUntil: (p: Promise<unknown>) => c.executionCtx.waitUntil(p),
  };
  let result: SearchResult;
  try {
    result = await providerFor(deps).search(term, page - 1);
  } catch (error) {
    if (!(error instanceof SearchUnavailable || error instanceof CmsError)) throw error;
    console.error("search page failed", error.message);
    const message = "Search is unavailable right now. Please try again later.";
    return send(c, 503, path, { base, term, page, pages: 1, result: null, message }, nonce);
  }
  const pages = Math.max(1, Math.ceil(result.totalResults / perPage));
  if (page > pages) return notFoundPage(c);
  return send(c, 200, path, { base, term, page, pages, result }, nonce);
}

/** Answers requests under the configured base path; every other request passes through. */
export const searchPage = new Hono<AppEnv>();

searchPage.use(async (c, next) => {
  const base = c.get("config").searchBasePath;
  // Every request passes here: the cheap path check first, the URL parsed only for search paths.
  if (!c.req.path.startsWith(base)) return next();
  const { pathname, searchParams } = new URL(c.req.url);
  if (pathname !== base && !pathname.startsWith(`${base}/`)) return next();
  if (c.req.method !== "GET" && c.req.method !== "HEAD")
    return c.text("Use GET.", 405, { allow: "GET, HEAD" });
  if (pathname === base || pathname === `${base}/`) {
    const q = searchParams.get("q");
    if (q === null) return send(c, 200, base, { base, term: "", page: 1, pages: 1, result: null });
    const checked = checkTerm(q);
    if (!checked.ok)
      return send(c, 400, base, {
        base,
        term: "",
        page: 1,
        pages: 1,
        result: null,
        message: checked.message,
      });
    return c.redirect(resultsPath(base, checked.value, 1), 303);
  }
  const segments = pathname.slice(base.length + 1).split("/");
  if (segments.length > 2 || segments[0] === "") return notFoundPage(c);
  let term: string;
  try {
    term = decodeURIComponent(segments[0] ?? "");
  } catch {
    return notFoundPage(c);
  }
  return cachedPage({
    request: c.req.raw,
    kv: c.env.CACHE,
    ctx: c.executionCtx,
    config: c.get("config"),
    nonce: responseNonce(c),
    render: (nonce) => results(c, base, term, segments[1] ?? "1", nonce),
  });
});
