/**
 * @module What the Cloudflare API token must allow: each wrangler command the deploy and check-config
 * run, with the permissions wrangler 4.164 uses for it (read from its source: a versions upload lists
 * the queues the config names, a deploy of the holding page or its triggers also sets the queue
 * consumers and attaches the custom domain). Provision alone creates KV namespaces and D1 databases.
 */

/** A permission as the dashboard names it (My Profile → API Tokens → Custom token). */
export type Permission =
  | "Account → Workers Scripts → Edit"
  | "Account → Queues → Edit"
  | "Account → Workers KV Storage → Edit"
  | "Account → D1 → Edit"
  | "Zone → Workers Routes → Edit"
  | "Zone → Zone → Read"
  | "Zone → DNS → Read";

/** Each wrangler command (its first words) the deploy runs, and what it needs. */
export const deployCommands: Record<string, readonly Permission[]> = {
  // check-config: the names of the worker's secrets (never their values).
  "secret list": ["Account → Workers Scripts → Edit"],
  "deployments status": ["Account → Workers Scripts → Edit"],
  // The holding page: the script, its queue consumers, its custom domain.
  deploy: [
    "Account → Workers Scripts → Edit",
    "Account → Queues → Edit",
    "Zone → Workers Routes → Edit",
    "Zone → Zone → Read",
  ],
  // Checks that every queue the config names exists before it uploads.
  "versions upload": ["Account → Workers Scripts → Edit", "Account → Queues → Edit"],
  "versions deploy": ["Account → Workers Scripts → Edit"],
  rollback: ["Account → Workers Scripts → Edit"],
  // The cron, the queue consumers and the custom domain of the version now live.
  "triggers deploy": [
    "Account → Workers Scripts → Edit",
    "Account → Queues → Edit",
    "Zone → Workers Routes → Edit",
    "Zone → Zone → Read",
  ],
};

/** Provision's commands: it creates what the deploy then binds by id. */
export const provisionPermissions: readonly Permission[] = [
  "Account → Workers KV Storage → Edit",
  "Account → D1 → Edit",
  "Account → Queues → Edit",
  "Account → Workers Scripts → Edit",
];

/** The deploy's own API reads before wrangler runs (scripts/deploy-domains.ts): the custom domains' DNS records and Workers domains. */
export const deployApiReads: readonly Permission[] = [
  "Zone → DNS → Read",
  "Account → Workers Scripts → Edit",
];

/** Every permission the deploy's token needs, once each, in the table's order. */
export const deployPermissions: readonly Permission[] = [
  ...new Set([...Object.values(deployCommands).flat(), ...deployApiReads]),
];
