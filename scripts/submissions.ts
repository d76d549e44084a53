/**
 * @module `npm run submissions -- list | show KEY | replay KEY | delete KEY --env production` (or
 * `--url http://127.0.0.1:8787`): the dead-lettered form submissions, through the site's ops routes.
 */
import { readFileSync } from "node:fs";
import { parseArgs, parseEnv } from "node:util";
import type { DeadLetterSummary } from "../worker/forms/dead-letter-store.ts";
import { deployedVars } from "./config-check.ts";
import { tokenRefusal } from "./token-transport.ts";

const usage = [
  "usage: npm run submissions -- list | show KEY | replay KEY | delete KEY (--env production | --url http://127.0.0.1:8787) [--secrets-file FILE]",
  "  reads OPS_TOKEN from the shell or the secrets file",
];
function fail(message: string, code = 2): never {
  console.error(message);
  if (code === 2) for (const line of usage) console.error(line);
  process.exit(code);
}

const options = {
  env: { type: "string" },
  url: { type: "string" },
  config: { type: "string", default: "wrangler.toml" },
  "secrets-file": { type: "string" },
} as const;
const parse = () => {
  try {
    return parseArgs({ options, allowPositionals: true });
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
};
const { values, positionals } = parse();
const [command = "", key, ...extra] = positionals;
if (!["list", "show", "replay", "delete"].includes(command)) fail(`Unknown command '${command}'`);
if (command === "list" ? key !== undefined : key === undefined || extra.length > 0)
  fail(command === "list" ? "list takes no key" : `${command} takes one key`);
const site =
  values.url ??
  (values.env ? deployedVars(readFileSync(values.config, "utf8"), values.env, {}).SITE_URL : undefined);
if (typeof site !== "string" || !/^https?:\/\/[^\s/]+\/?$/.test(site))
  fail("give --env with a SITE_URL in wrangler.toml, or --url with an http(s) origin");
const fileSecrets = values["secrets-file"] ? parseEnv(readFileSync(values["secrets-file"], "utf8")) : {};
const token = process.env.OPS_TOKEN || fileSecrets.OPS_TOKEN || "";
if (token === "") fail("OPS_TOKEN is not set in the environment or the secrets file");
const origin = site.replace(/\/+$/, "");
const refusal = tokenRefusal(origin);
if (refusal) fail(refusal);

const path = `/__ops/submissions${key === undefined ? "" : `/${encodeURIComponent(key)}`}${command === "replay" ? "/replay" : ""}`;
const method = { list: "GET", show: "GET", replay: "POST", delete: "DELETE" }[command] ?? "GET";
const res = await fetch(`${origin}${path}`, {
  method,
  headers: { authorization: `Bearer ${token}` },
  signal: AbortSignal.timeout(30_000),
}).catch((error: unknown) =>
  fail(`${origin} did not answer: ${error instanceof Error ? error.message : String(error)}`, 1),
);
const text = await res.text();
if (!res.ok) {
  let message = text.slice(0, 300);
  try {
    message = (JSON.parse(text) as { error?: string }).error ?? message;
  } catch {}
  const hint =
    res.status === 401
      ? " (is OPS_TOKEN the worker's?)"
      : res.status === 404 && !text.startsWith("{")
        ? " (no OPS_TOKEN on the worker?)"
        : "";
  fail(`${method} ${origin}${path} answered ${res.status}${hint}: ${message}`, 1);
}
const body = JSON.parse(text) as { submissions?: DeadLetterSummary[] };
if (command === "list") {
  const rows = (body.submissions ?? []).map((s) => [
    s.idempotencyKey,
    s.kind ?? "?",
    s.acceptedAt ?? "?",
    s.deadLetteredAt ?? "?",
    s.expiresAt ?? "?",
  ]);
  const table = [["key", "kind", "accepted", "dead-lettered", "expires"], ...rows];
  const widths = table[0]?.map((_, i) => Math.max(...table.map((row) => row[i]?.length ?? 0))) ?? [];
  for (const row of table)
    console.log(
      row
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join("  ")
        .trimEnd(),
    );
  console.log(`${rows.length} submission(s) stored on ${origin}`);
} else if (command === "show") console.log(JSON.stringify(body, null, 2));
else if (command === "replay") console.log(`replayed ${key}: back on the outbox, no longer stored`);
else console.log(`deleted ${key}`);
