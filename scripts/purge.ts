/** @module `npm run purge -- --site URL --scope all|common | --path P…`: calls the site's purge route. */
import { purgeCommand } from "./purge-args.ts";
import { tokenRefusal } from "./token-transport.ts";

const usage =
  "usage: OPS_TOKEN=… npm run purge -- --site https://example.org (--scope all|common | --path /p … | --tag T … | --prefix /p …) [--mode invalidate|purge]";
const command = purgeCommand(process.argv.slice(2));
const token = process.env.OPS_TOKEN ?? "";
if (typeof command === "string" || token === "") {
  console.error(typeof command === "string" ? command : "OPS_TOKEN is not set in the environment");
  console.error(usage);
  process.exit(2);
}
const refusal = tokenRefusal(command.site);
if (refusal) {
  console.error(refusal);
  process.exit(2);
}

try {
  const response = await fetch(`${command.site}/__ops/purge`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(command.body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  let answer: string;
  try {
    answer = JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    answer = text.slice(0, 500);
  }
  console.log(`${response.status} ${response.statusText}\n${answer}`);
  if (!response.ok) process.exit(1);
} catch (error) {
  console.error(`Cannot reach ${command.site}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
