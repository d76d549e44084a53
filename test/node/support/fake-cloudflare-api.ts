/**
 * @module A local fake of the Cloudflare v4 API calls the cut-over makes: token verify, zones, DNS
 * records and Workers custom domains, with the token's permissions enforced (403, code 10000) and a
 * custom domain refused over an existing record (409, code 100117), as Cloudflare answers.
 */
import http from "node:http";
import { type LocalServer, listenLocally } from "../../support/local-server.ts";

export interface FakeRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  proxied?: boolean;
}

export interface FakeCloudflare {
  /** The permissions the token has: "zone:read", "dns:edit", "workers-scripts:edit", "workers-routes:edit". */
  permissions: Set<string>;
  zones: { id: string; name: string }[];
  records: Map<string, FakeRecord[]>;
  domains: { id: string; hostname: string; service: string; zone_id: string }[];
  /** Every call as "METHOD path". */
  calls: string[];
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
    const requires = (...needed: string[]) => {
      if (needed.every((p) => state.permissions.has(p))) return true;
      send(403, failure(10000, "Authentication error"));
      return false;
    };
    if (req.headers.authorization !== "Bearer cut-over-test-token")
      return send(401, failure(1000, "Invalid API Token"));
    const dns = /^\/zones\/([^/]+)\/dns_records(?:\/([^/]+))?$/.exec(path);
    const domain = /^\/accounts\/acct-1\/workers\/domains(?:\/([^/]+))?$/.exec(path);
    if (path === "/user/tokens/verify") return send(200, ok({ id: "tok", status: "active" }));
    if (path === "/zones" && requires("zone:read")) {
      return send(200, ok(state.zones.filter((z) => z.name === url.searchParams.get("name"))));
    }
    if (dns && requires("dns:edit")) {
      const list = state.records.get(dns[1] ?? "") ?? [];
      if (req.method === "GET")
        return send(200, ok(list.filter((r) => r.name === url.searchParams.get("name"))));
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
    if (domain && requires("workers-scripts:edit", "workers-routes:edit")) {
      if (req.method === "PUT") {
        const wanted = JSON.parse(body) as { hostname: string; service: string; zone_id: string };
        if ((state.records.get(wanted.zone_id) ?? []).some((r) => r.name === wanted.hostname)) {
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
