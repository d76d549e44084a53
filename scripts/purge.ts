/** @module `npm run purge -- (--env NAME | --url URL) --scope all|common | --path P…`: calls the site's purge route. */
import { OpsError, opsClient } from "./ops-client.ts";
import { purgeCommand } from "./purge-args.ts";
import { secretOf, targetUsage } from "./target.ts";

const usage = `usage: OPS_TOKEN=… npm run purge -- ${targetUsage} (--scope all|common | --path /p … | --tag T … | --prefix /p …) [--mode invalidate|purge]`;
const command = purgeCommand(process.argv.slice(2));
if (typeof command === "string") {
  console.error(command);
  console.error(usage);
  process.exit(2);
}

try {
  const ops = opsClient(command.target.origin, secretOf(command.target, "OPS_TOKEN"));
  const answer = await ops.call("POST", "/__ops/purge", command.body);
  const shown = answer.json === undefined ? answer.text.slice(0, 500) : JSON.stringify(answer.json, null, 2);
  console.log(`${answer.status}\n${shown}`);
  if (!answer.ok) {
    console.error(ops.failure("POST", "/__ops/purge", answer));
    process.exit(1);
  }
} catch (error) {
  if (!(error instanceof OpsError)) throw error;
  console.error(error.message);
  process.exit(error.exitCode);
}
