/**
 * @module A fake of Workers Cache (developers.cloudflare.com/workers/cache/), which has no local form:
 * "Workers Cache does not run in `wrangler dev`, Miniflare or the Vitest plugin". One `EdgeNetwork` is a
 * Worker's cache: an upper tier and every location's lower tier, a rate-limited purge that reaches them
 * all. `network.location(name, worker)` is the cache in front of one location. Each rule sits beside
 * the sentence of the documentation it follows; where the documentation is silent (`invalidate`, the
 * purge limits' numbers), the rule follows issue 42 and says so.
 */
import { cacheTags, type EdgePolicy, edgePolicy } from "./policy.ts";

/** A response as a tier keeps it. */
interface Copy {
  body: ArrayBuffer;
  status: number;
  headers: [string, string][];
  policy: EdgePolicy;
  tags: string[];
  /** The request path (no query): what `pathPrefixes` match. */
  path: string;
  /** When it was stored, and when it went stale (earlier after an `invalidate`). */
  storedAt: number;
  staleAt: number;
}

type Worker = (request: Request) => Promise<Response>;
export type CacheStatus = "HIT" | "MISS" | "EXPIRED" | "STALE" | "UPDATING" | "BYPASS" | "DYNAMIC";

/** Headers the cache consumes: "Consumed by Cloudflare and stripped from the response returned to clients." */
const consumed = ["cloudflare-cdn-cache-control", "cache-tag"];

/**
 * The purge limits. The documentation says `purge()` "uses the same rate-limiting system as the zone
 * purge API … Workers Caching always uses the Free tier limits"; the numbers (5 calls a minute, a burst
 * of 25, 100 tags or prefixes a call) are issue 42's.
 */
export const purgeLimits = { perMinute: 5, burst: 25, itemsPerCall: 100 } as const;

export interface EdgeOptions {
  /** The Worker version serving: "By default, the Worker version is part of the cache key." */
  version?: string;
  /** Milliseconds now (tests move time). */
  clock?: () => number;
  /**
   * Milliseconds a purge or invalidate takes to reach the tiers (0, the default: at once). Issue 42
   * states Workers Cache "purges or invalidates by tag or path prefix globally in about a second"; the
   * multi-location harness gives 1000 so a test measures the whole way through, the edge's part included.
   */
  propagationMs?: number;
}

/** One run of the Worker the cache made: where, for which path, and when. */
export interface EdgeRun {
  location: string;
  path: string;
  at: number;
}

export class EdgeNetwork {
  readonly upper = new Map<string, Copy>();
  readonly lowers = new Map<string, Map<string, Copy>>();
  /** Runs of the Worker on the way, by cache key: what concurrent misses wait on. */
  private readonly running = new Map<string, Promise<Copy | null>>();
  private readonly background = new Set<Promise<unknown>>();
  private tokens: number = purgeLimits.burst;
  private tokensAt: number;
  /** Every Worker run the cache made, by location: the count a test compares. */
  readonly runs: string[] = [];
  /** The same runs with their paths and times. */
  readonly runLog: EdgeRun[] = [];
  version: string;
  readonly now: () => number;
  readonly propagationMs: number;
  /** Purges sent but not yet reached every tier. */
  private readonly propagating = new Set<Promise<void>>();

  constructor(options: EdgeOptions = {}) {
    this.version = options.version ?? "v1";
    this.now = options.clock ?? Date.now;
    this.propagationMs = options.propagationMs ?? 0;
    this.tokensAt = this.now();
  }

  /** The cache in front of `worker` in location `name`: its own lower tier, this network's upper tier. */
  location(name: string, worker: Worker): (request: Request) => Promise<Response> {
    const lower = this.lowers.get(name) ?? new Map<string, Copy>();
    this.lowers.set(name, lower);
    return (request) => this.serve(name, lower, worker, request);
  }

  /** Resolves once every background refresh started so far has settled. */
  async settled(): Promise<void> {
    while (this.background.size > 0) await Promise.allSettled([...this.background]);
  }

  /**
   * "The **path and query string** of the request URL. Query parameter order matters … The **Worker
   * version**, by default." and "The cache key does not include … The request's host."
   */
  private key(url: URL): string {
    return `${this.version} ${url.pathname}${url.search}`;
  }

