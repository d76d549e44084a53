/**
 * @module What wrangler would take over when it attaches the environment's custom domains. Run
 * without a terminal, as the deploy runs it, wrangler 4.164 attaches them with
 * `override_existing_dns_record` and `override_existing_origin` set and asks nothing
 * (deploy-helpers' publish-routes.ts): an A, AAAA or CNAME record at the hostname (WordPress on
 * `www`) is deleted, another Worker's custom domain moved, and no copy kept. The deploy reads both
 * first, through the API, and stops before anything changes when either is there.
 */
import { permissions as need } from "./cloudflare-api.ts";
import { type CloudflareApi, isAddress, recordsAt, shown, zoneOf } from "./dns-records.ts";

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
