/**
 * @module A KV namespace in a location (a `wrangler dev` process) whose data lives in the harness's hub:
 * every operation is one HTTP request to the hub's bridge, which runs it on one real (workerd) KV
 * namespace that every location shares, as production's KV is one service every location reaches.
 * Values travel as bytes and are typed here as KV types them (text, json, arrayBuffer, stream); metadata,
 * expiry and errors are the hub KV's own. What the site does not use (bulk gets) throws, saying so.
 */
import {
  decodeJsonHeader,
  encodeJsonHeader,
  errorHeader,
  kvPaths,
  locationHeader,
  metadataHeader,
  optionsHeader,
} from "../support/locations/kv-wire.ts";

type ValueType = "text" | "json" | "arrayBuffer" | "stream";
type GetArgument = ValueType | { type?: ValueType | undefined; cacheTtl?: number } | undefined;
type Typed = string | ArrayBuffer | ReadableStream | unknown;

function readArgument(argument: GetArgument): { type: ValueType; cacheTtl?: number } {
  if (argument === undefined) return { type: "text" };
  if (typeof argument === "string") return { type: argument };
  const type = argument.type ?? "text";
  return argument.cacheTtl === undefined ? { type } : { type, cacheTtl: argument.cacheTtl };
}

function singleKey(key: string | string[], operation: string): string {
  if (Array.isArray(key))
    throw new Error(
      `bridged KV: ${operation} of several keys at once is not supported by the harness's bridge`,
    );
  return key;
}

async function typed(response: Response, type: ValueType): Promise<Typed> {
  if (type === "stream") return response.body ?? new ReadableStream();
  if (type === "arrayBuffer") return response.arrayBuffer();
  const text = await response.text();
  return type === "json" ? JSON.parse(text) : text;
}

/** The KV namespace of the hub at `bridge`, as seen from the location named `location`. */
export class BridgedKv implements KVNamespace {
  readonly #bridge: string;
  readonly #location: string;

  constructor(bridge: string, location: string) {
    this.#bridge = bridge;
    this.#location = location;
  }

