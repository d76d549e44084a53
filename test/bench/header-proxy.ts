/** @module A local HTTP proxy that passes everything through to a worker but drops named response headers. */
import http from "node:http";
import { type LocalServer, listenLocally } from "../support/local-server.ts";

/**
 * Starts a proxy on a free port in front of `base` that removes `drop` (lower-case names) from every
 * response; returns its URL and a function that closes it. Bodies and every other header pass as they are.
 */
export async function headerDroppingProxy(base: string, drop: string[]): Promise<LocalServer> {
  const target = new URL(base);
  const server = http.createServer((req, res) => {
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: target.host },
      },
      (answer) => {
        const headers = { ...answer.headers };
        for (const name of drop) delete headers[name];
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", (error) => res.destroy(error));
    req.pipe(upstream);
  });
  return listenLocally(server);
}
