/**
 * @module The search results page at `{SEARCH_BASE_PATH}/{term}/{page}` (page counts from 1), and the
 * form target `{base}?q=`; under `/es{SEARCH_BASE_PATH}` it searches the Spanish index. What a visitor
 * searched is theirs: no answer here is kept in a shared cache (`private, no-store`, `X-Cache: BYPASS`).
 */
import type { Context } from "hono";
import { Hono } from "hono";
import { textsFor } from "../../../shared/i18n/catalogue.ts";
import { localizedPath } from "../../../shared/i18n/locales.ts";
import type { PageResult } from "../../../shared/pages/page-result.ts";
import { SearchResultsPage } from "../../../shared/pages/search-results.tsx";
import { resultsPath } from "../../../shared/search/texts.ts";
import { perPage, type SearchResult } from "../../../shared/search/types.ts";
import { uncachedPage } from "../../cache/index.ts";
import { CmsError } from "../../cms/errors.ts";
import { markNoStore, methodNotAllowed, privateNoStore } from "../../lib/answers.ts";
import { errorFields, log } from "../../lib/log.ts";
import type { AppEnv } from "../../request/app-env.ts";
import { admitClient, providerFor, SearchUnavailable } from "../../search/index.ts";
import { checkTerm } from "../../search/request.ts";
import { notFoundPage, sendWithCommon } from "./respond.tsx";

type Ctx = Context<AppEnv>;
const pagePattern = /^[1-9]\d{0,1}$/;

/** The results page (a 400 or 429 answers the form again with its message, as a 200 page would look). */
function resultsPage(
  c: Ctx,
  status: PageResult["status"] | 400 | 429,
  path: string,
  props: Parameters<typeof SearchResultsPage>[0],
) {
  const t = textsFor(c.get("locale"));
  const title = props.term ? t("pages.searchResultsFor", { term: props.term }) : t("pages.search");
  const page: PageResult = {
    status: status === 400 || status === 429 ? 200 : status,
    head: {
      title,
      description: t("pages.searchDescription", { brand: c.get("config").brandName }),
      path,
      noindex: true,
    },
    body: <SearchResultsPage {...props} />,
  };
  return sendWithCommon(c, page).then((response) => {
    if ((status !== 400 && status !== 429) || response.status !== 200) return response;
    const headers = new Headers(response.headers);
    if (status === 429) headers.set("retry-after", "60");
    return new Response(response.body, { status, headers });
  });
}

async function results(c: Ctx, base: string, rawTerm: string, rawPage: string) {
  const checked = checkTerm(rawTerm);
  if (!checked.ok) {
    const props = { base, term: "", page: 1, pages: 1, result: null, message: checked.message };
    return resultsPage(c, 400, base, props);
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
    admit: admitClient(c.env.SEARCH_LIMITER, c.req.header("cf-connecting-ip")),
  };
  let result: SearchResult;
  try {
    result = await providerFor(deps).search(term, page - 1);
  } catch (error) {
    if (!(error instanceof SearchUnavailable || error instanceof CmsError)) throw error;
    const t = textsFor(c.get("locale"));
    if (error instanceof SearchUnavailable && error.code === 429) {
      const message = t("pages.searchTooMany");
      return resultsPage(c, 429, path, { base, term, page, pages: 1, result: null, message });
    }
    log("error", "search", "search page failed", errorFields(error));
    const message = t("pages.searchUnavailable");
    return resultsPage(c, 503, path, { base, term, page, pages: 1, result: null, message });
  }
  const pages = Math.max(1, Math.ceil(result.totalResults / perPage));
  if (page > pages) return notFoundPage(c);
  return resultsPage(c, 200, path, { base, term, page, pages, result });
}

/** Answers requests under the configured base path in the request's language; every other request passes through. */
export const searchPage = new Hono<AppEnv>();

searchPage.use(async (c, next) => {
  // The request's CMS client reads the language its path names, so the provider searches that index.
  const base = localizedPath(c.get("config").searchBasePath, c.get("locale"));
  // Every request passes here: the cheap path check first, the URL parsed only for search paths.
  if (!c.req.path.startsWith(base)) return next();
  const { pathname, searchParams } = new URL(c.req.url);
  if (pathname !== base && !pathname.startsWith(`${base}/`)) return next();
  if (c.req.method !== "GET" && c.req.method !== "HEAD") return methodNotAllowed(c, ["GET", "HEAD"]);
  if (pathname === base || pathname === `${base}/`) {
    const q = searchParams.get("q");
    const empty = { base, term: "", page: 1, pages: 1, result: null };
    if (q === null) return uncachedPage(await resultsPage(c, 200, base, empty));
    const checked = checkTerm(q);
    if (!checked.ok)
      return uncachedPage(await resultsPage(c, 400, base, { ...empty, message: checked.message }));
    markNoStore(c, privateNoStore);
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
  return uncachedPage(await results(c, base, term, segments[1] ?? "1"));
});
