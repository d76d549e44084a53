/**
 * @module `npm run provision -- --env staging|production`: creates the environment's KV namespaces (the
 * cache and the dead-letter store), D1 database (CMS_EVENTS_DB) and queues with wrangler's own commands
 * (only those missing), writes the namespace and database ids into wrangler.toml, and lists the
 * secrets still to set. Running it again creates nothing.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { secretNames, secretPutCommand } from "./config-check.ts";
import { envResources, withD1Id, withKvId } from "./wrangler-toml.ts";

const { values } = parseArgs({
  options: { env: { type: "string" }, config: { type: "string", default: "wrangler.toml" } },
});
const environment = values.env ?? "";
if (!/^[a-z][a-z0-9-]*$/.test(environment)) {
  console.error("usage: npm run provision -- --env staging|production [--config wrangler.toml]");
  process.exit(2);
}
const configPath = values.config;

/** Runs `wrangler …` (the one on PATH) and returns its output; stops with its message when it fails. */
function wrangler(args: string[], { allowFailure = false } = {}): { ok: boolean; out: string } {
  const result = spawnSync("wrangler", [...args, "--config", configPath], { encoding: "utf8" });
  if (result.error) {
    console.error(`Cannot run wrangler: ${result.error.message}`);
    process.exit(1);
  }
  const ok = result.status === 0;
  if (!ok && !allowFailure) {
    console.error(`\`wrangler ${args.join(" ")}\` failed:\n${result.stderr || result.stdout}`);
    process.exit(1);
  }
  return { ok, out: result.stdout };
}

/** The JSON value in wrangler's output (after any banner lines). */
function jsonIn(out: string): unknown {
  const start = out.search(/^\s*[[{]/m);
  if (start < 0) throw new Error(`expected JSON from wrangler, got: ${out.slice(0, 200)}`);
  return JSON.parse(out.slice(start));
}

/** The cells of each row of a table wrangler printed (`│ a │ b │`). */
const tableCells = (out: string) =>
  out
    .split("\n")
    .filter((line) => line.includes("│"))
    .map((line) =>
      line
        .split("│")
        .map((cell) => cell.trim())
        .filter(Boolean),
    );

let toml = readFileSync(configPath, "utf8");
let resources: ReturnType<typeof envResources>;
try {
  resources = envResources(toml, environment);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
console.log(`Provisioning ${environment} (worker ${resources.workerName})`);

// KV: reuse a namespace of the same title if one exists (a run stopped before writing the id).
const missingKv = resources.kv.filter((kv) => kv.id === null);
for (const kv of resources.kv.filter((kv) => kv.id !== null)) {
  console.log(`  KV ${kv.binding}: in wrangler.toml (${kv.id})`);
}
if (missingKv.length > 0) {
  const existing = jsonIn(wrangler(["kv", "namespace", "list"]).out) as { id: string; title: string }[];
  for (const kv of missingKv) {
    // `clinic-site-cache`, `clinic-site-form-dead-letters`: one namespace per binding.
    const title = `${resources.workerName}-${kv.binding.toLowerCase().replace(/_/g, "-")}`;
    let id = existing.find((ns) => ns.title === title)?.id;
    if (id) console.log(`  KV ${kv.binding}: namespace "${title}" exists (${id})`);
    else {
      const out = wrangler(["kv", "namespace", "create", title]).out;
      id = /\bid"?\s*[=:]\s*"([0-9a-f]{32})"/.exec(out)?.[1];
      if (!id) {
        console.error(`Cannot find the new namespace's id in wrangler's answer:\n${out}`);
        process.exit(1);
      }
      console.log(`  KV ${kv.binding}: created namespace "${title}" (${id})`);
    }
    toml = withKvId(toml, environment, kv.binding, id);
    writeFileSync(configPath, toml);
    console.log(`  KV ${kv.binding}: id written into ${configPath} [env.${environment}]`);
  }
}

// D1: the database wrangler.toml names, reused if it exists (a run stopped before writing the id).
const missingD1 = resources.d1.filter((db) => db.id === null);
for (const db of resources.d1.filter((db) => db.id !== null)) {
  console.log(`  D1 ${db.binding}: in wrangler.toml (${db.id})`);
}
if (missingD1.length > 0) {
  const existing = jsonIn(wrangler(["d1", "list", "--json"]).out) as { uuid: string; name: string }[];
  for (const db of missingD1) {
    if (db.name === "") {
      console.error(`[[env.${environment}.d1_databases]] ${db.binding} has no database_name`);
      process.exit(1);
    }
    let id = existing.find((found) => found.name === db.name)?.uuid;
    if (id) console.log(`  D1 ${db.binding}: database "${db.name}" exists (${id})`);
    else {
      const out = wrangler(["d1", "create", db.name]).out;
      // The snippet wrangler prints: TOML (`database_id = "…"`) for wrangler.toml, JSON otherwise.
      id = /\bdatabase_id"?\s*[=:]\s*"([0-9a-f-]{36})"/.exec(out)?.[1];
      if (!id) {
        console.error(`Cannot find the new database's id in wrangler's answer:\n${out}`);
        process.exit(1);
      }
      console.log(`  D1 ${db.binding}: created database "${db.name}" (${id})`);
    }
    toml = withD1Id(toml, environment, db.binding, id);
    writeFileSync(configPath, toml);
    console.log(`  D1 ${db.binding}: database_id written into ${configPath} [env.${environment}]`);
  }
}

// Queues: the producer's queue, the consumers' and their dead-letter queues.
const queueRows = tableCells(wrangler(["queues", "list"]).out);
for (const queue of resources.queues) {
  if (queueRows.some((cells) => cells.includes(queue))) console.log(`  queue ${queue}: exists`);
  else {
    wrangler(["queues", "create", queue]);
    console.log(`  queue ${queue}: created`);
  }
}

// Secrets: what the deployed worker has (none before its first deploy).
const listed = wrangler(["secret", "list", "--env", environment], { allowFailure: true });
let present: string[] = [];
if (listed.ok) {
  try {
    present = (jsonIn(listed.out) as { name: string }[]).map((s) => s.name);
  } catch {
    present = [];
  }
}
const missing = secretNames.filter((name) => !present.includes(name));
if (missing.length === 0) console.log("  secrets: all set");
else {
  console.log(
    `  secrets not set yet: ${missing.join(", ")} (OPS_TOKEN is required; the others turn on optional features)`,
  );
  if (listed.ok) {
    for (const name of missing) console.log(`    ${secretPutCommand(name, environment)}`);
    console.log(`    or all at once: npx wrangler secret bulk .secrets.${environment} --env ${environment}`);
  } else {
    // On a Worker that does not exist, `wrangler secret put` makes a draft Worker at 100 % with no route.
    console.log(
      `    the worker does not exist yet: put them in .secrets.${environment} (KEY=value lines, kept out of git) and give it to the deploy; never \`wrangler secret put\` before the first deploy`,
    );
  }
}
const secretsFile = listed.ok ? "" : ` --secrets-file .secrets.${environment}`;
console.log(`Done. Next: npm run deploy -- --env ${environment}${secretsFile}`);