  async #call(path: string, query: Record<string, string>, init: RequestInit = {}): Promise<Response> {
    const url = new URL(path, this.#bridge);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    const headers = new Headers(init.headers);
    headers.set(locationHeader, this.#location);
    const response = await fetch(url, { ...init, headers });
    if (response.status === 400) {
      await response.body?.cancel();
      throw new Error(decodeURIComponent(response.headers.get(errorHeader) ?? "KV operation refused"));
    }
    if (response.status !== 200 && response.status !== 404)
      throw new Error(
        `bridged KV: the hub answered ${response.status} to ${path} (${await response.text()})`,
      );
    return response;
  }

  async #get(key: string, argument: GetArgument): Promise<{ value: Typed | null; metadata: unknown }> {
    const { type, cacheTtl } = readArgument(argument);
    const response = await this.#call(
      kvPaths.get,
      { key },
      cacheTtl === undefined ? {} : { headers: { [optionsHeader]: encodeJsonHeader({ cacheTtl }) } },
    );
    if (response.status === 404) {
      await response.body?.cancel();
      return { value: null, metadata: null };
    }
    return {
      value: await typed(response, type),
      metadata: decodeJsonHeader(response.headers.get(metadataHeader)),
    };
  }

  get(key: string, options?: Partial<KVNamespaceGetOptions<undefined>>): Promise<string | null>;
  get(key: string, type: "text"): Promise<string | null>;
  get<ExpectedValue = unknown>(key: string, type: "json"): Promise<ExpectedValue | null>;
  get(key: string, type: "arrayBuffer"): Promise<ArrayBuffer | null>;
  get(key: string, type: "stream"): Promise<ReadableStream | null>;
  get(key: string, options?: KVNamespaceGetOptions<"text">): Promise<string | null>;
  get<ExpectedValue = unknown>(
    key: string,
    options?: KVNamespaceGetOptions<"json">,
  ): Promise<ExpectedValue | null>;
  get(key: string, options?: KVNamespaceGetOptions<"arrayBuffer">): Promise<ArrayBuffer | null>;
  get(key: string, options?: KVNamespaceGetOptions<"stream">): Promise<ReadableStream | null>;
  get(key: string[], type: "text"): Promise<Map<string, string | null>>;
  get<ExpectedValue = unknown>(key: string[], type: "json"): Promise<Map<string, ExpectedValue | null>>;
  get(
    key: string[],
    options?: Partial<KVNamespaceGetOptions<undefined>>,
  ): Promise<Map<string, string | null>>;
  get(key: string[], options?: KVNamespaceGetOptions<"text">): Promise<Map<string, string | null>>;
  get<ExpectedValue = unknown>(
    key: string[],
    options?: KVNamespaceGetOptions<"json">,
  ): Promise<Map<string, ExpectedValue | null>>;
  async get(key: string | string[], argument?: GetArgument): Promise<Typed | null> {
    return (await this.#get(singleKey(key, "get"), argument)).value;
  }

  getWithMetadata<Metadata = unknown>(
    key: string,
    options?: Partial<KVNamespaceGetOptions<undefined>>,
  ): Promise<KVNamespaceGetWithMetadataResult<string, Metadata>>;
  getWithMetadata<Metadata = unknown>(
    key: string,
    type: "text",
  ): Promise<KVNamespaceGetWithMetadataResult<string, Metadata>>;
  getWithMetadata<ExpectedValue = unknown, Metadata = unknown>(
    key: string,
    type: "json",
  ): Promise<KVNamespaceGetWithMetadataResult<ExpectedValue, Metadata>>;
  getWithMetadata<Metadata = unknown>(
    key: string,
    type: "arrayBuffer",
  ): Promise<KVNamespaceGetWithMetadataResult<ArrayBuffer, Metadata>>;
  getWithMetadata<Metadata = unknown>(
    key: string,
    type: "stream",
  ): Promise<KVNamespaceGetWithMetadataResult<ReadableStream, Metadata>>;
  getWithMetadata<Metadata = unknown>(
    key: string,
    options: KVNamespaceGetOptions<"text">,
  ): Promise<KVNamespaceGetWithMetadataResult<string, Metadata>>;
  getWithMetadata<ExpectedValue = unknown, Metadata = unknown>(
    key: string,
    options: KVNamespaceGetOptions<"json">,
  ): Promise<KVNamespaceGetWithMetadataResult<ExpectedValue, Metadata>>;
  getWithMetadata<Metadata = unknown>(
    key: string,
    options: KVNamespaceGetOptions<"arrayBuffer">,
  ): Promise<KVNamespaceGetWithMetadataResult<ArrayBuffer, Metadata>>;
  getWithMetadata<Metadata = unknown>(
    key: string,
    options: KVNamespaceGetOptions<"stream">,
  ): Promise<KVNamespaceGetWithMetadataResult<ReadableStream, Metadata>>;
  getWithMetadata<Metadata = unknown>(
    key: string[],
    type: "text",
  ): Promise<Map<string, KVNamespaceGetWithMetadataResult<string, Metadata>>>;
  getWithMetadata<ExpectedValue = unknown, Metadata = unknown>(
    key: string[],
    type: "json",
  ): Promise<Map<string, KVNamespaceGetWithMetadataResult<ExpectedValue, Metadata>>>;
  getWithMetadata<Metadata = unknown>(
    key: string[],
    options?: Partial<KVNamespaceGetOptions<undefined>>,
  ): Promise<Map<string, KVNamespaceGetWithMetadataResult<string, Metadata>>>;
  getWithMetadata<Metadata = unknown>(
    key: string[],
    options?: KVNamespaceGetOptions<"text">,
  ): Promise<Map<string, KVNamespaceGetWithMetadataResult<string, Metadata>>>;
  getWithMetadata<ExpectedValue = unknown, Metadata = unknown>(
    key: string[],
    options?: KVNamespaceGetOptions<"json">,
  ): Promise<Map<string, KVNamespaceGetWithMetadataResult<ExpectedValue, Metadata>>>;
  async getWithMetadata(
    key: string | string[],
    argument?: GetArgument,
    // The Map is the bulk overloads' answer, which the bridge refuses (singleKey throws).
  ): Promise<KVNamespaceGetWithMetadataResult<Typed, unknown> | Map<string, unknown>> {
    const { value, metadata } = await this.#get(singleKey(key, "getWithMetadata"), argument);
    // The harness's KV has no edge cache in front of it: no read is ever a cache hit.
    return { value, metadata, cacheStatus: null };
  }

  async put(
    key: string,
    value: string | ArrayBuffer | ArrayBufferView | ReadableStream,
    options?: KVNamespacePutOptions,
  ): Promise<void> {
    // A stream is read whole first: KV stores a value only once it has all of it, either way.
    const body =
      typeof value === "string"
        ? value
        : value instanceof ArrayBuffer
          ? value
          : value instanceof ReadableStream
            ? await new Response(value).arrayBuffer()
            : new Uint8Array(value.buffer, value.byteOffset, value.byteLength).slice().buffer;
    const response = await this.#call(
      kvPaths.put,
      { key },
      { method: "PUT", body, headers: { [optionsHeader]: encodeJsonHeader(options ?? {}) } },
    );
    await response.body?.cancel();
  }

  async delete(key: string): Promise<void> {
    const response = await this.#call(kvPaths.delete, { key }, { method: "DELETE" });
    await response.body?.cancel();
  }

  async list<Metadata = unknown>(
    options?: KVNamespaceListOptions,
  ): Promise<KVNamespaceListResult<Metadata, string>> {
    const query: Record<string, string> = {};
    if (options?.prefix != null) query.prefix = options.prefix;
    if (options?.cursor != null) query.cursor = options.cursor;
    if (options?.limit !== undefined) query.limit = String(options.limit);
    const response = await this.#call(kvPaths.list, query);
    return response.json();
  }
}
