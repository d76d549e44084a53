/**
 * @module The search API: `GET /api/search?q=&page=&lang=` (page counts from 0) and
 * `GET /api/search/suggest?q=&lang=`, and `GET /api/search/first-letters?lang=` (the completions of
 * every one-letter term at once), each answered from the index of its language (English when absent).
 * The index is kept (KV and isolate memory); an answer for a term is never a shared cache entry.
 */
import { vValidator } from "@hono/valibot-validator";
import type { Context } from "hono";
import { Hono } from "hono";
import type { Locale } from "../../shared/i18n/locales.ts";
import type { SearchResult } from "../../shared/search/types.ts";
import { CmsError } from "../cms/errors.ts";
import { methodNotAllowed, noStoreHeaders, privateNoStore, refusal } from "../lib/answers.ts";
import { errorFields, log } from "../lib/log.ts";
import type { AppEnv } from "../request/app-env.ts";
import { cmsIn } from "../request/cms-in.ts";
import { firstLetterSuggestions, suggest } from "../search/engine.ts";
import { admitClient, indexStore, providerFor, SearchUnavailable } from "../search/index.ts";
import { badQuery, firstLettersQuery, searchQuery, suggestQuery } from "../search/request.ts";

/** The answer for a term is the visitor's own: no shared cache keeps it, no browser stores it. */
const perTerm = privateNoStore;
/** The first letters' completions are the same for everyone (they name no term): shared briefly. */
const fresh = "public, max-age=60, stale-while-revalidate=600";

/** The API's path names no language, so the request's CMS client reads English; `lang` says which. */
const storeDeps = (c: Context<AppEnv>, locale: Locale) => ({
  kv: c.env.CACHE,
  cms: cmsIn(c, locale),
  waitUntil: (promise: Promise<unknown>) => c.executionCtx.waitUntil(promise),
});

/** A provider or index failure, or a client over its share of a paid quota, answered with SPEC.md §3's error marker. */
function failed(c: Context<AppEnv>, error: unknown) {
  if (!(error instanceof SearchUnavailable || error instanceof CmsError)) throw error;
  const code = error instanceof SearchUnavailable ? error.code : 503;
  if (code === 429) {
    const body: SearchResult = {
      items: [],
      queries: {},
      totalResults: 0,
      error: { code, message: error.message },
    };
    return c.json(body, 429, { ...noStoreHeaders, "retry-after": "60" });
  }
  log("error", "search", "search failed", errorFields(error));
  const message = "Search is unavailable right now. Please try again later.";
  const body: SearchResult = { items: [], queries: {}, totalResults: 0, error: { code, message } };
  return c.json(body, code === 504 ? 504 : code === 503 ? 503 : 502, noStoreHeaders);
}

export const searchApi = new Hono<AppEnv>();

searchApi.get("/api/search", vValidator("query", searchQuery, badQuery), async (c) => {
  const { q, page, lang } = c.req.valid("query");
  const admit = admitClient(c.env.SEARCH_LIMITER, c.req.header("cf-connecting-ip"));
  const deps = { config: c.get("config"), admit, ...storeDeps(c, lang) };
  try {
    const result = await providerFor(deps).search(q, page);
    return c.json(result, 200, { "cache-control": perTerm });
  } catch (error) {
    return failed(c, error);
  }
});

searchApi.get("/api/search/suggest", vValidator("query", suggestQuery, badQuery), async (c) => {
  const { q, lang } = c.req.valid("query");
  try {
    const { engine } = await indexStore.get(storeDeps(c, lang));
    return c.json(suggest(engine, q, lang), 200, { "cache-control": perTerm });
  } catch (error) {
    return failed(c, error);
  }
});

searchApi.get("/api/search/first-letters", vValidator("query", firstLettersQuery, badQuery), async (c) => {
  const { lang } = c.req.valid("query");
  try {
    const { engine } = await indexStore.get(storeDeps(c, lang));
    return c.json(firstLetterSuggestions(engine, lang), 200, { "cache-control": fresh });
  } catch (error) {
    return failed(c, error);
  }
});

for (const path of ["/api/search", "/api/search/suggest", "/api/search/first-letters"]) {
  searchApi.on(["POST", "PUT", "PATCH", "DELETE"], path, (c) =>
    methodNotAllowed(c, ["GET", "HEAD"], refusal),
  );
}
searchApi.all("/api/search/*", (c) => refusal(c, 404, "Not found."));
