/**
 * @module The multi-location harness's shared KV: one real KV namespace (workerd's, in a Miniflare instance
 * in this process) and a Node HTTP bridge in front of it that every location's `CACHE` talks to
 * (test/locations-worker/bridged-kv.ts). The bridge stands for the network path from a Cloudflare
 * location to the KV service; it runs each operation on the real namespace as asked, so value types,
 * metadata, expiry and errors are workerd's own. It counts every operation by kind, key prefix and location.
 *
 * One difference from production, on purpose: this KV is strongly consistent (a write is seen by every
 * location's next read), where Workers KV may show a location an old value for up to 60 s (or `cacheTtl`).
 * `cacheTtl` is passed on (so its validation is KV's) but has no effect here.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { Miniflare } from "miniflare";
import { type LocalServer, listenLocally } from "../local-server.ts";
import {
  decodeJsonHeader,
  encodeJsonHeader,
  errorHeader,
  kvPaths,
  locationHeader,
  metadataHeader,
  optionsHeader,
} from "./kv-wire.ts";

export type KvOperation = "read" | "write" | "delete" | "list";

export interface KvCount {
  read: number;
  write: number;
  delete: number;
  list: number;
}

export interface KvLogEntry {
  operation: KvOperation;
  /** The key, or the list's prefix. */
  key: string;
  location: string;
  /** Whether a read found a value (null for other operations). */
  found: boolean | null;
  /** The size of the value a write stored, in bytes (null for other operations). */
  bytes: number | null;
  /** When the hub received it (Date.now()). */
  at: number;
}

export interface KvCounts {
  total: KvCount;
  /** By key prefix: a key up to and including its first `:` (`page:`, `cache:`, `lease:`), else the whole key. */
  byPrefix: Record<string, KvCount>;
  byLocation: Record<string, KvCount>;
}

export interface KvHub {
  /** Where the locations reach the bridge. */
  url: string;
  /** The shared namespace itself, from Node (uncounted: a test's own look). */
  kv: Awaited<ReturnType<Miniflare["getKVNamespace"]>>;
  counts(): KvCounts;
  /** Every counted operation since the last reset, in order. */
  log(): KvLogEntry[];
  /** Starts counting from zero (the stored data stays). */
  reset(): void;
  stop(): Promise<void>;
}

export const keyPrefix = (key: string): string => {
  const colon = key.indexOf(":");
  return colon === -1 ? key : key.slice(0, colon + 1);
};

const zero = (): KvCount => ({ read: 0, write: 0, delete: 0, list: 0 });

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function header(request: IncomingMessage, name: string): string | null {
  const value = request.headers[name];
  return typeof value === "string" ? value : null;
}

const options = (request: IncomingMessage): Record<string, unknown> => {
  const decoded = decodeJsonHeader(header(request, optionsHeader));
  return decoded !== null && typeof decoded === "object" ? { ...decoded } : {};
};

/** Starts the hub: the namespace (empty, in memory) and its bridge on a free loopback port. */
export async function startKvHub(): Promise<KvHub> {
  const mf = new Miniflare({
    modules: true,
    script: "export default { fetch: () => new Response('the harness KV hub') };",
    kvNamespaces: ["CACHE"],
  });
  const kv = await mf.getKVNamespace("CACHE");
  let entries: KvLogEntry[] = [];

  const count = (
    operation: KvOperation,
    key: string,
    location: string,
    found: boolean | null = null,
    bytes: number | null = null,
  ) => entries.push({ operation, key, location, found, bytes, at: Date.now() });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", "http://hub");
    const key = url.searchParams.get("key") ?? "";
    const location = header(request, locationHeader) ?? "unknown";
    if (url.pathname === kvPaths.get && request.method === "GET") {
      const { cacheTtl } = options(request);
      const got = await kv.getWithMetadata(
        key,
        typeof cacheTtl === "number" ? { type: "arrayBuffer", cacheTtl } : { type: "arrayBuffer" },
      );
      count("read", key, location, got.value !== null);
      if (got.value === null) return response.writeHead(404).end();
      return response
        .writeHead(200, {
          "content-type": "application/octet-stream",
          [metadataHeader]: encodeJsonHeader(got.metadata),
        })
        .end(Buffer.from(got.value));
    }
    if (url.pathname === kvPaths.put && request.method === "PUT") {
      const body = await readBody(request);
      count("write", key, location, null, body.byteLength);
      const value = new Uint8Array(body).buffer;
      await kv.put(key, value, options(request));
      return response.writeHead(200).end();
    }
    if (url.pathname === kvPaths.delete && request.method === "DELETE") {
      count("delete", key, location);
      await kv.delete(key);
      return response.writeHead(200).end();
    }
    if (url.pathname === kvPaths.list && request.method === "GET") {
      const prefix = url.searchParams.get("prefix");
      const cursor = url.searchParams.get("cursor");
      const limit = url.searchParams.get("limit");
      count("list", prefix ?? "", location);
      const listed = await kv.list({
        ...(prefix === null ? {} : { prefix }),
        ...(cursor === null ? {} : { cursor }),
        ...(limit === null ? {} : { limit: Number(limit) }),
      });
      return response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(listed));
    }
    return response.writeHead(404).end(`the KV hub has no ${request.method} ${url.pathname}`);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      if (!response.headersSent) response.writeHead(400, { [errorHeader]: encodeURIComponent(message) });
      response.end();
    });
  });
  let bridge: LocalServer;
  try {
    bridge = await listenLocally(server);
  } catch (error) {
    await mf.dispose();
    throw error;
  }

  return {
    url: bridge.url,
    kv,
    counts: () => {
      const counts: KvCounts = { total: zero(), byPrefix: {}, byLocation: {} };
      for (const { operation, key, location } of entries) {
        counts.total[operation] += 1;
        const prefix = operation === "list" ? `list ${key || "(all)"}` : keyPrefix(key);
        for (const [table, name] of [
          [counts.byPrefix, prefix],
          [counts.byLocation, location],
        ] as const) {
          const row = table[name] ?? zero();
          row[operation] += 1;
          table[name] = row;
        }
      }
      return counts;
    },
    log: () => [...entries],
    reset: () => {
      entries = [];
    },
    stop: async () => {
      await bridge.close();
      await mf.dispose();
    },
  };
}
