/**
 * @module What wrangler would take over when it attaches the environment's custom domains. Run
 * without a terminal, as the deploy runs it, wrangler 4.164 attaches them with
 * `override_existing_dns_record` and `override_existing_origin` set and asks nothing
 * (deploy-helpers' publish-routes.ts): an A, AAAA or CNAME record at the hostname (WordPress on
 * `www`) is deleted, another Worker's custom domain moved, and no copy kept. The deploy reads both
 * first, through the API, and stops before anything changes when either is there.
 */
import { cloudflareApi, permissions as need } from "./cloudflare-api.ts";
import { type CloudflareApi, isAddress, recordsAt, shown, zoneOf } from "./dns-records.ts";
import { envResources } from "./wrangler-toml.ts";

interface CustomDomain {
  id: string;
  hostname: string;
  service: string;
}

/** One line per record or other Worker's domain that attaching `hostnames` to `worker` would replace. */
export async function domainConflicts(
  api: CloudflareApi,
  account: string,
  worker: string,
  hostnames: string[],
): Promise<string[]> {
  const found: string[] = [];
  for (const hostname of hostnames) {
    const zone = await zoneOf(api, account, hostname);
    for (const record of (await recordsAt(api, zone.id, hostname, need.dnsRead)).filter(isAddress))
      found.push(`${hostname}: the DNS record ${shown(record)} would be deleted`);
    const domains = await api<CustomDomain[]>(
      `reading the custom domains on ${hostname}`,
      need.domainsRead,
      "GET",
      `/accounts/${account}/workers/domains?hostname=${encodeURIComponent(hostname)}`,
    );
    for (const domain of domains.filter((d) => d.hostname === hostname && d.service !== worker))
      found.push(`${hostname}: the custom domain of the Worker "${domain.service}" would move to ${worker}`);
  }
  return found;
}

/**
 * The deploy's check, printed: true when the environment's custom domains (wrangler.toml's routes)
 * take no one's place; false, with each conflict or what is missing named, when the deploy must stop.
 */
export async function domainsFree(toml: string, environment: string): Promise<boolean> {
  const token = process.env.CLOUDFLARE_API_TOKEN ?? "";
  const account = process.env.CLOUDFLARE_ACCOUNT_ID ?? "";
  const { workerName, domains } = envResources(toml, environment);
  if (!token || !account) {
    console.error(
      "\nNot deploying: CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID must be set (the deploy token, docs/operations.md §1): the deploy reads the custom domains' DNS records before wrangler could replace them. Nothing changed.",
    );
    return false;
  }
  let conflicts: string[];
  try {
    conflicts = await domainConflicts(cloudflareApi(token), account, workerName, domains);
  } catch (error) {
    console.error(`\n${error instanceof Error ? error.message : String(error)} Nothing changed.`);
    return false;
  }
  if (conflicts.length > 0) {
    console.error(
      `\nNot deploying: wrangler attaches ${domains.join(", ")} to ${workerName} without asking, and would replace what is there:\n${conflicts.map((c) => `  - ${c}`).join("\n")}\nNothing changed. Move a hostname that still serves the old site with \`npm run cut-over\` (docs/operations.md §13), or deploy first on a hostname of its own.`,
    );
    return false;
  }
  if (domains.length > 0)
    console.log(`Custom domains ${domains.join(", ")}: no DNS record or other Worker's domain in the way.`);
  return true;
}
