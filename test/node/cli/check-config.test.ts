/**
 * @module `npm run check-config -- --env production` on a copy of today's wrangler.toml, then on the
 * same copy filled in; and with secrets the deployed worker holds (a fake wrangler's `secret list`,
 * names only), so CI checks a site with the bot check on without any secret's value.
 */
import assert from "node:assert/strict";
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, it } from "node:test";
import { deployCommands, deployPermissions } from "../../../scripts/token-permissions.ts";
import { clinicToml, writeConfig } from "../support/clinic-config.ts";
import { fakeWrangler } from "../support/fake-wrangler.ts";
import { runScript } from "../support/run-script.ts";

const opsToken = "check-config-test-token-0123456789";
const withPath = (bin: string) => ({ PATH: `${bin}${path.delimiter}${process.env.PATH}` });

/** check-config with the fake wrangler first on PATH; `env` replaces the shell's secrets. */
const checkConfig = (
  config: string,
  bin: string,
  env: Record<string, string> = { OPS_TOKEN: opsToken },
  extra: string[] = [],
) =>
  runScript("scripts/check-config.ts", ["--env", "production", "--config", config, ...extra], {
    OPS_TOKEN: "",
    BOT_CHECK_SECRET: "",
    ...withPath(bin),
    ...env,
  });

/** The filled-in configuration with the bot check's public half set in [env.production.vars]. */
const withBotCheck = () =>
  writeConfig(
    clinicToml().replace(
      '[env.production.vars]\nENVIRONMENT = "production"',
      '[env.production.vars]\nENVIRONMENT = "production"\nBOT_CHECK_SITE_KEY = "6LcAlderValleySiteKey"',
    ),
  );

