/** @module The shipped wrangler.toml as a clinic fills it in (its own domains, name, KV and D1 ids), written to a temporary file. */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { envResources, withD1Id, withKvId } from "../../../scripts/wrangler-toml.ts";

/** Today's wrangler.toml with every placeholder replaced by the clinic's own values. */
export function clinicToml(): string {
  const toml = readFileSync("wrangler.toml", "utf8")
    .replaceAll("clinic.example.org", "alder-valley-clinic.org")
    .replaceAll(/https:\/\/(portal|training|donate)\.example\.org\//g, "https://$1.alder-valley-clinic.org/")
    .replaceAll('BRAND_NAME = "Riverbend Community Health"', 'BRAND_NAME = "Alder Valley Community Clinic"');
  // Provisioned: every KV namespace and D1 database of both environments has an id.
  let provisioned = toml;
  for (const env of ["staging", "production"]) {
    for (const [index, { binding }] of envResources(toml, env).kv.entries()) {
      provisioned = withKvId(
        provisioned,
        env,
        binding,
        `0f2ac74b498b48028cb68387c421e2${index}${env.length}`,
      );
    }
    for (const [index, { binding }] of envResources(toml, env).d1.entries()) {
      provisioned = withD1Id(
        provisioned,
        env,
        binding,
        `7c0e2a91-4b5d-4e8f-9a1b-2c3d4e5f6${index}${String(env.length).padStart(2, "0")}`,
      );
    }
  }
  return provisioned;
}

/** Writes `toml` to wrangler.toml in a new temporary directory; its path. */
export function writeConfig(toml: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "clinic-config-")), "wrangler.toml");
  writeFileSync(file, toml);
  return file;
}