  private async serve(name: string, lower: Map<string, Copy>, worker: Worker, request: Request) {
    // "Only `GET` and `HEAD` requests are cached. `POST`, `PUT`, `PATCH`, `DELETE`, and other methods always invoke your Worker."
    // "WebSocket upgrade requests … bypass the cache and always invoke your Worker."
    if (
      (request.method !== "GET" && request.method !== "HEAD") ||
      request.headers.get("upgrade") === "websocket"
    )
      return this.answer(await this.run(name, worker, request), "DYNAMIC", request);
    const url = new URL(request.url);
    const key = this.key(url);
    // "A request is served from the lower tier if it is a hit there. If it is a miss, the lower tier asks the upper tier."
    const copy = lower.get(key) ?? this.upper.get(key);
    if (copy && !lower.has(key)) lower.set(key, copy);
    const now = this.now();
    if (copy && now < copy.staleAt) return this.fromCopy(copy, "HIT", request);
    // "When a cached response becomes stale, `stale-while-revalidate` lets Cloudflare return the stale
    // response immediately and refresh it in the background."
    if (copy && now < copy.staleAt + copy.policy.staleWhileRevalidate * 1000) {
      const refresh = this.fill(name, lower, worker, request, key, url).catch(() => null);
      this.background.add(refresh);
      void refresh.finally(() => this.background.delete(refresh));
      return this.fromCopy(copy, "UPDATING", request);
    }
    try {
      const filled = await this.fill(name, lower, worker, request, key, url);
      if (filled.copy) return this.fromCopy(filled.copy, copy ? "EXPIRED" : "MISS", request);
      // "Collapsing does not apply to uncacheable responses. … each request gets its own invocation."
      const own = filled.own ?? (await this.run(name, worker, request));
      if (own.status >= 500 && copy) return this.staleOnError(copy, own, request);
      if (own.status >= 500) return this.answer(own, copy ? "EXPIRED" : "MISS", request);
      return this.answer(own, "BYPASS", request);
    } catch (error) {
      if (error instanceof WorkerFailed && copy) return this.staleOnError(copy, error.response, request);
      if (error instanceof WorkerFailed)
        return this.answer(error.response ?? new Response("Worker threw", { status: 500 }), "MISS", request);
      throw error;
    }
  }

  /**
   * "`stale-if-error` lets Cloudflare return a previously cached response when the Worker fails while
   * refreshing an expired cache entry — for example, when it throws, times out, or returns a `5xx`
   * response … (with `Cf-Cache-Status: STALE`) for up to the `stale-if-error` window. A true cache
   * miss (no prior entry) cannot benefit."
   */
  private staleOnError(copy: Copy, failed: Response | null, request: Request): Response {
    if (this.now() < copy.staleAt + copy.policy.staleIfError * 1000)
      return this.fromCopy(copy, "STALE", request);
    return this.answer(failed ?? new Response("Worker threw", { status: 500 }), "EXPIRED", request);
  }

  /**
   * Runs the Worker once for `key` however many requests wait: "When many requests for the same cache
   * key arrive simultaneously … Cloudflare runs your Worker **once** and serves the resulting response
   * to every waiting request", and "the upper tier consolidates further". The copy is stored "in
   * **both** tiers on the way back out". Null when the answer may not be stored.
   */
  private fill(
    name: string,
    lower: Map<string, Copy>,
    worker: Worker,
    request: Request,
    key: string,
    url: URL,
  ): Promise<{ copy: Copy | null; own?: Response }> {
    const waiting = this.running.get(key);
    if (waiting)
      return waiting.then((copy) => {
        if (copy) lower.set(key, copy);
        return { copy };
      });
    let own: Response | undefined;
    const pending = (async () => {
      const response = await this.run(name, worker, new Request(request.url, { headers: request.headers }));
      if (response.status >= 500) throw new WorkerFailed(response);
      const policy = edgePolicy(request, response);
      if (!policy) {
        // The request that ran the Worker gets its answer; the others run it themselves.
        own = response;
        return null;
      }
      const now = this.now();
      const copy: Copy = {
        body: await response.arrayBuffer(),
        status: response.status,
        headers: [...response.headers],
        policy,
        tags: cacheTags(response),
        path: url.pathname,
        storedAt: now,
        staleAt: now + policy.freshSeconds * 1000,
      };
      this.upper.set(key, copy);
      return copy;
    })();
    this.running.set(key, pending);
    const settled = () => this.running.delete(key);
    pending.then(settled, settled);
    return pending.then((copy) => {
      if (copy) lower.set(key, copy);
      return { copy, own };
    });
  }

  private async run(name: string, worker: Worker, request: Request): Promise<Response> {
    this.runs.push(name);
    this.runLog.push({ location: name, path: new URL(request.url).pathname, at: this.now() });
    try {
      return await worker(request);
    } catch {
      throw new WorkerFailed(null);
    }
  }

  private fromCopy(copy: Copy, status: CacheStatus, request: Request): Response {
    return this.answer(
      // A 204's copy has no body: "Response with null body status cannot have body".
      new Response(copy.status === 204 ? null : copy.body, { status: copy.status, headers: copy.headers }),
      status,
      request,
    );
  }