describe("npm run check-config -- --env production", () => {
  it("fails on today's wrangler.toml with one line per placeholder", async () => {
    const fake = fakeWrangler();
    const { status, out } = await checkConfig(writeConfig(readFileSync("wrangler.toml", "utf8")), fake.bin);
    assert.equal(status, 1, out);
    const lines = out.split("\n").filter((line) => line.startsWith("  - "));
    for (const expected of [
      "[env.production] still routes the placeholder hostname www.clinic.example.org",
      `BRAND_NAME in [env.production.vars] is the demo clinic's "Riverbend Community Health"`,
      "CMS_ORIGIN in [env.production.vars] is a placeholder (https://cms.clinic.example.org)",
      "SITE_URL in [env.production.vars] is a placeholder (https://www.clinic.example.org)",
      "PATIENT_PORTAL_URL in [env.production.vars] is a placeholder (https://portal.example.org/)",
      "EMPLOYEE_PORTAL_URL in [env.production.vars] is a placeholder (https://training.example.org/)",
      "DONATION_URL in [env.production.vars] is a placeholder (https://donate.example.org/)",
      "SECURITY_CONTACT in [env.production.vars] is at a placeholder domain (mailto:security@clinic.example.org)",
      "the CMS_EVENTS_DB D1 database of [env.production] has no database_id: run `npm run provision -- --env production`",
    ]) {
      assert.equal(lines.filter((line) => line.includes(expected)).length, 1, `${expected}\n${out}`);
    }
    assert.equal(lines.filter((line) => /placeholder|demo clinic/.test(line)).length, 8, out);
  });

  it("passes once every placeholder is replaced by the clinic's own values", async () => {
    const fake = fakeWrangler();
    const { status, out } = await checkConfig(writeConfig(clinicToml()), fake.bin);
    assert.equal(status, 0, out);
    assert.match(out, /^Configuration for production is complete\.$/m);
    assert.match(out, /^The worker is not deployed yet: its secrets come from the secrets file/m);
  });

  it("takes the secrets the deployed worker holds by name, with no value on this machine (CI with the bot check on)", async () => {
    const config = withBotCheck();
    const fake = fakeWrangler({ secrets: { production: ["OPS_TOKEN", "BOT_CHECK_SECRET"] } });
    const { status, out } = await checkConfig(config, fake.bin, {});
    assert.equal(status, 0, out);
    assert.match(out, /^Secrets the deployed worker has \(names only\): OPS_TOKEN, BOT_CHECK_SECRET$/m);
    const listed = fake.calls().filter((args) => args[0] === "secret");
    assert.deepEqual(
      listed.map((args) => args.slice(0, 4)),
      [["secret", "list", "--env", "production"]],
    );

    // Without the account (or with a worker that lacks it), the missing half is named.
    const offline = await checkConfig(config, fake.bin, {}, ["--offline"]);
    assert.equal(offline.status, 1, offline.out);
    assert.match(offline.out, /- OPS_TOKEN is missing/);
    assert.match(offline.out, /- BOT_CHECK_SITE_KEY is set without BOT_CHECK_SECRET/);
    const lacking = fakeWrangler({ secrets: { production: ["OPS_TOKEN"] } });
    const half = await checkConfig(config, lacking.bin, {});
    assert.equal(half.status, 1, half.out);
    assert.match(half.out, /- BOT_CHECK_SITE_KEY is set without BOT_CHECK_SECRET/);
    assert.doesNotMatch(half.out, /OPS_TOKEN is missing/);
  });

  it("takes a secret from the secrets file for a worker not deployed yet, and still checks a value it is given", async () => {
    const config = withBotCheck();
    const fake = fakeWrangler();
    const file = path.join(mkdtempSync(path.join(tmpdir(), "check-config-")), ".secrets.production");
    writeFileSync(file, `OPS_TOKEN=${opsToken}\nBOT_CHECK_SECRET=bot-check-secret\n`);
    const first = await checkConfig(config, fake.bin, {}, ["--secrets-file", file]);
    assert.equal(first.status, 0, first.out);
    writeFileSync(file, "OPS_TOKEN=short\nBOT_CHECK_SECRET=bot-check-secret\n");
    const short = await checkConfig(config, fake.bin, {}, ["--secrets-file", file]);
    assert.equal(short.status, 1, short.out);
    assert.match(short.out, /- OPS_TOKEN is invalid \(expected at least 24 characters\)/);
  });

  it("says when the account cannot be read, checks the rest, and names the deploy token's permissions", async () => {
    const bin = mkdtempSync(path.join(tmpdir(), "wrangler-denied-"));
    const denied = path.join(bin, "wrangler");
    writeFileSync(
      denied,
      '#!/bin/sh\necho "✘ [ERROR] A request to the Cloudflare API failed. Authentication error [code: 10000]" >&2\nexit 1\n',
    );
    chmodSync(denied, 0o755);
    const { status, out } = await checkConfig(writeConfig(clinicToml()), bin);
    assert.equal(status, 0, out);
    assert.match(
      out,
      /Warning \(production\): wrangler secret list failed \(the API token needs Account → Workers Scripts → Edit\): .*code: 10000.*; only the shell and the secrets file were checked\./,
    );
    assert.match(out, new RegExp(`^The deploy's API token needs: ${deployPermissions.join("; ")}\\.$`, "m"));
    assert.match(out, /Account → Queues → Edit/);
  });
});

describe("the deploy API token's permissions", () => {
  it("name every wrangler command the deploy runs", () => {
    const source = readFileSync("scripts/deploy-wrangler.ts", "utf8");
    const commands = [
      ...source.matchAll(/(?:wrangler\(\[|const args = \[)\s*"([a-z]+)"(?:,\s*"([a-z]+)")?/g),
    ].map(([, first, second]) =>
      second && `${first} ${second}` in deployCommands ? `${first} ${second}` : String(first),
    );
    assert.ok(commands.length >= 6, commands.join(", "));
    for (const command of commands)
      assert.ok(command in deployCommands, `no permissions listed for ${command}`);
    for (const command of ["versions upload", "triggers deploy", "deploy"])
      assert.ok(deployCommands[command]?.includes("Account → Queues → Edit"), command);
  });
});
