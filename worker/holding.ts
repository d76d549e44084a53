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
  fetch: (_request, env) =>
    new Response(page, {
      status: 503,
      headers: env?.CF_VERSION_METADATA ? { ...headers, "x-version": env.CF_VERSION_METADATA.id } : headers,
    }),
  /**
   * Each message goes back on the outbox as a new one, its attempts at zero, and the old one is
   * acknowledged: retried in place, it would use up the retries it needs once the site is live. A
   * dead-lettered message goes back too, so the site's version delivers it or dead-letters it again.
   */
  async queue(batch, env) {
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
