/**
 * @module A fake `wrangler` executable for provisioning and deploy tests: it records its arguments and
 * answers as wrangler 4 prints, from a state file: KV namespaces, D1 databases (`d1 list --json`,
 * `d1 create`), queues, secrets, and a worker's
 * versions and deployments (`deploy`, `versions upload`, `versions deploy <id>@<pct>…`,
 * `deployments status --json`, `rollback`, `triggers deploy`, `secret put`).
 */
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * One uploaded version; `script` is the entry point given to `wrangler deploy <script>`, if any;
 * `draft` marks the `fetch() {}` Worker that `wrangler secret put` creates when none exists.
 */
export interface FakeVersion {
  env: string;
  id: string;
  script?: string;
  draft?: boolean;
  /** The names of the secrets this version carries (`--secrets-file`, `versions secret put`). */
  secrets?: string[];
}

/** A deployment: which versions take what share of the traffic. */
export interface FakeDeployment {
  env: string;
  versions: { version_id: string; percentage: number }[];
}

export interface FakeAccount {
  /** Versions uploaded by `wrangler deploy` and `wrangler versions upload`, oldest first. */
  versions?: FakeVersion[];
  /** Deployments, oldest first; the last one of an environment is what its domain serves. */
  deployments?: FakeDeployment[];
  namespaces: { id: string; title: string }[];
  /** D1 databases, as `wrangler d1 list --json` gives them (the API's objects; `uuid` is the id). */
  databases: { uuid: string; name: string }[];
  queues: string[];
  /** Secret names per deployed worker environment; an absent key is a worker not deployed yet. */
  secrets: Record<string, string[]>;
  /**
   * Environments whose custom domain is attached: `wrangler deploy` and `wrangler triggers deploy`
   * attach the routes of wrangler.toml; `versions upload`, `versions deploy` and `secret put` do not.
   */
  routed?: Record<string, boolean>;
  /** When (ms since the epoch) each environment's custom domain was last attached. */
  attachedAt?: Record<string, number>;
}

export interface FakeWrangler {
  /** The directory to put first on PATH. */
  bin: string;
  /** Every call's arguments, in order. */
  calls(): string[][];
  account(): FakeAccount;
  /** Changes the account as another operator's wrangler would (a deploy from another machine). */
  change(edit: (account: FakeAccount) => void): void;
}

