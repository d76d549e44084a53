/**
 * @module One structured JSON log line per page request the worker answers (Workers Logs, `wrangler
 * tail --format json`): route, status, CMS and render milliseconds, colo, version. A page Workers Cache
 * answers never reaches the worker, so every line is a render, a not-found or error page, or a last
 * good copy. Nothing about the visitor: no IP, cookie, token, path or query (a search term is in the
 * path: a search page is logged as the route `search`), nor anything they typed.
 */
import type { MiddlewareHandler } from "hono";
import { unlocalizedPath } from "../../shared/i18n/locales.ts";
import { routes } from "../../shared/routes.ts";
import type { Config } from "../env.ts";
import { isHtml } from "../lib/answers.ts";
import type { AppEnv, RenderTiming } from "./app-env.ts";

/** One page request, as logged. */
export interface PageLogLine {
  type: "page";
  level: "info" | "error";
  /** The route table's name, or the matched pattern for pages outside it. */
  route: string;
  method: string;
  status: number;
  /** CMS and render time of this request's render; null when nothing was rendered. */
  cmsMs: number | null;
  renderMs: number | null;
  /** Whole request, to the response headers. */
  ms: number;
  /** The Cloudflare data centre (request.cf.colo), when there is one. */
  colo: string | null;
  /** The Workers version that answered (CF_VERSION_METADATA), when there is one. */
  version: string | null;
  error?: { name: string; message: string };
}

const routeNames = new Map<string, string>(Object.entries(routes).map(([name, def]) => [def.path, name]));

/** What the log needs of one answered request. */
interface Answered {
  request: Request;
  /** The route pattern that answered it. */
  pattern: string;
  /** The route's name when the caller knows it better than the pattern does (the search pages). */
  route?: string | undefined;
  response: Response;
  /** When the request came (ms since epoch). */
  started: number;
  /** The Workers version answering it. */
  version?: string | null | undefined;
  /** What its render took, when it rendered a page. */
  timing?: RenderTiming | undefined;
  error?: Error | undefined;
}

/** Logs an HTML answer (every page, including not-found and error pages); other answers pass silently. */
function logPage({ request, pattern, route, response, started, version, timing, error }: Answered): void {
  if (!error && !isHtml(response)) return;
  const cf = (request as { cf?: { colo?: unknown } }).cf;
  const line: PageLogLine = {
    type: "page",
    level: error ? "error" : "info",
    route:
      route ??
      routeNames.get(unlocalizedPath(pattern)) ??
      (response.status === 404 && pattern === "/*" ? "notFound" : pattern),
    method: request.method,
    status: response.status,
    cmsMs: timing?.cmsMs ?? null,
    renderMs: timing?.renderMs ?? null,
    ms: Date.now() - started,
    colo: typeof cf?.colo === "string" ? cf.colo : null,
    version: version ?? null,
    ...(error ? { error: { name: error.name, message: error.message } } : {}),
  };
  if (error) console.error(JSON.stringify(line));
  else console.log(JSON.stringify(line));
}

/**
 * Whether `path` is a search page (`{SEARCH_BASE_PATH}…` in any language): answered by a middleware
 * whose pattern is `/*`, and its path holds what the visitor searched for, so only its name is logged.
 */
const isSearchPage = (path: string, config: Config | undefined): boolean => {
  if (!config) return false;
  const bare = unlocalizedPath(path);
  return bare === config.searchBasePath || bare.startsWith(`${config.searchBasePath}/`);
};

/** The app's page log: one `logPage` per request, once the app has answered. */
export const pageLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = Date.now();
  await next();
  // Unset when the configuration was refused: that answer is the config error page.
  const config = c.var.config as Config | undefined;
  logPage({
    request: c.req.raw,
    pattern: c.req.routePath,
    route: isSearchPage(c.req.path, config) ? "search" : undefined,
    response: c.res,
    started,
    version: c.env?.CF_VERSION_METADATA?.id,
    timing: c.var.timing,
    error: c.error,
  });
};
