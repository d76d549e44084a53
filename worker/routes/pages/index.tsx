/** @module The page routes: one handler per route of the table, rendering through its loader. */

import type { Context } from "hono";
import { Hono } from "hono";
import type { CommonData } from "../../../shared/cms/types.ts";
import { membersTestPage, membersTestPath } from "../../../shared/pages/members-test.tsx";
import type { PageResult } from "../../../shared/pages/page-result.ts";
import { unavailableResult } from "../../../shared/pages/unavailable.tsx";
import { checkParams, type RouteName, routes } from "../../../shared/routes.ts";
import type { AppEnv } from "../../app-env.ts";
import { cachedPage, uncachedPage } from "../../cache/index.ts";
import { commonFor, emptyCommon, lastCommon } from "../../cms/common-data.ts";
import { CmsError } from "../../cms/errors.ts";
import { renderPage } from "../../render/render-page.tsx";
import { responseNonce } from "../../security/headers.ts";
import { type Loader, PageNotFound } from "./loader.ts";
import * as content from "./loaders-content.tsx";
import * as lists from "./loaders-lists.tsx";

const loaders: Record<RouteName, Loader> = {
  home: content.home,
  location: content.location,
  service: content.service,
  jobOpenings: lists.jobOpenings,
  jobOpening: content.jobOpening,
  team: content.team,
  staffMember: content.staffMember,
  aboutUs: lists.aboutUs,
  contactUs: lists.contactUs,
  news: lists.news,
  newsStory: content.newsStory,
  covid19: lists.covid19,
  star: lists.star,
  starEvents: lists.starEvents,
  donate: lists.donate,
  privacy: lists.privacy,
  nondiscrimination: lists.nondiscrimination,
  accessibility: lists.accessibility,
  login: lists.login,
  notFound: lists.notFound,
};

/** Old or alternative paths that land on a canonical page. */
const aliases: Record<string, string> = {
  "/services/dental-services": "/services/dental",
};

function send(c: Context<AppEnv>, page: PageResult, common: CommonData | null, nonce = responseNonce(c)) {
  const url = new URL(c.req.url);
  return renderPage({
    page,
    common: common ?? emptyCommon,
    config: c.get("config"),
    requestOrigin: url.origin,
    path: url.pathname,
    nonce,
  });
}

/** Renders the not-found screen with status 404, without calling the CMS. */
function renderNotFound(c: Context<AppEnv>) {
  return send(c, lists.notFoundResult(), lastCommon());
}

/** The not-found page for a URL no route matches; never cached, since any URL can land here. */
export async function notFoundPage(c: Context<AppEnv>) {
  return uncachedPage(await renderNotFound(c));
}

async function handle(c: Context<AppEnv>, name: RouteName, nonce: string) {
  const render = (page: PageResult, common: CommonData | null) => send(c, page, common, nonce);
  const def = routes[name];
  const params = checkParams(def, c.req.param() as Record<string, string>);
  if (!params) return render(lists.notFoundResult(), lastCommon());
  const started = Date.now();
  const common = await commonFor(c);
  if (!common) return render(unavailableResult(), null);
  const url = new URL(c.req.url);
  /** Adds `Server-Timing`: CMS time (common data and loader), then render time up to the first byte. */
  const timed = async (cmsDone: number, response: Promise<Response>) => {
    const res = await response;
    res.headers.set("server-timing", `cms;dur=${cmsDone - started}, render;dur=${Date.now() - cmsDone}`);
    return res;
  };
  try {
    const result = await loaders[name]({
      cms: c.get("cms"),
      common,
      config: c.get("config"),
      params,
      url,
      origin: c.get("config").siteUrl ?? url.origin,
    });
    if (result instanceof Response) return result;
    return timed(Date.now(), render({ ...result, flags: { ...def.flags, ...result.flags } }, common));
  } catch (error) {
    if (error instanceof PageNotFound || (error instanceof CmsError && error.kind === "not-found")) {
      return timed(Date.now(), render(lists.notFoundResult(), common));
    }
    if (error instanceof CmsError) {
      console.error(`page ${name} failed`, error.message);
      return render(unavailableResult(), common);
    }
    throw error;
  }
}

export const pages = new Hono<AppEnv>();

for (const [from, to] of Object.entries(aliases)) pages.get(from, (c) => c.redirect(to, 301));
for (const name of Object.keys(routes) as RouteName[]) {
  pages.get(routes[name].path, (c) =>
    cachedPage({
      request: c.req.raw,
      kv: c.env.CACHE,
      ctx: c.executionCtx,
      config: c.get("config"),
      nonce: responseNonce(c),
      render: (nonce) => handle(c, name, nonce),
    }),
  );
}

// Test only: a page flagged requiresAuth exercises the client route guard; it does not exist in production.
pages.get(membersTestPath, async (c) =>
  c.get("config").environment === "production"
    ? notFoundPage(c)
    : send(c, membersTestPage(), await commonFor(c)),
);
