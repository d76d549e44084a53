/**
 * @module `npm run cut-over -- --env production --hostname www.clinic.org [--hostname clinic.org]`:
 * moves hostnames from the old site to the worker as custom domains. A hostname's existing DNS
 * records (WordPress's) are saved to a file, deleted, and the custom domain attached in their place
 * (Cloudflare refuses a custom domain over a record: code 100117). `--rollback` detaches the custom
 * domains and puts the saved records back.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { CloudflareError, cloudflareApi, permissions as need } from "./cloudflare-api.ts";
import { envResources } from "./wrangler-toml.ts";

interface DnsRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  proxied?: boolean;
  ttl?: number;
}
interface Saved {
  hostname: string;
  zoneId: string;
  records: Omit<DnsRecord, "id">[];
  /** True once the records were deleted (only then does a rollback create them again). */
  replaced: boolean;
  domainId: string | null;
}

const { values } = parseArgs({
  options: {
    env: { type: "string" },
    hostname: { type: "string", multiple: true },
    config: { type: "string", default: "wrangler.toml" },
    "state-file": { type: "string" },
    rollback: { type: "boolean", default: false },
  },
});
const token = process.env.CLOUDFLARE_API_TOKEN ?? "";
const account = process.env.CLOUDFLARE_ACCOUNT_ID ?? "";
const hostnames = values.hostname ?? [];
if (!values.env || (!values.rollback && hostnames.length === 0) || !token || !account) {
  console.error(
    "usage: CLOUDFLARE_API_TOKEN=… CLOUDFLARE_ACCOUNT_ID=… npm run cut-over -- --env production --hostname www.clinic.org [--hostname clinic.org] [--rollback]",
  );
  process.exit(2);
}
const environment = values.env;
const stateFile = values["state-file"] ?? `.cut-over.${environment}.json`;
const api = cloudflareApi(token);
const worker = envResources(readFileSync(values.config, "utf8"), environment).workerName;
const step = (what: string, permission: string) => console.log(`\n• ${what}  (token: ${permission})`);

/** The zone a hostname belongs to: the longest of its suffixes that is a zone on the account. */
async function zoneOf(hostname: string): Promise<{ id: string; name: string }> {
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

/** Attaches `hostname` to the worker as a custom domain; its id. */
const attach = (hostname: string, zoneId: string) =>
  api<{ id: string }>(
    `attaching ${hostname} to ${worker}`,
    need.customDomains,
    "PUT",
    `/accounts/${account}/workers/domains`,
    {
      hostname,
      service: worker,
      environment: "production",
      zone_id: zoneId,
    },
  );

async function cutOver(): Promise<void> {
  step("checking the API token", need.verify);
  await api("verifying the token", need.verify, "GET", "/user/tokens/verify");
  const saved: Saved[] = existsSync(stateFile) ? JSON.parse(readFileSync(stateFile, "utf8")) : [];
  for (const hostname of hostnames) {
    step(`finding the zone and DNS records of ${hostname}`, `${need.zoneRead}; ${need.dnsEdit}`);
    const zone = await zoneOf(hostname);
    const records = await api<DnsRecord[]>(
      `reading the DNS records of ${hostname}`,
      need.dnsEdit,
      "GET",
      `/zones/${zone.id}/dns_records?name=${encodeURIComponent(hostname)}`,
    );
    console.log(
      records.length === 0
        ? `${hostname} has no DNS record in ${zone.name}.`
        : `${hostname} now: ${records.map((r) => `${r.type} ${r.content}${r.proxied ? " (proxied)" : ""}`).join(", ")}`,
    );
    const entry: Saved = {
      hostname,
      zoneId: zone.id,
      records: records.map(({ id: _id, ...rest }) => rest),
      replaced: false,
      domainId: null,
    };
    saved.push(entry);
    writeFileSync(stateFile, JSON.stringify(saved, null, 2));
    step(`attaching ${hostname} to the worker ${worker}`, need.customDomains);
    try {
      entry.domainId = (await attach(hostname, zone.id)).id;
    } catch (error) {
      if (!(error instanceof CloudflareError && error.codes.includes(100117))) throw error;
      console.log(
        `Cloudflare refuses a custom domain over an existing record (code 100117). The records are saved in ${stateFile}; deleting them and attaching at once (a few seconds without an answer).`,
      );
      step(`deleting the old records of ${hostname}`, need.dnsEdit);
      for (const record of records) {
        await api(
          `deleting ${record.type} ${hostname}`,
          need.dnsEdit,
          "DELETE",
          `/zones/${zone.id}/dns_records/${record.id}`,
        );
      }
      entry.replaced = true;
      writeFileSync(stateFile, JSON.stringify(saved, null, 2));
      entry.domainId = (await attach(hostname, zone.id)).id;
    }
    writeFileSync(stateFile, JSON.stringify(saved, null, 2));
    console.log(
      `${hostname} → ${worker} (custom domain ${entry.domainId}); its certificate follows within minutes.`,
    );
  }
  console.log(
    `\nCut over. Next: npm run smoke -- --env ${environment} --url https://${hostnames[0]}. To undo: npm run cut-over -- --env ${environment} --rollback (keep ${stateFile}).`,
  );
}

async function rollBack(): Promise<void> {
  if (!existsSync(stateFile)) throw new Error(`${stateFile} is missing: it holds the records to put back`);
  const saved = JSON.parse(readFileSync(stateFile, "utf8")) as Saved[];
  for (const entry of saved.reverse()) {
    if (entry.domainId) {
      step(`detaching ${entry.hostname} from the worker`, need.customDomains);
      await api(
        `detaching ${entry.hostname}`,
        need.customDomains,
        "DELETE",
        `/accounts/${account}/workers/domains/${entry.domainId}`,
      );
    }
    if (!entry.replaced) continue;
    step(`putting back the DNS records of ${entry.hostname}`, need.dnsEdit);
    for (const record of entry.records) {
      await api(
        `creating ${record.type} ${entry.hostname}`,
        need.dnsEdit,
        "POST",
        `/zones/${entry.zoneId}/dns_records`,
        record,
      );
      console.log(`${record.type} ${record.name} → ${record.content}`);
    }
  }
  writeFileSync(stateFile, "[]\n");
  console.log("\nRolled back: the hostnames point where they pointed before the cut-over.");
}

try {
  await (values.rollback ? rollBack() : cutOver());
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}`);
  console.error(`Nothing after this step was done; what was saved is in ${stateFile}.`);
  process.exit(1);
}
