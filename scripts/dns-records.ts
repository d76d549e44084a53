/**
 * @module A zone's DNS records as the cut-over and the deploy read them: which zone holds a
 * hostname, the records at it, and which of them a Workers custom domain takes the place of.
 */
import { type cloudflareApi, permissions as need } from "./cloudflare-api.ts";

export type CloudflareApi = ReturnType<typeof cloudflareApi>;

export interface DnsRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  proxied?: boolean;
  ttl?: number;
  priority?: number;
}

/**
 * The address records a custom domain replaces: Cloudflare refuses one over "externally managed DNS
 * records (A, CNAME, etc)" (code 100117), and `override_existing_dns_record` deletes them. Nothing
 * else at the hostname is the site's: MX and TXT (SPF, DKIM, DMARC) carry the clinic's email, CAA
 * which authorities may issue its certificates, SRV and NS other services. They stay as they are.
 */
export const addressTypes: ReadonlySet<string> = new Set(["A", "AAAA", "CNAME"]);

export const isAddress = (record: Pick<DnsRecord, "type">) => addressTypes.has(record.type);

/** One record as a line of the log. */
export const shown = (r: Omit<DnsRecord, "id">) =>
  `${r.type} ${r.name} ${r.priority === undefined ? "" : `${r.priority} `}${r.content}${r.proxied ? " (proxied)" : ""}`;

/** The zone a hostname belongs to: the longest of its suffixes that is a zone on the account. */
export async function zoneOf(
  api: CloudflareApi,
  account: string,
  hostname: string,
): Promise<{ id: string; name: string }> {
  const labels = hostname.split(".");
  for (let i = 0; i < labels.length - 1; i++) {
    const name = labels.slice(i).join(".");
    const zones = await api<{ id: string; name: string }[]>(
      `finding the zone of ${hostname}`,
      need.zoneRead,
      "GET",
      `/zones?name=${encodeURIComponent(name)}&account.id=${encodeURIComponent(account)}`,
    );
    if (zones[0]) return zones[0];
  }
  throw new Error(`no zone on this account holds ${hostname}: add the domain to Cloudflare first`);
}

/** Every DNS record at exactly `hostname`, of every type. */
export const recordsAt = (
  api: CloudflareApi,
  zoneId: string,
  hostname: string,
  permission: string = need.dnsEdit,
) =>
  api<DnsRecord[]>(
    `reading the DNS records of ${hostname}`,
    permission,
    "GET",
    `/zones/${zoneId}/dns_records?name=${encodeURIComponent(hostname)}`,
  );
