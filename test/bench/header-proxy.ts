/** @module A local HTTP proxy that passes everything through to a worker but drops named response headers. */
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Starts a proxy on a free port in front of `base` that removes `drop` (lower-case names) from every
 * response; returns its URL and a function that closes it. Bodies and every other header pass as they are.
 */
export async function headerDroppingProxy(
  base: string,
  drop: string[],
): Promise<{ url: string; close: () => Promise<void> }> {
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
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
