/**
 * @module The benchmark's ceiling: a worker that does nothing but answer one page from memory.
 *
 * `npm run bench` gives it the site's cached home page (bytes and headers, as the site sent them), then
 * measures it beside the site. No worker can answer that page faster under the same `wrangler dev`, so
 * its ratio to the static asset is the most any cached page can reach on the machine at hand: what
 * lies between it and the site's cached row is the site's own work, what lies above it is the platform's.
 */

interface Page {
  body: Uint8Array<ArrayBuffer>;
  headers: [string, string][];
}

let page: Page | null = null;

/** `PUT /__ceiling` stores the page (a JSON list of headers in `x-ceiling-headers`); every other path answers it. */
export default {
  async fetch(request: Request): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (pathname === "/__ceiling") {
      if (request.method !== "PUT") return new Response("Use PUT to store the page.\n", { status: 405 });
      let headers: [string, string][];
      try {
        headers = JSON.parse(request.headers.get("x-ceiling-headers") ?? "[]") as [string, string][];
        new Headers(headers); // throws unless it is a list of [name, value] pairs
      } catch {
        return new Response("x-ceiling-headers must be a JSON list of [name, value] pairs.\n", {
          status: 400,
        });
      }
      page = { body: new Uint8Array(await request.arrayBuffer()), headers };
      return new Response(null, { status: 204 });
    }
    if (pathname === "/robots.txt" || !page) return new Response("ready\n");
    return new Response(page.body, { headers: page.headers });
  },
} satisfies ExportedHandler;
