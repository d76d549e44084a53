/** @module A loopback server's request handler that forwards each request, as it comes, to an origin chosen per request. */
import { type RequestListener, request } from "node:http";

/** Forwards each request to `target()` (read when the request arrives), with the target's Host; its answer streams back. */
export function forwardTo(target: () => URL): RequestListener {
  return (incoming, answer) => {
    const to = target();
    const forwarded = request(
      {
        hostname: to.hostname,
        port: to.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: to.host },
      },
      (upstream) => {
        answer.writeHead(upstream.statusCode ?? 502, upstream.headers);
        upstream.pipe(answer);
      },
    );
    forwarded.on("error", () => answer.destroy());
    incoming.pipe(forwarded);
  };
}
