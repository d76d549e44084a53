/**
 * @module `npm run submissions -- list | show KEY | replay KEY | delete KEY --env production` (or
 * `--url http://127.0.0.1:8787`): the dead-lettered form submissions, through the site's ops routes,
 * with their own token, SUBMISSIONS_TOKEN (OPS_TOKEN cannot read them: decision 0058).
 */
import { parseArgs } from "node:util";
import type { DeadLetterSummary } from "../worker/forms/dead-letter-store.ts";
import { type OpsAnswer, OpsError, opsClient } from "./ops-client.ts";
import { secretOf, siteTarget, targetOptions, targetUsage } from "./target.ts";

const usage = [
  `usage: npm run submissions -- list | show KEY | replay KEY | delete KEY ${targetUsage}`,
  "  reads SUBMISSIONS_TOKEN (not OPS_TOKEN) from the shell or the secrets file",
];
function fail(message: string, code: 1 | 2 = 2): never {
  console.error(message);
  if (code === 2) for (const line of usage) console.error(line);
  process.exit(code);
}

const parse = () => {
  try {
    return parseArgs({ options: targetOptions, allowPositionals: true });
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
};
const { values, positionals } = parse();
const [command = "", key, ...extra] = positionals;
if (!["list", "show", "replay", "delete"].includes(command)) fail(`Unknown command '${command}'`);
if (command === "list" ? key !== undefined : key === undefined || extra.length > 0)
  fail(command === "list" ? "list takes no key" : `${command} takes one key`);
const target = siteTarget(values);
if (typeof target === "string") fail(target);
const origin = target.origin;

const path = `/__ops/submissions${key === undefined ? "" : `/${encodeURIComponent(key)}`}${command === "replay" ? "/replay" : ""}`;
const method = { list: "GET", show: "GET", replay: "POST", delete: "DELETE" }[command] ?? "GET";
let answer: OpsAnswer;
try {
  const tokenName = "SUBMISSIONS_TOKEN";
  const ops = opsClient(origin, secretOf(target, tokenName), { tokenName });
  answer = await ops.call(method, path);
  if (!answer.ok) fail(ops.failure(method, path, answer), 1);
} catch (error) {
  if (error instanceof OpsError) fail(error.message, error.exitCode);
  throw error;
}
const body = answer.json as { submissions?: DeadLetterSummary[] };
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
