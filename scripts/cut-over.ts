/**
 * @module `npm run cut-over -- --env production --hostname www.clinic.org [--hostname clinic.org]`:
 * moves hostnames from the old site to the worker as custom domains. Only a hostname's address
 * records (A, AAAA, CNAME: WordPress's) are saved to a file, deleted, and the custom domain attached
 * in their place (Cloudflare refuses a custom domain over them: code 100117); MX, TXT (SPF, DKIM),
 * CAA, SRV and NS records are never touched, so the clinic's email keeps working. The zone's apex,
 * when it is not the canonical host, redirects to it (301) by a redirect rule. `--rollback` undoes it all.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { setRedirect } from "./apex-redirect.ts";
import { CloudflareError, cloudflareApi, permissions as need } from "./cloudflare-api.ts";
import { deployedVars } from "./config-check.ts";
import { type DnsRecord, isAddress, recordsAt, shown, zoneOf } from "./dns-records.ts";
import { envResources } from "./wrangler-toml.ts";

interface Saved {
  hostname: string;
  zoneId: string;
  /** The address records the custom domain took the place of. */
  records: Omit<DnsRecord, "id">[];
  /** True once the records were deleted (only then does a rollback create them again). */
  replaced: boolean;
  domainId: string | null;
  /** The canonical host the hostname was redirected to, if it was. */
  redirectedTo?: string | null;
}

const { values } = parseArgs({
  options: {
    env: { type: "string" },
    hostname: { type: "string", multiple: true },
    /** The host the apex redirects to; SITE_URL's by default. */
    canonical: { type: "string" },
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
    "usage: CLOUDFLARE_API_TOKEN=… CLOUDFLARE_ACCOUNT_ID=… npm run cut-over -- --env production --hostname www.clinic.org [--hostname clinic.org] [--canonical www.clinic.org] [--rollback]",
  );
  process.exit(2);
}
const environment = values.env;
const stateFile = values["state-file"] ?? `.cut-over.${environment}.json`;
const api = cloudflareApi(token);
const toml = readFileSync(values.config, "utf8");
const worker = envResources(toml, environment).workerName;
const siteUrl = deployedVars(toml, environment, {}).SITE_URL;
const canonical = values.canonical ?? (typeof siteUrl === "string" && siteUrl ? new URL(siteUrl).host : null);
const step = (what: string, permission: string) => console.log(`\n• ${what}  (token: ${permission})`);
const save = (saved: Saved[]) => writeFileSync(stateFile, JSON.stringify(saved, null, 2));

/** Attaches `hostname` to the worker as a custom domain; its id. */
const attach = (hostname: string, zoneId: string) =>
  api<{ id: string }>(
    `attaching ${hostname} to ${worker}`,
    need.customDomains,
    "PUT",
    `/accounts/${account}/workers/domains`,
    { hostname, service: worker, environment: "production", zone_id: zoneId },
  );

async function cutOver(): Promise<void> {
  step("checking the API token", need.verify);
  await api("verifying the token", need.verify, "GET", "/user/tokens/verify");
  const saved: Saved[] = existsSync(stateFile) ? JSON.parse(readFileSync(stateFile, "utf8")) : [];
  for (const hostname of hostnames) {
    step(`finding the zone and DNS records of ${hostname}`, `${need.zoneRead}; ${need.dnsEdit}`);
    const zone = await zoneOf(api, account, hostname);
    const all = await recordsAt(api, zone.id, hostname);
    const records = all.filter(isAddress);
    const kept = all.filter((r) => !isAddress(r));
    console.log(
      records.length === 0
        ? `${hostname} has no A, AAAA or CNAME record in ${zone.name}.`
        : `${hostname} points at: ${records.map(shown).join(", ")}`,
    );
    if (kept.length > 0)
      console.log(
        `Left as they are (mail, certificates, other services):\n${kept.map((r) => `  ${shown(r)}`).join("\n")}`,
      );
    const entry: Saved = {
      hostname,
      zoneId: zone.id,
      records: records.map(({ id: _id, ...rest }) => rest),
      replaced: false,
      domainId: null,
    };
    saved.push(entry);
    save(saved);
    step(`attaching ${hostname} to the worker ${worker}`, need.customDomains);
    try {
      entry.domainId = (await attach(hostname, zone.id)).id;
    } catch (error) {
      if (!(error instanceof CloudflareError && error.codes.includes(100117))) throw error;
      console.log(
        `Cloudflare refuses a custom domain over an existing A, AAAA or CNAME record (code 100117). They are saved in ${stateFile}; deleting them and attaching at once (a few seconds without an answer).`,
      );
      step(`deleting the A, AAAA and CNAME records of ${hostname}`, need.dnsEdit);
      for (const record of records) {
        await api(
          `deleting ${shown(record)}`,
          need.dnsEdit,
          "DELETE",
          `/zones/${zone.id}/dns_records/${record.id}`,
        );
        console.log(`deleted ${shown(record)}`);
      }
      entry.replaced = true;
      save(saved);
      entry.domainId = (await attach(hostname, zone.id)).id;
    }
    save(saved);
    console.log(
      `${hostname} → ${worker} (custom domain ${entry.domainId}); its certificate follows within minutes.`,
    );
    if (hostname === zone.name && canonical && canonical !== hostname) {
      step(`redirecting ${hostname} to https://${canonical} (301, path and query kept)`, need.redirects);
      await setRedirect(api, zone.id, worker, hostname, canonical);
      entry.redirectedTo = canonical;
      save(saved);
      console.log(`https://${hostname}/… → 301 https://${canonical}/…`);
    }
  }
  console.log(
    `\nCut over. Next: npm run smoke -- --env ${environment} --url https://${hostnames[0]}. To undo: npm run cut-over -- --env ${environment} --rollback (keep ${stateFile}).`,
  );
}

async function rollBack(): Promise<void> {
  if (!existsSync(stateFile)) throw new Error(`${stateFile} is missing: it holds the records to put back`);
  const saved = JSON.parse(readFileSync(stateFile, "utf8")) as Saved[];
  for (const entry of saved.reverse()) {
    if (entry.redirectedTo) {
      step(`removing the redirect of ${entry.hostname}`, need.redirects);
      await setRedirect(api, entry.zoneId, worker, entry.hostname, null);
    }
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
    step(`putting back the A, AAAA and CNAME records of ${entry.hostname}`, need.dnsEdit);
    for (const record of entry.records.filter(isAddress)) {
      await api(
        `creating ${shown(record)}`,
        need.dnsEdit,
        "POST",
        `/zones/${entry.zoneId}/dns_records`,
        record,
      );
      console.log(`created ${shown(record)}`);
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
