/**
 * @module A local fake of the Cloudflare v4 API calls the cut-over and the deploy's domain check
 * make: token verify, zones, DNS records, Workers custom domains and the zone's redirect rules, with
 * the token's permissions enforced (403, code 10000) and a custom domain refused over an existing
 * address record (409, code 100117), as Cloudflare answers. `edge(url)` says what the zone's edge
 * would do with a request: a redirect rule's 301, the attached Worker, or the DNS record's origin.
 */
import http from "node:http";
import type { DnsRecord } from "../../../scripts/dns-records.ts";
import { type LocalServer, listenLocally } from "../../support/local-server.ts";

/** A DNS record as the API answers it: the shape the cut-over and the deploy read (scripts/dns-records.ts). */
export type FakeRecord = DnsRecord;

/** A Single Redirect rule as the Rulesets API holds it. */
export interface FakeRule {
  id: string;
  description?: string;
  expression: string;
  action: string;
  action_parameters?: {
    from_value?: {
      status_code?: number;
      target_url?: { expression?: string; value?: string };
      preserve_query_string?: boolean;
    };
  };
  enabled?: boolean;
}

/** What the edge does with a request: a redirect, the Worker attached to the host, or the DNS record's target. */
export type EdgeAnswer =
  | { redirect: number; location: string }
  | { worker: string }
  | { origin: string }
  | { unresolved: true };

/**
 * Custom domains are refused over, and replace, only address records: the API's own message names
 * them, "externally managed DNS records (A, CNAME, etc)".
 */
const address = new Set(["A", "AAAA", "CNAME"]);

export interface FakeCloudflare {
  /**
   * The permissions the token has: "zone:read", "dns:read", "dns:edit", "workers-scripts:read",
   * "workers-scripts:edit", "workers-routes:edit", "redirect:edit" (an edit permission includes its read).
   */
  permissions: Set<string>;
  zones: { id: string; name: string }[];
  records: Map<string, FakeRecord[]>;
  domains: { id: string; hostname: string; service: string; zone_id: string }[];
  /** The rules of each zone's `http_request_dynamic_redirect` entry point ruleset (absent: none yet). */
  redirects: Map<string, FakeRule[]>;
  /** Every call as "METHOD path". */
  calls: string[];
}

/**
 * The edge's answer to `url`, from the zone's redirect rules, custom domains and records. Of the
 * Rules language it knows only what Cloudflare's apex-to-www example uses (`http.host eq "…"`,
 * `concat("https://…", http.request.uri.path)`); any other rule is an error, never a guess.
 */
export function edgeAnswer(state: FakeCloudflare, url: string): EdgeAnswer {
  const { host, pathname, search } = new URL(url);
  const zone = state.zones.find((z) => host === z.name || host.endsWith(`.${z.name}`));
  // Redirect rules run in their phase before the request reaches any Worker or origin.
  for (const rule of state.redirects.get(zone?.id ?? "") ?? []) {
    if (rule.enabled === false || rule.action !== "redirect") continue;
    const when = /^\(http\.host eq "([^"]+)"\)$/.exec(rule.expression);
    if (!when) throw new Error(`the fake edge does not understand the expression ${rule.expression}`);
    if (when[1] !== host) continue;
    const from = rule.action_parameters?.from_value ?? {};
    const target = /^concat\("([^"]+)", http\.request\.uri\.path\)$/.exec(from.target_url?.expression ?? "");
    const base = target ? `${target[1]}${pathname}` : from.target_url?.value;
    if (!base) throw new Error(`the fake edge does not understand the target of ${rule.description}`);
    return {
      redirect: from.status_code ?? 302,
      location: `${base}${from.preserve_query_string ? search : ""}`,
    };
  }
  const domain = state.domains.find((d) => d.hostname === host);
  if (domain) return { worker: domain.service };
  const record = (state.records.get(zone?.id ?? "") ?? []).find(
    (r) => r.name === host && address.has(r.type),
  );
  return record ? { origin: record.content } : { unresolved: true };
}

const ok = (result: unknown) => ({ success: true, errors: [], messages: [], result });
const failure = (code: number, message: string) => ({
  success: false,
  errors: [{ code, message }],
  messages: [],
});

