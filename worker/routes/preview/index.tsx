/**
 * @module `GET /__preview?token=…`: an editor's draft, opened from WordPress's Preview button. The
 * token is checked (signature, purpose, expiry), used once (D1), then sent back to the plugin, which
 * checks its user's rights again and answers the draft; the route's own loader renders it under a
 * "Preview" banner. Every answer is `private, no-store` and `noindex`, goes through no cache and
 * writes no last good copy. A missing token is a 400; a tampered, expired, replayed or revoked one a
 * 403 page in the token's language (decision 0054). Absent without CMS_ORIGIN or CMS_EVENTS_SECRET.
 */
import type { Context } from "hono";
import { Hono } from "hono";
import type { CommonData } from "../../../shared/cms/types.ts";
import { textsFor } from "../../../shared/i18n/catalogue.ts";
import { defaultLocale, type Locale, languageLinks, localizedPath } from "../../../shared/i18n/locales.ts";
import type { PageResult } from "../../../shared/pages/page-result.ts";
import { localizedHref, type RouteName, routes } from "../../../shared/routes.ts";
import { cmsClient } from "../../cms/access.ts";
import { CmsError } from "../../cms/errors.ts";
import { methodNotAllowed, privateNoStore } from "../../lib/answers.ts";
import { log } from "../../lib/log.ts";
import { renderPage } from "../../render/render-page.tsx";
import type { AppEnv } from "../../request/app-env.ts";
import { commonFor, emptyCommon, lastCommon } from "../../request/common-data.ts";
import { PageNotFound } from "../pages/loader.ts";
import { loaders } from "../pages/loaders.ts";
import { PreviewBanner } from "./banner.tsx";
import { fetchDraft, withDraft } from "./draft.ts";
import { refusalResult } from "./refusal.tsx";
import type { Refusal } from "./texts.ts";
import { checkToken } from "./token.ts";
import { firstUse } from "./used-tokens.ts";

/** The headers of every preview answer: nobody's cache keeps it, no search engine lists it. */
const previewHeaders = { "cache-control": privateNoStore, "x-robots-tag": "noindex" };

/** `page` rendered at `path` in `locale` with `status` and the preview headers. */
async function answer(
  c: Context<AppEnv>,
  page: PageResult,
  status: number,
  path: string,
  locale: Locale,
  common: CommonData | null,
): Promise<Response> {
  const rendered = await renderPage({
    page: { ...page, head: { ...page.head, noindex: true } },
    common: common ?? emptyCommon,
    config: c.get("config"),
    requestOrigin: new URL(c.req.url).origin,
    path,
    languageLinks: languageLinks(path, locale, [locale]),
  });
  const headers = new Headers(rendered.headers);
  for (const [name, value] of Object.entries(previewHeaders)) headers.set(name, value);
  return new Response(rendered.body, { status, headers });
}

const statusOf: Record<Refusal, number> = {
  missing: 400,
  tampered: 403,
  expired: 403,
  replayed: 403,
  revoked: 403,
  gone: 404,
  unfit: 422,
  unavailable: 503,
};

/** The refusal page for `refusal` in `locale`, rendered without calling the CMS. */
const refuse = (c: Context<AppEnv>, refusal: Refusal, locale: Locale, detail = "") =>
  answer(
    c,
    refusalResult(locale, refusal, detail),
    statusOf[refusal],
    localizedPath("/__preview", locale),
    locale,
    lastCommon(locale),
  );

export const preview = new Hono<AppEnv>();

preview.all("/__preview", async (c) => {
  const { cmsEventsSecret: secret, cmsOrigin, cmsTimeoutMs } = c.get("config");
  if (secret === null || cmsOrigin === null) return c.notFound();
  // Not even HEAD: opening a preview spends its token.
  if (c.req.method !== "GET") {
    c.header("cache-control", privateNoStore);
    return methodNotAllowed(c, ["GET"]);
  }
  const token = c.req.query("token");
  if (!token) return refuse(c, "missing", defaultLocale);
  const nowSeconds = Math.floor(Date.now() / 1000);
  const check = await checkToken(secret, token, nowSeconds);
  if (!check.ok) return refuse(c, check.reason, check.lang ?? defaultLocale);
  const { claims } = check;
  const db = c.env.CMS_EVENTS_DB;
  if (!db) return refuse(c, "unavailable", claims.lang);
  if (!(await firstUse(db, claims.id, claims.exp, nowSeconds))) return refuse(c, "replayed", claims.lang);
  const draft = await fetchDraft(cmsOrigin, token, cmsTimeoutMs);
  if (!draft.ok) {
    const refusal = ({ 403: "revoked", 404: "gone", 422: "unfit", 503: "unavailable" } as const)[
      draft.status
    ];
    if (draft.status === 503) log("error", "preview", `preview: ${draft.detail}`);
    return refuse(c, refusal, claims.lang, draft.detail);
  }
  if (draft.lang !== claims.lang) return refuse(c, "tampered", claims.lang);
  const locale = draft.lang;
  const cms = withDraft(cmsClient(c.env, c.get("config"), c.executionCtx, locale), draft.route, draft.answer);
  c.set("locale", locale);
  c.set("cms", cms);
  const common = await commonFor(c);
  if (!common) return refuse(c, "unavailable", locale);
  const name: RouteName = draft.route;
  // The params were checked against this route's own rules, each one present (draft.ts); the cast
  // only tells the compiler so for a route it knows at run time.
  const path = localizedHref(locale, name as "newsStory", draft.params as { slug: string });
  try {
    const result = await loaders[name]({
      cms,
      locale,
      t: textsFor(locale),
      link: (route, ...args) => localizedHref(locale, route, ...args),
      common,
      config: c.get("config"),
      params: draft.params,
      url: new URL(path, c.req.url),
      origin: c.get("origin"),
    });
    if (result instanceof Response) return refuse(c, "unfit", locale, result.headers.get("location") ?? "");
    const page: PageResult = {
      ...result,
      head: { ...result.head, path: localizedPath(result.head.path, locale), alternates: [] },
      flags: { ...routes[name].flags, ...result.flags },
      body: (
        <>
          <PreviewBanner locale={locale} />
          {result.body}
        </>
      ),
    };
    return answer(c, page, result.status, path, locale, common);
  } catch (error) {
    if (error instanceof PageNotFound || (error instanceof CmsError && error.kind === "not-found")) {
      return refuse(c, "gone", locale);
    }
    if (error instanceof CmsError) return refuse(c, "unavailable", locale);
    throw error;
  }
});