  private answer(response: Response, status: CacheStatus, request: Request): Response {
    const headers = new Headers(response.headers);
    for (const name of consumed) headers.delete(name);
    headers.set("cf-cache-status", status);
    // "A `HEAD` request can be served from a `GET` fill (Cloudflare returns the cached headers without the body)."
    const body = request.method === "HEAD" ? null : response.body;
    return new Response(body, { status: response.status, headers });
  }

  /** The copies `options` names, in every tier: "the fields are unioned, not intersected". */
  private matching(options: CachePurgeOptions): Array<[Map<string, Copy>, string]> {
    const tags = new Set((options.tags ?? []).map((t) => t.toLowerCase()));
    const prefixes = options.pathPrefixes ?? [];
    const out: Array<[Map<string, Copy>, string]> = [];
    for (const tier of [this.upper, ...this.lowers.values()])
      for (const [key, copy] of tier)
        if (
          options.purgeEverything ||
          copy.tags.some((t) => tags.has(t)) ||
          prefixes.some((prefix) => copy.path.startsWith(prefix))
        )
          out.push([tier, key]);
    return out;
  }

  /** One purge call's admission: the rate limit and the size limit. */
  private admit(options: CachePurgeOptions): CachePurgeResult | null {
    const items = (options.tags?.length ?? 0) + (options.pathPrefixes?.length ?? 0);
    if (items > purgeLimits.itemsPerCall)
      return {
        success: false,
        errors: [{ code: 1110, message: `at most ${purgeLimits.itemsPerCall} a call` }],
      };
    const now = this.now();
    this.tokens = Math.min(
      purgeLimits.burst,
      this.tokens + ((now - this.tokensAt) / 60_000) * purgeLimits.perMinute,
    );
    this.tokensAt = now;
    // "When the purge is rate-limited, `success` is `false` and `errors` contains an entry describing the rejection."
    if (this.tokens < 1) return { success: false, errors: [{ code: 1134, message: "rate limited" }] };
    this.tokens -= 1;
    return null;
  }

  /**
   * `ctx.cache` as the Worker sees it. `purge`: "Every cached response tagged with one of the given
   * values … whose request path starts with one of the given prefixes"; purges "propagate globally",
   * here to every tier at once. `invalidate` (issue 42; not in the documentation read): the copies stay
   * but are stale from now, so a stale copy may answer while the page renders again.
   */
  readonly cache: CacheContext = {
    purge: async (options) => {
      const refused = this.admit(options);
      if (refused) return refused;
      this.propagate(() => {
        for (const [tier, key] of this.matching(options)) tier.delete(key);
      });
      return { success: true, errors: [] };
    },
    invalidate: async (options) => {
      const refused = this.admit(options);
      if (refused) return refused;
      this.propagate(() => {
        const now = this.now();
        for (const [tier, key] of this.matching(options)) {
          const copy = tier.get(key);
          if (copy && copy.staleAt > now) tier.set(key, { ...copy, staleAt: now });
        }
      });
      return { success: true, errors: [] };
    },
  };

  /** Applies an accepted purge to the tiers: at once, or `propagationMs` after the call returned. */
  private propagate(apply: () => void): void {
    if (this.propagationMs <= 0) {
      apply();
      return;
    }
    const reached = new Promise<void>((resolve) => setTimeout(resolve, this.propagationMs)).then(apply);
    this.propagating.add(reached);
    void reached.finally(() => this.propagating.delete(reached));
  }

  /** Resolves once every purge sent so far has reached every tier. */
  async purgesReached(): Promise<void> {
    while (this.propagating.size > 0) await Promise.allSettled([...this.propagating]);
  }

  /**
   * Whether a tier (the upper, or `location`'s lower when named) holds a fresh copy tagged `tag`, one it
   * would answer as a HIT: what a purge or an invalidate of the tag ends.
   */
  holdsFresh(tag: string, location?: string): boolean {
    const tiers =
      location === undefined ? [this.upper] : [this.lowers.get(location) ?? new Map<string, Copy>()];
    const wanted = tag.toLowerCase();
    const now = this.now();
    return tiers.some((tier) =>
      [...tier.values()].some((copy) => copy.tags.includes(wanted) && now < copy.staleAt),
    );
  }

  /** Drops a copy from every tier, as Cloudflare evicts what few people ask for. */
  evict(path: string): void {
    for (const tier of [this.upper, ...this.lowers.values()])
      for (const [key, copy] of tier) if (copy.path === path) tier.delete(key);
  }
}

/** The Worker threw or answered a 5xx: `response` is what it answered (null when it threw). */
class WorkerFailed extends Error {
  readonly response: Response | null;
  constructor(response: Response | null) {
    super("worker failed");
    this.response = response;
  }
}