/** Starts the fake with one zone; `records` are the zone's DNS records. */
export async function fakeCloudflareApi(
  zone: { id: string; name: string },
  records: FakeRecord[],
  permissions: string[],
): Promise<LocalServer & { state: FakeCloudflare }> {
  const state: FakeCloudflare = {
    permissions: new Set(permissions),
    zones: [zone],
    records: new Map([[zone.id, records]]),
    domains: [],
    redirects: new Map(),
    calls: [],
  };
  let nextId = 1;
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://api.test");
    const path = url.pathname.replace(/^\/client\/v4/, "");
    state.calls.push(`${req.method} ${path}`);
    let body = "";
    for await (const chunk of req) body += chunk;
    const send = (status: number, answer: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(answer));
    };
    const has = (p: string) =>
      state.permissions.has(p) || state.permissions.has(p.replace(/:read$/, ":edit"));
    const requires = (...needed: string[]) => {
      if (needed.every(has)) return true;
      send(403, failure(10000, "Authentication error"));
      return false;
    };
    if (req.headers.authorization !== "Bearer cut-over-test-token")
      return send(401, failure(1000, "Invalid API Token"));
    const dns = /^\/zones\/([^/]+)\/dns_records(?:\/([^/]+))?$/.exec(path);
    const domain = /^\/accounts\/acct-1\/workers\/domains(?:\/([^/]+))?$/.exec(path);
    const redirects = /^\/zones\/([^/]+)\/rulesets\/phases\/http_request_dynamic_redirect\/entrypoint$/.exec(
      path,
    );
    if (path === "/user/tokens/verify") return send(200, ok({ id: "tok", status: "active" }));
    if (path === "/zones" && requires("zone:read")) {
      return send(200, ok(state.zones.filter((z) => z.name === url.searchParams.get("name"))));
    }
    if (dns && requires(req.method === "GET" ? "dns:read" : "dns:edit")) {
      const list = state.records.get(dns[1] ?? "") ?? [];
      if (req.method === "GET") {
        const name = url.searchParams.get("name");
        return send(200, ok(name === null ? list : list.filter((r) => r.name === name)));
      }
      if (req.method === "DELETE") {
        state.records.set(
          dns[1] ?? "",
          list.filter((r) => r.id !== dns[2]),
        );
        return send(200, ok({ id: dns[2] }));
      }
      if (req.method === "POST") {
        const record = { ...JSON.parse(body), id: `rec-${nextId++}` } as FakeRecord;
        list.push(record);
        return send(200, ok(record));
      }
    }
    if (redirects && requires("redirect:edit")) {
      const zoneId = redirects[1] ?? "";
      if (req.method === "GET") {
        const rules = state.redirects.get(zoneId);
        // No entry point ruleset in the phase yet: Cloudflare answers 404.
        if (!rules)
          return send(
            404,
            failure(10003, "could not find entrypoint ruleset in the http_request_dynamic_redirect phase"),
          );
        return send(200, ok({ id: `rs-${zoneId}`, phase: "http_request_dynamic_redirect", rules }));
      }
      if (req.method === "PUT") {
        // Updating the entry point creates it when missing; rules without an id get one.
        const rules = ((JSON.parse(body) as { rules?: FakeRule[] }).rules ?? []).map((r) => ({
          ...r,
          id: r.id ?? `rule-${nextId++}`,
        }));
        state.redirects.set(zoneId, rules);
        return send(200, ok({ id: `rs-${zoneId}`, phase: "http_request_dynamic_redirect", rules }));
      }
    }
    if (domain && req.method === "GET" && requires("workers-scripts:read")) {
      const hostname = url.searchParams.get("hostname");
      return send(200, ok(state.domains.filter((d) => hostname === null || d.hostname === hostname)));
    }
    if (domain && requires("workers-scripts:edit", "workers-routes:edit")) {
      if (req.method === "PUT") {
        const wanted = JSON.parse(body) as { hostname: string; service: string; zone_id: string };
        const records = state.records.get(wanted.zone_id) ?? [];
        if (records.some((r) => r.name === wanted.hostname && address.has(r.type))) {
          return send(
            409,
            failure(
              100117,
              `Hostname '${wanted.hostname}' already has externally managed DNS records (A, CNAME, etc). Either delete them, try a different hostname, or use the option 'override_existing_dns_record' to override.`,
            ),
          );
        }
        const attached = { ...wanted, id: `dom-${nextId++}` };
        state.domains.push(attached);
        return send(200, ok(attached));
      }
      if (req.method === "DELETE") {
        state.domains = state.domains.filter((d) => d.id !== domain[1]);
        return send(200, ok(null));
      }
    }
    if (!res.headersSent) send(404, failure(7003, "Could not route to the requested path"));
  });
  return Object.assign(await listenLocally(server), { state });
}
