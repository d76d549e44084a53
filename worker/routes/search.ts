/** @module The search API: `GET /api/search?q=&page=` (page counts from 0) and `GET /api/search/suggest?q=`. */
import type { Context } from "hono";
import { Hono } from "hono";
import type { SearchResult } from "../../shared/search/types.ts";
import type { AppEnv } from "../app-env.ts";
import { CmsError } from "../cms/errors.ts";
import { suggest } from "../search/engine.ts";
import { indexStore, providerFor, SearchUnavailable } from "../search/index.ts";
import { checkPage, checkTerm } from "../search/request.ts";

const fresh = "public, max-age=60, stale-while-revalidate=600";

const storeDeps = (c: Context<AppEnv>) => ({
  kv: c.env.CACHE,
  cms: c.get("cms"),
  waitUntil: (promise: Promise<unknown>) => c.executionCtx.waitUntil(promise),
});

const badRequest = (c: Context<AppEnv>, message: string) =>
  c.json({ message }, 400, { "cache-control": "no-store" });

/** A provider or index failure, answered with SPEC.md §3's error marker. */
function failed(c: Context<AppEnv>, error: unknown) {
  if (!(error instanceof SearchUnavailable || error instanceof CmsError)) throw error;
  console.error("search failed", error.message);
  const code = error instanceof SearchUnavailable ? error.code : 503;
  const message = "Search is unavailable right now. Please try again later.";
  const body: SearchResult = { items: [], queries: {}, totalResults: 0, error: { code, message } };
  return c.json(body, code === 504 ? 504 : code === 503 ? 503 : 502, { "cache-control": "no-store" });
}

export const searchApi = new Hono<AppEnv>();

searchApi.get("/api/search", async (c) => {
  const term = checkTerm(c.req.query("q"));
  if (!term.ok) return badRequest(c, term.message);
  const page = checkPage(c.req.query("page"));
  if (!page.ok) return badRequest(c, page.message);
  const deps = { config: c.get("config"), ...storeDeps(c) };
  try {
    const result = await providerFor(deps).search(term.value, page.value);
    return c.json(result, 200, { "cache-control": fresh });
  } catch (error) {
    return failed(c, error);
  }
});

searchApi.get("/api/search/suggest", async (c) => {
  const term = checkTerm(c.req.query("q"));
  if (!term.ok) return badRequest(c, term.message);
  try {
    const { engine } = await indexStore.get(storeDeps(c));
    return c.json({ suggestions: suggest(engine, term.value) }, 200, { "cache-control": fresh });
  } catch (error) {
    return failed(c, error);
  }
});

for (const path of ["/api/search", "/api/search/suggest"]) {
  searchApi.on(["POST", "PUT", "PATCH", "DELETE"], path, (c) =>
    c.json({ message: "Use GET." }, 405, { allow: "GET, HEAD" }),
  );
}
searchApi.all("/api/search/*", (c) => c.json({ message: "Not found." }, 404));
