/**
 * @module The worker's first look at a request: a page hot in this isolate's memory (a cache hit the
 * page cache copied there) is answered before any routing, with the headers and the log line the app
 * gives every answer (the fixed security headers and the page policy, `logPage`): the stored bytes
 * and headers, unchanged. Anything else goes to the app.
 */
import { hotAnswer } from "./cache/html-cache.ts";
import { getConfig } from "./env.ts";
import { isHtml } from "./lib/answers.ts";
import { logPage } from "./lib/page-log.ts";
import { pageAnswerHeaders } from "./security/headers.ts";

/** The hot page's answer to `request`, or null: the app answers it (and any configuration error). */
export function answerHot(request: Request, env: Env): Response | null {
  let config: ReturnType<typeof getConfig>;
  try {
    config = getConfig(env);
  } catch {
    return null;
  }
  const started = Date.now();
  // The security headers come with the hot page's own (added once per page): what the security
  // middleware gives every page.
  const hot = hotAnswer(request, config, started, pageAnswerHeaders);
  // Hot feeds and other non-pages go through the app, which knows their conditional requests.
  if (!hot || !isHtml(hot.response)) return null;
  logPage({
    request,
    pattern: hot.route,
    response: hot.response,
    started,
    known: { html: true, cache: "HIT" },
  });
  return hot.response;
}
