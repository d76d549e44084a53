/** @module A page request's answer: common data, the route's loader, the render, the 404 and 503 screens. */
import type { Context } from "hono";
import type { CommonData } from "../../../shared/cms/types.ts";
import { textsFor } from "../../../shared/i18n/catalogue.ts";
import { type Locale, languageLinks, localizedPath } from "../../../shared/i18n/locales.ts";
import type { PageHead } from "../../../shared/pages/head.ts";
import type { PageResult } from "../../../shared/pages/page-result.ts";
import { unavailableResult } from "../../../shared/pages/unavailable.tsx";
import { checkParams, localizedHref, type RouteName, routes } from "../../../shared/routes.ts";
import { cmsDownHeader, uncachedPage } from "../../cache/index.ts";
import { CmsError } from "../../cms/errors.ts";
import { errorFields, log } from "../../lib/log.ts";
import { renderPage } from "../../render/render-page.tsx";
import type { AppEnv } from "../../request/app-env.ts";
import { commonFor, emptyCommon, lastCommon } from "../../request/common-data.ts";
import { alternatesOf, languagesOf } from "./languages.ts";
import { PageNotFound } from "./loader.ts";
import { loaders } from "./loaders.ts";
import { notFoundResult } from "./not-found.tsx";
import { pageQuery, withQuery } from "./page-url.ts";

/**
 * Renders `page` for this request with `common` (empty chrome when there is none).
 * `languages` are those the page exists in; a page without them (404, 503) exists in its own only.
 */
function send(
  c: Context<AppEnv>,
  page: PageResult,
  common: CommonData | null,
  languages: Locale[] = [c.get("locale")],
) {
  const url = new URL(c.req.url);
  const locale = c.get("locale");
  return renderPage({
    page,
    common: common ?? emptyCommon,
    config: c.get("config"),
    requestOrigin: url.origin,
    path: url.pathname,
    languageLinks: languageLinks(url.pathname, locale, languages),
  });
}

/** The head in the page's language: a localized canonical path, `hreflang` alternates, and noindex for a fallback. */
function localizedHead(head: PageHead, locale: Locale, languages: Locale[]): PageHead {
  const path = localizedPath(head.path, locale);
  const own = languages.includes(locale);
  return {
    ...head,
    path,
    alternates: own ? alternatesOf(path, languages) : [],
    noindex: head.noindex || !own,
  };
}

/** The page for `page` with the common data, or the 503 screen when the CMS has none to give. */
export async function sendWithCommon(c: Context<AppEnv>, page: PageResult) {
  const common = await commonFor(c);
  return send(c, common ? page : unavailableResult(c.get("locale")), common);
}

/** The not-found screen with status 404, rendered without calling the CMS. */
const renderNotFound = (c: Context<AppEnv>) =>
  send(c, notFoundResult(c.get("locale")), lastCommon(c.get("locale")));

/** The not-found page for a URL no route matches; never cached, since any URL can land here. */
export async function notFoundPage(c: Context<AppEnv>) {
  return uncachedPage(await renderNotFound(c));
}

/**
 * The 503 screen of a render that failed because the CMS is down, marked so the page cache can answer
 * the page's last good copy instead (worker/cache/html-cache.ts).
 */
async function cmsDown(c: Context<AppEnv>, common: CommonData | null) {
  const response = await send(c, unavailableResult(c.get("locale")), common);
  response.headers.set(cmsDownHeader, "1");
  return response;
}

/**
 * Whether the item a route's params name is in the common data's list of its collection: true or
 * false for the collections the common data lists (locations, services, teams), null for the others.
 * An unknown slug of a listed collection is a 404 without a CMS call.
 */
function listed(name: RouteName, params: Record<string, string>, common: CommonData): boolean | null {
  if (name === "location") return common.locations.some((l) => l.post_name === params.id);
  if (name === "service") return common.services.some((s) => s.url_slug === params.id);
  if (name === "team") return common.teams.some((t) => t.post_name === params.team);
  return null;
}

/** Renders route `name`: bad params are a 404 without a CMS call; a CMS fault is the 503 screen. */
export async function renderRoute(c: Context<AppEnv>, name: RouteName) {
  const render = (page: PageResult, common: CommonData | null) => send(c, page, common);
  const def = routes[name];
  const params = checkParams(def, c.req.param() as Record<string, string>);
  if (!params) return renderNotFound(c);
  const started = Date.now();
  const common = await commonFor(c);
  if (!common) return cmsDown(c, null);
  if (listed(name, params, common) === false) return render(notFoundResult(c.get("locale")), common);
  // The loader sees only the query's parameters that change the page (page-key.ts), never a raw one.
  const requested = new URL(c.req.url);
  const url = new URL(withQuery(requested.pathname, pageQuery(requested).kept), requested.origin);
  /** Tells the page log the CMS time (common data and loader), then the render time up to the first byte. */
  const timed = async (cmsDone: number, response: Promise<Response>) => {
    const res = await response;
    c.set("timing", { cmsMs: cmsDone - started, renderMs: Date.now() - cmsDone });
    return res;
  };
  try {
    const locale = c.get("locale");
    const result = await loaders[name]({
      cms: c.get("cms"),
      locale,
      t: textsFor(locale),
      link: (route, ...args) => localizedHref(locale, route, ...args),
      common,
      config: c.get("config"),
      params,
      url,
      origin: c.get("origin"),
    });
    if (result instanceof Response) return result;
    // A page kept out of search engines, or not found, names no other language.
    const languages = result.status === 200 && !def.noindex ? await languagesOf(c, name, params) : [locale];
    const page = {
      ...result,
      head: localizedHead(result.head, locale, languages),
      flags: { ...def.flags, ...result.flags },
    };
    return timed(Date.now(), send(c, page, common, languages));
  } catch (error) {
    if (error instanceof PageNotFound || (error instanceof CmsError && error.kind === "not-found")) {
      return timed(Date.now(), render(notFoundResult(c.get("locale")), common));
    }
    if (error instanceof CmsError) {
      log("error", "render", `page ${name} failed`, errorFields(error));
      return cmsDown(c, common);
    }
    throw error;
  }
}
