/**
 * @module A local stand-in for a custom domain in front of a worker's versions: each request goes to
 * the version the latest deployment gives it (by its percentages), or to the version named by a
 * `Cloudflare-Workers-Version-Overrides` header when that version is in the deployment, as Cloudflare does.
 */
import http from "node:http";
import { type LocalServer, listenLocally } from "../../support/local-server.ts";
import type { FakeDeployment } from "./fake-wrangler.ts";

export interface VersionRouterOptions {
  /** The worker's name: an override names it (`clinic-site="<version id>"`). */
  worker: string;
  /** The deployment the domain serves now, or null before the first. */
  deployment(): FakeDeployment | null;
  /** The origin that runs a version. */
  backendOf(versionId: string): string;
  /** Whether the worker's custom domain is attached; until it is, the hostname reaches no worker. */
  routed?(): boolean;
  /**
   * How long after a version first appears in a deployment an override naming it starts to apply
   * (null: never); until then the request goes by the percentages, as at the edge.
   */
  overrideDelayMs?(): number | null;
  /** When the custom domain was last attached (ms since the epoch), or null. */
  attachedAt?(): number | null;
  /**
   * How long after an attachment the hostname starts to answer. Cloudflare creates the DNS record
   * and issues the certificate after the attachment ("Cloudflare will create DNS records and issue
   * necessary certificates on your behalf", Workers docs, Custom Domains); until both are done a
   * client gets no HTTP answer: here the connection is dropped, as a failed lookup or handshake ends it.
   */
  domainDelayMs?: number;
}

/** The version an override header asks for, when it names `worker` (a structured-field dictionary). */
function overrideOf(header: string | undefined, worker: string): string | null {
  for (const member of (header ?? "").split(",")) {
    const match = /^\s*([a-z0-9-]+)="([^"]+)"\s*$/i.exec(member);
    if (match?.[1] === worker) return match[2] ?? null;
  }
  return null;
}

/** Picks a version by the deployment's percentages (a version at 0 % is never picked). */
function byPercentage(deployment: FakeDeployment): string {
  let roll = Math.random() * 100;
  for (const { version_id, percentage } of deployment.versions) {
    if (percentage > 0 && roll < percentage) return version_id;
    roll -= percentage;
  }
  return deployment.versions.find((v) => v.percentage > 0)?.version_id ?? "";
}

/** Starts the router on a free port; every answer carries `x-served-by-version`, for the tests to read. */
export function versionRouter(options: VersionRouterOptions): Promise<LocalServer> {
  /** When each version was first seen in a deployment, for the override's delay. */
  const seenAt = new Map<string, number>();
  const overrideApplies = (version: string) => {
    const delay = options.overrideDelayMs ? options.overrideDelayMs() : 0;
    return delay !== null && Date.now() - (seenAt.get(version) ?? Date.now()) >= delay;
  };
  const server = http.createServer((req, res) => {
    const attached = options.attachedAt?.() ?? null;
    if (attached !== null && Date.now() - attached < (options.domainDelayMs ?? 0)) {
      req.socket.destroy();
      return;
    }
    const deployment = options.deployment();
    for (const { version_id } of deployment?.versions ?? [])
      if (!seenAt.has(version_id)) seenAt.set(version_id, Date.now());
    if (!deployment || (options.routed && !options.routed())) {
      res.writeHead(404, { "content-type": "text/plain" });
      res.end("No worker is deployed on this hostname.");
      return;
    }
    const asked = overrideOf(req.headers["cloudflare-workers-version-overrides"] as string, options.worker);
    const version =
      asked && deployment.versions.some((v) => v.version_id === asked) && overrideApplies(asked)
        ? asked
        : byPercentage(deployment);
    const target = new URL(options.backendOf(version));
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: target.host },
      },
      (answer) => {
        // The worker's x-version comes from its own version metadata: here, the version routed to.
        const named = answer.headers["x-version"] === undefined ? {} : { "x-version": version };
        res.writeHead(answer.statusCode ?? 502, {
          ...answer.headers,
          ...named,
          "x-served-by-version": version,
        });
        answer.pipe(res);
      },
    );
    upstream.on("error", (error) => res.destroy(error));
    req.pipe(upstream);
  });
  return listenLocally(server);
}
