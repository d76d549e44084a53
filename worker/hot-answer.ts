/**
 * @module The worker's first look at a request: a page hot in this isolate's memory (a cache hit the
 * page cache copied there) is answered before any routing, with the headers and the log line the app
 * gives every answer (the fixed security headers and the page policy, `logPage`). Anything else
 * goes to the app.
 */
import { hotAnswer } from "./cache/html-cache.ts";
import { getConfig } from "./env.ts";
import { logPage } from "./lib/page-log.ts";
import { createNonce } from "./render/nonce.ts";
import { isHtml, setPagePolicy, withFixedHeaders } from "./security/headers.ts";

/** The hot page's answer to `request`, or null: the app answers it (and any configuration error). */
export function answerHot(request: Request, env: Env): Response | null {
  let config: ReturnType<typeof getConfig>;
  try {
    config = getConfig(env);
  } catch {
    return null;
  }
  const started = Date.now();
  const nonce = createNonce();
  // The fixed security headers come with the hot page's own (added once per page); the page policy
  // with this answer's nonce is set here: together, what the security middleware gives every answer.
  const hot = hotAnswer(request, config, nonce, started, withFixedHeaders);
  // Hot feeds and other non-pages go through the app, which knows their conditional requests.
  if (!hot || !isHtml(hot.response)) return null;
  setPagePolicy(hot.response.headers, nonce);
  logPage({
    request,
    pattern: hot.route,
    response: hot.response,
    started,
    known: { html: true, cache: "HIT" },
  });
  return hot.response;
}
