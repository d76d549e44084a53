/**
 * @module The harness's edge: one Workers Cache fake (test/support/workers-cache/, the documented rules)
 * in front of every location, as deployed with `[cache] enabled = true`. Each location gets a front, a
 * Node HTTP server whose lower tier is its own, all sharing the fake's upper tier; a visitor's request
 * reaches the location's `wrangler dev` only on a miss. A bridge takes each location's `ctx.cache` purges
 * (test/locations-worker/bridged-cache.ts) to the same fake, which applies them to every tier after its
 * propagation time.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { type LocalServer, listenLocally } from "../local-server.ts";
import { EdgeNetwork, type EdgeOptions } from "../workers-cache/edge.ts";
import { edgePath } from "./edge-wire.ts";

/** Statuses whose answer has no body (a Response refuses one). */
const nullBody = new Set([101, 204, 205, 304]);

/** Headers of one hop that a proxy never passes on. */
const hopByHop = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "upgrade",
  "host",
  "content-length",
]);

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The Request a visitor's `incoming` is, as the edge gets it (the URL on `origin`). */
async function asRequest(incoming: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers))
    if (value !== undefined && !hopByHop.has(name))
      headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  const method = incoming.method ?? "GET";
  const body = method === "GET" || method === "HEAD" ? undefined : await readBody(incoming);
  return new Request(new URL(incoming.url ?? "/", origin), { method, headers, body });
}

/** Writes `response` to `out`, whole. The edge compresses for visitors; here bodies go as they are. */
async function send(response: Response, out: ServerResponse): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of response.headers)
    if (!hopByHop.has(name) && name !== "content-encoding" && name !== "set-cookie") headers[name] = value;
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers["set-cookie"] = cookies;
  const body = Buffer.from(await response.arrayBuffer());
  out.writeHead(response.status, headers).end(body);
}

/** The Worker of one location, as the edge runs it on a miss: the request sent on to `workerUrl`. */
const locationWorker =
  (workerUrl: string) =>
  async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const headers = new Headers(request.headers);
    // The edge asks the Worker for the bytes as they are and compresses them itself.
    headers.set("accept-encoding", "identity");
    const body =
      request.method === "GET" || request.method === "HEAD" ? undefined : await request.arrayBuffer();
    const response = await fetch(`${workerUrl}${url.pathname}${url.search}`, {
      method: request.method,
      headers,
      body,
      redirect: "manual",
    });
    const out = new Headers(response.headers);
    out.delete("content-encoding");
    out.delete("content-length");
    const bytes = await response.arrayBuffer();
    return new Response(nullBody.has(response.status) ? null : bytes, {
      status: response.status,
      headers: out,
    });
  };

export interface HarnessEdge {
  network: EdgeNetwork;
  /** Where each location's `ctx.cache` purges go (the `EDGE_BRIDGE` variable). */
  bridgeUrl: string;
  /** Puts a front before the location `name` whose worker answers at `workerUrl`; gives the front's URL. */
  front(name: string, workerUrl: string): Promise<string>;
  stop(): Promise<void>;
}

/** Starts the edge's purge bridge; fronts are added as locations start. */
export async function startHarnessEdge(options: EdgeOptions = {}): Promise<HarnessEdge> {
  const network = new EdgeNetwork(options);
  const servers: LocalServer[] = [];
  const fail = (out: ServerResponse, error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    if (!out.headersSent) out.writeHead(502, { "content-type": "text/plain" });
    out.end(`the harness's edge failed: ${message}`);
  };
  const bridge = createServer((request, out) => {
    const mode =
      request.url === edgePath("purge")
        ? "purge"
        : request.url === edgePath("invalidate")
          ? "invalidate"
          : null;
    if (request.method !== "POST" || !mode) return out.writeHead(404).end();
    readBody(request)
      .then(async (body) => {
        const options = JSON.parse(body.toString("utf8")) as CachePurgeOptions;
        const result = await network.cache[mode](options);
        out.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(result));
      })
      .catch((error: unknown) => fail(out, error));
  });
  const bridgeServer = await listenLocally(bridge);
  servers.push(bridgeServer);
  return {
    network,
    bridgeUrl: bridgeServer.url,
    front: async (name, workerUrl) => {
      const serve = network.location(name, locationWorker(workerUrl));
      let origin = "";
      const server = createServer((incoming, out) => {
        asRequest(incoming, origin)
          .then(serve)
          .then((response) => send(response, out))
          .catch((error: unknown) => fail(out, error));
      });
      // Idle connections outlive the client's (undici keeps them 4 s), so no request is sent on one closing.
      server.keepAliveTimeout = 65_000;
      const front = await listenLocally(server);
      origin = front.url;
      servers.push(front);
      return front.url;
    },
    stop: async () => {
      await Promise.all(servers.map((server) => server.close()));
    },
  };
}
