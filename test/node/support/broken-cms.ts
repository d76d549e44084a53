/**
 * @module A small local CMS that answers like the demo CMS it sits in front of, except on one path,
 * where it shows one fault a real CMS can have.
 */
import http from "node:http";
import { type LocalServer, listenLocally } from "../../support/local-server.ts";

export type Fault = "drop-field" | "html" | "500" | "hang";

/**
 * Starts the CMS on a free port: every request passes to `demo`, except `path`, which answers with
 * `fault` (for `drop-field`, the demo's answer without its `field`).
 */
export async function brokenCms(demo: string, path: string, fault: Fault, field = ""): Promise<LocalServer> {
  const server = http.createServer(async (req, res) => {
    const url = req.url ?? "/";
    if (url !== path) {
      const answer = await fetch(`${demo}${url}`);
      res.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "text/plain" });
      res.end(Buffer.from(await answer.arrayBuffer()));
      return;
    }
    switch (fault) {
      case "hang":
        return; // never answers
      case "500":
        res.writeHead(500, { "content-type": "text/html" });
        res.end("<h1>There has been a critical error on this website.</h1>");
        return;
      case "html":
        res.writeHead(200, { "content-type": "text/html; charset=UTF-8" });
        res.end("<!doctype html><title>Maintenance</title><p>Briefly unavailable for scheduled maintenance.");
        return;
      case "drop-field": {
        const body = (await (await fetch(`${demo}${url}`)).json()) as Record<string, unknown>;
        delete body[field];
        res.writeHead(200, { "content-type": "application/json; charset=UTF-8" });
        res.end(JSON.stringify(body));
        return;
      }
    }
  });
  return listenLocally(server);
}
