/**
 * @module The holding page: the version a worker's first deploy puts live before the site itself is
 * tested beside it (a first version cannot share traffic with nothing). It answers 503 with
 * Retry-After, keeps queued form submissions for the real version, and reads nothing.
 */
const page = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="robots" content="noindex">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Opening soon</title>
<p>Our new website is opening in a few minutes. Please come back shortly.</p>
<p lang="es">Nuestro nuevo sitio web abre en unos minutos. Vuelva pronto, por favor.</p></html>`;

export default {
  fetch: () =>
    new Response(page, {
      status: 503,
      headers: {
        "content-type": "text/html; charset=utf-8",
        "retry-after": "120",
        "cache-control": "no-store",
      },
    }),
  // The site's version delivers them once it is live.
  queue: (batch) => batch.retryAll({ delaySeconds: 60 }),
} satisfies ExportedHandler<Env>;
