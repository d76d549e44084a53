/**
 * @module A stand-in WordPress over real HTTP that answers every request and writes each one down:
 * content reads and the token check answer as the demo CMS would, everything else 200. A CMS "origin" of
 * `http://127.0.0.1:<port>/<run>` keeps each test's requests apart; `/__stand-in/requests?run=` lists them.
 * A test can also change a run's content answers (`rewrite`) or take the CMS down for a run (`outage`).
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { apiBase, browserPaths } from "../../shared/cms/paths.ts";
import { demoCms } from "../../worker/cms/demo/index.ts";

export interface SeenRequest {
  method: string;
  /** The path and query below the run prefix, as the CMS received it. */
  path: string;
  headers: Record<string, string>;
}

export interface StandInCms {
  url: string;
  /** Every request of `run` so far (in process: no HTTP round trip). */
  seen(run: string): SeenRequest[];
  /**
   * From now on, every content answer of `run` has each `from` replaced by `to` (an editor's change in
   * WordPress, e.g. a phone number); `to` null takes the rewrite back.
   */
  rewrite(run: string, from: string, to: string | null): void;
  /**
   * The CMS is down for `run`: "503" answers 503 to every request, "refuse" drops every connection
   * without an answer; null brings it back. Requests are still written down while it is down.
   */
  outage(run: string, mode: Outage | null): void;
  stop(): Promise<void>;
}

export type Outage = "503" | "refuse";

const control = "/__stand-in/requests";
const demoEnv = { BRAND_NAME: "Riverbend Community Health" };

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * What a WordPress that answers everything says: the demo CMS's answer (404 included) to a content
 * read or the token check, and a 200 with a login cookie to anything else (its login page, XML-RPC, …).
 */
async function answer(method: string, path: string, headers: Record<string, string>): Promise<Response> {
  const read = method === "GET" && path.startsWith(`${apiBase}/`);
  if (read || path === browserPaths.validateToken)
    return demoCms.fetch(new Request(`http://demo-cms.internal${path}`, { method, headers }), demoEnv);
  return Response.json(
    { success: true, message: "stand-in CMS" },
    { headers: { "set-cookie": "wordpress_logged_in=stand-in; Path=/; HttpOnly", "x-powered-by": "PHP" } },
  );
}

/** Starts the stand-in on `port` (0: any free port). */
export async function startStandInCms(port = 0): Promise<StandInCms> {
  const log = new Map<string, SeenRequest[]>();
  const rewrites = new Map<string, Map<string, string>>();
  const outages = new Map<string, Outage>();
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://stand-in");
    if (url.pathname === control) {
      const run = url.searchParams.get("run") ?? "";
      if (req.method === "DELETE") log.delete(run);
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(log.get(run) ?? []));
      return;
    }
    await readBody(req);
    const [, run = "", ...rest] = (req.url ?? "/").split("/");
    const path = `/${rest.join("/")}`;
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers))
      if (typeof value === "string") headers[name] = value;
    const method = req.method ?? "GET";
    const entries = log.get(run) ?? [];
    entries.push({ method, path, headers });
    log.set(run, entries);
    const outage = outages.get(run);
    if (outage === "refuse") {
      req.socket.destroy();
      return;
    }
    if (outage === "503") {
      res.writeHead(503, { "content-type": "text/plain", "retry-after": "60" }).end("stand-in CMS: down");
      return;
    }
    const response = await answer(method, path, headers);
    const out: Record<string, string | string[]> = {};
    response.headers.forEach((value, name) => {
      out[name] = name === "set-cookie" ? response.headers.getSetCookie() : value;
    });
    let body = Buffer.from(await response.arrayBuffer());
    const changes = rewrites.get(run);
    if (changes?.size) {
      let text = body.toString("utf8");
      for (const [from, to] of changes) text = text.replaceAll(from, to);
      body = Buffer.from(text, "utf8");
      delete out["content-length"];
    }
    res.writeHead(response.status, out).end(body);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    seen: (run) => log.get(run) ?? [],
    rewrite: (run, from, to) => {
      const changes = rewrites.get(run) ?? new Map<string, string>();
      if (to === null) changes.delete(from);
      else changes.set(from, to);
      rewrites.set(run, changes);
    },
    outage: (run, mode) => {
      if (mode) outages.set(run, mode);
      else outages.delete(run);
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