const script = String.raw`#!/usr/bin/env node
const fs = require("node:fs");
const path = require("node:path");
const dir = __dirname;
const args = process.argv.slice(2);
fs.appendFileSync(path.join(dir, "calls.jsonl"), JSON.stringify(args) + "\n");
const statePath = path.join(dir, "account.json");
const state = JSON.parse(fs.readFileSync(statePath, "utf8"));
const save = () => fs.writeFileSync(statePath, JSON.stringify(state));
const words = args.filter((a, i) => !a.startsWith("--") && !(args[i - 1] || "").startsWith("--"));
const flag = (name) => { const i = args.indexOf("--" + name); return i >= 0 ? args[i + 1] : undefined; };
const banner = "\n \u26c5\ufe0f wrangler 4.164.0\n\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\u2500\n";
const fail = (message) => { process.stderr.write("\u2718 [ERROR] " + message + "\n"); process.exit(1); };
const command = words.slice(0, 3).join(" ");
// The KEY=value lines of a --secrets-file, by name (wrangler reads .env and JSON files alike).
const secretsOf = () => {
  const file = flag("secrets-file");
  if (!file) return [];
  return fs.readFileSync(file, "utf8").split("\n").map((l) => /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=/.exec(l)).filter(Boolean).map((m) => m[1]);
};
// A domain attached already keeps its DNS record and certificate: only a new attachment waits for them.
const attach = () => {
  const env = flag("env") || "";
  if (!(state.routed || {})[env]) (state.attachedAt = state.attachedAt || {})[env] = Date.now();
  (state.routed = state.routed || {})[env] = true;
};
// The environment's newest version, and whether the latest deployment gives it all traffic.
const latestVersion = () => (state.versions || []).filter((v) => v.env === flag("env")).at(-1);
const fullyDeployed = (id) => {
  const live = (state.deployments || []).filter((d) => d.env === flag("env")).at(-1);
  return Boolean(live && live.versions.some((v) => v.version_id === id && v.percentage === 100));
};
const verb = words.slice(0, 2).join(" ");
if (command === "kv namespace list") {
  console.log(JSON.stringify(state.namespaces.map((n) => ({ ...n, supports_url_encoding: true })), null, "  "));
} else if (command === "kv namespace create") {
  const title = (flag("env") ? flag("env") + "-" : "") + words[3];
  if (state.namespaces.some((n) => n.title === title)) fail('A KV namespace with the title "' + title + '" already exists.');
  const id = require("node:crypto").randomBytes(16).toString("hex");
  state.namespaces.push({ id, title });
  save();
  console.log(banner + "Resource location: remote\n\ud83c\udf00 Creating namespace with title \"" + title + "\"\n\u2728 Success!\nTo access your new KV Namespace in your Worker, add the following snippet to your configuration file:\n[[kv_namespaces]]\nbinding = \"" + words[3].replace(/-/g, "_") + "\"\nid = \"" + id + "\"\n");
} else if (verb === "d1 list") {
  // wrangler 4.164 \`d1 list --json\`: no banner, the API's database objects as a JSON array.
  if (!args.includes("--json")) fail("the fake wrangler prints d1 list only with --json");
  console.log(JSON.stringify((state.databases || []).map((db) => ({ ...db, created_at: "2026-11-25T10:00:00.000Z", version: "production", num_tables: 0, file_size: 12288 })), null, 2));
} else if (verb === "d1 create") {
  // wrangler 4.164 \`d1 create <name>\`: the banner, then the binding snippet in the config file's
  // format (TOML for wrangler.toml), its binding the name with dashes as underscores.
  const name = words[2];
  if ((state.databases || []).some((db) => db.name === name)) fail("A database with that name already exists [code: 7502]");
  const uuid = require("node:crypto").randomUUID();
  (state.databases = state.databases || []).push({ uuid, name });
  save();
  const env = flag("env") ? ' in the "' + flag("env") + '" environment' : "";
  console.log(banner + "\u2705 Successfully created DB '" + name + "' in region WNAM\nCreated your new D1 database.\n\nTo access your new D1 Database in your Worker, add the following snippet to your configuration file" + env + ":\n[[d1_databases]]\nbinding = \"" + name.replace(/-/g, "_") + "\"\ndatabase_name = \"" + name + "\"\ndatabase_id = \"" + uuid + "\"\n");
} else if (words.slice(0, 2).join(" ") === "queues list") {
  const rows = state.queues.map((name, i) => [String(i + 1).padStart(32, "0"), name, "2026-11-25 10:00:00", "2026-11-25 10:00:00", "0", "0"]);
  const head = ["id", "name", "created_on", "modified_on", "producers", "consumers"];
  const widths = head.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c].length)) + 2);
  const line = (l, m, r) => l + widths.map((w) => "\u2500".repeat(w)).join(m) + r;
  const row = (cells) => "\u2502" + cells.map((cell, c) => (" " + cell).padEnd(widths[c])).join("\u2502") + "\u2502";
  console.log(banner + [line("\u250c", "\u252c", "\u2510"), row(head), ...rows.flatMap((r) => [line("\u251c", "\u253c", "\u2524"), row(r)]), line("\u2514", "\u2534", "\u2518")].join("\n"));
} else if (words.slice(0, 2).join(" ") === "queues create") {
  const name = words[2];
  if (state.queues.includes(name)) fail("Queue name '" + name + "' is already taken. Please use a different name and try again. [code: 11009]");
  state.queues.push(name);
  save();
  console.log(banner + "\ud83c\udf00 Creating queue '" + name + "'\n\u2705 Created queue '" + name + "'");
} else if (words.slice(0, 2).join(" ") === "secret list") {
  // wrangler 4.164 \`secret list\` (default --format json): the API's \`{ name, type }\` objects, never
  // a value; the worker's secrets, those a --secrets-file deploy carried included (they are additive).
  const carried = (latestVersion() || {}).secrets || [];
  const names = state.secrets[flag("env") || ""] || (latestVersion() ? [] : undefined);
  if (!names) fail('Worker "clinic-site"' + (flag("env") ? " (env: " + flag("env") + ")" : "") + " not found.\n\nIf this is a new Worker, run \`wrangler deploy\` first to create it.");
  console.log(JSON.stringify([...new Set([...names, ...carried])].map((name) => ({ name, type: "secret_text" })), null, "  "));
} else if (verb === "secret put") {
  // wrangler 4.164 \`secret put\` on a Worker that does not exist asks (or, without a terminal,
  // goes ahead) and creates a draft Worker, \`export default { fetch() {} }\`, deployed at 100 %
  // with no route, then stores the secret on it.
  const env = flag("env") || "";
  if (!(state.versions || []).some((v) => v.env === flag("env"))) {
    const id = require("node:crypto").randomUUID();
    (state.versions = state.versions || []).push({ env: flag("env"), id, draft: true });
    (state.deployments = state.deployments || []).push({ env: flag("env"), versions: [{ version_id: id, percentage: 100 }] });
    console.log(banner + "\ud83c\udf00 Creating the secret for the Worker \"clinic-site\"\n\ud83c\udf00 Creating new Worker \"clinic-site\"...");
  } else if (!fullyDeployed(latestVersion().id)) {
    // The API refuses a secret edit while the newest version is not the one deployed (code 10215:
    // after \`versions upload\`, so after any failed deploy); wrangler 4.164 (src/secret/index.ts)
    // turns it into this message.
    fail("Secret edit failed. You attempted to modify a secret, but the latest version of your Worker isn't currently deployed.\nThis limitation exists to prevent accidental deployment when using Worker versions and secrets together.\nTo resolve this, you have two options:\n(1) use the \`wrangler versions secret put\` instead, which allows you to update secrets without deploying; or\n(2) deploy the latest version first, then modify secrets.\nAlternatively, you can use the Cloudflare dashboard to modify secrets and deploy the version.");
  } else {
    // A secret edit on a deployed Worker makes a new version with the secret and deploys it at 100 %.
    const id = require("node:crypto").randomUUID();
    const from = latestVersion();
    state.versions.push({ ...from, id, secrets: [...new Set([...(from.secrets || []), words[2]])] });
    state.deployments.push({ env: flag("env"), versions: [{ version_id: id, percentage: 100 }] });
  }
  state.secrets[env] = [...new Set([...(state.secrets[env] || []), words[2]])];
  save();
  console.log("\u2728 Success! Uploaded secret " + words[2]);
} else if (command === "versions secret put") {
  // wrangler 4.164 \`versions secret put\`: a new version, its code, config and secrets copied from
  // the newest version plus this secret, deployed to no traffic ("even if the latest version is not
  // fully deployed", wrangler 3.62.0's release note).
  const from = latestVersion();
  if (!from) fail("This Worker does not exist on your account. [code: 10007]");
  const id = require("node:crypto").randomUUID();
  state.versions.push({ ...from, id, secrets: [...new Set([...(from.secrets || []), words[3]])] });
  save();
  console.log(banner + "\ud83c\udf00 Creating the secret for the Worker \"clinic-site\"\n\u2728 Success! Created version " + id + " with secret " + words[3] + ".\n\u27a1\ufe0f  To deploy this version with secret " + words[3] + " to production traffic use the command \"wrangler versions deploy\".");
} else if (words[0] === "deploy") {
  const id = require("node:crypto").randomUUID();
  (state.versions = state.versions || []).push({ env: flag("env"), id, secrets: secretsOf(), ...(words[1] ? { script: words[1] } : {}) });
  (state.deployments = state.deployments || []).push({ env: flag("env"), versions: [{ version_id: id, percentage: 100 }] });
  attach();
  save();
  console.log(banner + "Total Upload: 1005.68 KiB / gzip: 205.76 KiB\nUploaded clinic-site (2.31 sec)\nDeployed clinic-site triggers (0.52 sec)\nCurrent Version ID: " + id);
} else if (verb === "versions upload") {
  const id = require("node:crypto").randomUUID();
  (state.versions = state.versions || []).push({ env: flag("env"), id, secrets: secretsOf() });
  save();
  console.log(banner + "Total Upload: 1005.68 KiB / gzip: 205.76 KiB\nUploaded clinic-site (2.04 sec)\nWorker Version ID: " + id);
} else if (verb === "versions deploy") {
  const known = (state.versions || []).filter((v) => v.env === flag("env"));
  const specs = words.slice(2).map((spec) => { const [id, pct] = spec.split("@"); return { version_id: id, percentage: Number(String(pct).replace("%", "")) }; });
  for (const spec of specs) if (!known.some((v) => v.id === spec.version_id)) fail("Version " + spec.version_id + " not found [code: 10158]");
  const live = (state.deployments || []).filter((d) => d.env === flag("env"));
  // A worker's first deployment has nothing to split with: wrangler sends its version to all traffic.
  const versions = live.length === 0 ? [{ version_id: specs[0].version_id, percentage: 100 }] : specs;
  if (versions.reduce((sum, v) => sum + v.percentage, 0) !== 100) fail("Versions' percentages must add up to 100");
  (state.deployments = state.deployments || []).push({ env: flag("env"), versions });
  save();
  const summary = versions.map((v) => "version " + v.version_id + " at " + v.percentage + "%").join(" and ");
  console.log(banner + "\u2570  SUCCESS  Deployed clinic-site " + summary + " (1.12 sec)");
} else if (words.slice(0, 2).join(" ") === "deployments status") {
  const live = (state.deployments || []).filter((d) => d.env === flag("env"));
  if (!(state.versions || []).some((v) => v.env === flag("env"))) fail("This Worker does not exist on your account. [code: 10007]");
  if (live.length === 0) fail("The Worker clinic-site has no deployments.");
  const latest = live[live.length - 1];
  console.log(JSON.stringify({ id: "dep-" + live.length, source: "wrangler", strategy: "percentage", versions: latest.versions }, null, 2));
} else if (words[0] === "rollback") {
  const live = (state.deployments || []).filter((d) => d.env === flag("env"));
  let target = words[1];
  if (!target) {
    const stable = live.slice(0, -1).reverse().map((d) => d.versions.find((v) => v.percentage === 100)).find(Boolean);
    if (!stable) fail("Could not find stable Worker Version to rollback to. Please try again with an explicit Version ID.");
    target = stable.version_id;
  }
  state.deployments.push({ env: flag("env"), versions: [{ version_id: target, percentage: 100 }] });
  save();
  console.log(banner + "\u251c Starting rollback to " + target + "\n\u2570  SUCCESS  Worker Version " + target + " has been deployed to 100% of traffic.\n\nCurrent Version ID: " + target);
} else if (verb === "triggers deploy") {
  attach();
  save();
  console.log(banner + "Deployed clinic-site triggers (0.61 sec)");
} else {
  fail("the fake wrangler does not know: wrangler " + args.join(" "));
}
`;

/** Writes the fake into a new directory with `account` as the account's starting state. */
export function fakeWrangler(account: Partial<FakeAccount> = {}): FakeWrangler {
  const bin = mkdtempSync(path.join(tmpdir(), "fake-wrangler-"));
  const file = path.join(bin, "wrangler");
  writeFileSync(file, script);
  chmodSync(file, 0o755);
  writeFileSync(path.join(bin, "calls.jsonl"), "");
  writeFileSync(
    path.join(bin, "account.json"),
    JSON.stringify({ namespaces: [], databases: [], queues: [], secrets: {}, ...account }),
  );
  return {
    bin,
    calls: () =>
      readFileSync(path.join(bin, "calls.jsonl"), "utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as string[]),
    account: () => JSON.parse(readFileSync(path.join(bin, "account.json"), "utf8")) as FakeAccount,
    change: (edit) => {
      const file = path.join(bin, "account.json");
      const account = JSON.parse(readFileSync(file, "utf8")) as FakeAccount;
      edit(account);
      writeFileSync(file, JSON.stringify(account));
    },
  };
}
