/**
 * @module The hourly Cron Trigger: the ops status's checks, logged as one JSON line. With a problem it
 * is one `"level":"warn"` line whose message starts `ops warning:`; with ALERT_WEBHOOK_URL set, each
 * problem is also posted there once a day, and its clearing once (alerts.ts).
 */
import { ConfigError, getConfig } from "../env.ts";
import { sendAlerts } from "./alerts.ts";
import { opsStatus } from "./status.ts";

/** Runs the checks and logs their outcome; never throws (a failed run is itself the warning). */
export async function runScheduledChecks(env: Env, now = Date.now()): Promise<void> {
  try {
    const config = getConfig(env);
    const status = await opsStatus(env, config, now);
    const line = {
      type: "ops",
      level: status.warnings.length > 0 ? "warn" : "info",
      message:
        status.warnings.length > 0 ? `ops warning: ${status.warnings.join(" | ")}` : "ops status: all well",
      warnings: status.warnings,
      version: status.version?.id ?? null,
      cms: status.cms.now,
      deadLetters: status.deadLetters,
      waitingForTheStore: status.waiting.count,
      securityTxtDaysLeft: status.securityTxt.daysLeft,
    };
    (status.warnings.length > 0 ? console.warn : console.log)(JSON.stringify(line));
    if (config.alertWebhookUrl) {
      const site = config.siteUrl ?? config.brandName;
      const deps = { kv: env.CACHE, webhook: config.alertWebhookUrl, site, problems: status.problems, now };
      await sendAlerts(deps).catch((error: unknown) => {
        const why = error instanceof Error ? error.message : String(error);
        const message = `ops warning: the alert webhook was not reached (${why}); told again next hour`;
        console.warn(JSON.stringify({ type: "ops", level: "warn", message, warnings: [message] }));
      });
    }
  } catch (error) {
    const why = error instanceof ConfigError ? error.problems.join("; ") : String(error);
    console.warn(
      JSON.stringify({
        type: "ops",
        level: "warn",
        message: `ops warning: the checks could not run: ${why}`,
        warnings: [why],
      }),
    );
  }
}
