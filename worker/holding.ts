/**
 * @module The holding page: the version a worker's first deploy puts live before the site itself is
 * tested beside it (a first version cannot share traffic with nothing). It answers 503 with
 * Retry-After and the site's security headers, keeps queued form submissions for the real version
 * without using up their retries, says each hour that it is still live, and reads nothing.
 */
import type { OutboxMessage } from "./forms/outbox.ts";
import { fixedHeaders, resourcePolicy } from "./security/fixed-headers.ts";

const page = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Opening soon</title>
<p>Our new website is opening in a few minutes. Please come back shortly.</p>
<p lang="es">Nuestro nuevo sitio web abre en unos minutos. Vuelva pronto, por favor.</p></html>`;

const headers = {
  ...fixedHeaders,
  // The page loads and runs nothing, as a response that is not a page of the site.
  "Content-Security-Policy": resourcePolicy,
  "content-type": "text/html; charset=utf-8",
  "retry-after": "120",
  "cache-control": "no-store",
};

/** How long a submission waits on the queue before the holding page hands it on again. */
export const holdSeconds = 60;

export default {
  /**
   * The holding version names itself as the site does (`x-version`, from CF_VERSION_METADATA): the
   * deploy waits until the custom domain answers from it before it tests the build beside it.
   */
  fetch: (request, env) => {
    const named = env?.CF_VERSION_METADATA
      ? { ...headers, "x-version": env.CF_VERSION_METADATA.id }
      : headers;
    // It serves no build, so it has no asset list: a deploy after it has no hashed files to carry over (decision 0059).
    if (request && new URL(request.url).pathname === "/asset-list.json")
      return new Response("The holding page serves no build.\n", {
        status: 404,
        headers: { ...named, "content-type": "text/plain; charset=utf-8" },
      });
    return new Response(page, { status: 503, headers: named });
  },
  /**
   * Each message goes back on the outbox as a new one, its attempts at zero, and the old one is
   * acknowledged: retried in place, it would use up the retries it needs once the site is live. A
   * dead-lettered message goes back too, so the site's version delivers it or dead-letters it again.
   * A queued cache purge is not a submission and never goes on the outbox: the holding page caches
   * nothing, and the site's version starts with a cache of its own (cross_version_cache off).
   */
  async queue(batch, env) {
    if (batch.queue.includes("cache-purges")) {
      batch.ackAll();
      return;
    }
    try {
      await env.FORM_OUTBOX.sendBatch(
        batch.messages.map((message) => ({
          body: message.body,
          contentType: "json" as const,
          delaySeconds: holdSeconds,
        })),
      );
    } catch (error) {
      // Nowhere to put them: retried in place, the one way left to keep them.
      console.warn(
        JSON.stringify({
          type: "holding",
          level: "warn",
          message: `holding page: the outbox refused ${batch.messages.length} submissions, retried in place`,
          error: error instanceof Error ? error.name : "error",
        }),
      );
      batch.retryAll({ delaySeconds: holdSeconds });
      return;
    }
    batch.ackAll();
  },
  /** The hourly check's trigger: a holding page still live is itself the problem an operator hears of. */
  scheduled() {
    console.warn(
      JSON.stringify({
        type: "ops",
        level: "warn",
        message: "ops warning: the holding page of a first deploy is still live; run the deploy again",
        warnings: ["holding page live"],
      }),
    );
  },
} satisfies ExportedHandler<Env, OutboxMessage>;
