/**
 * @module The ops status: build and version live, the CMS now and when it last
 * answered, stored dead-lettered submissions and those still waiting for the store, security.txt
 * expiry, and one warning for each problem.
 * `GET /__ops/status` answers it; the hourly Cron Trigger logs its warnings.
 */
import { buildId } from "../cache/index.ts";
import type { Config } from "../env.ts";
import { countDeadLetters } from "../forms/dead-letter-store.ts";
import { type DeadLetterWait, listWaiting } from "../forms/dead-letter-waits.ts";
import { expiresOf } from "../routes/security-txt.ts";
import type { Problem } from "./alerts.ts";
import { type CmsProbe, probeCms } from "./cms-probe.ts";

const day = 24 * 60 * 60 * 1000;
/** security.txt expiring within this many days is a warning (as check-config's). */
const expiryWarningDays = 30;

export interface OpsStatus {
  checkedAt: string;
  build: string;
  /** The version serving this request (Workers version metadata); null where there is none. */
  version: { id: string; tag: string; uploadedAt: string } | null;
  cms: CmsProbe;
  deadLetters: number;
  /** Submissions the dead-letter store refused, still on a queue and retried (no field of the form). */
  waiting: { count: number; inLastQueue: number; oldestSince: string | null; lastError: string | null };
  securityTxt: { expires: string; daysLeft: number };
  /** Each problem's message. */
  warnings: string[];
  /** The same problems, each with the id an alert is told once a day by. */
  problems: Problem[];
}

const versionOf = (metadata: WorkerVersionMetadata | undefined): OpsStatus["version"] =>
  metadata?.id ? { id: metadata.id, tag: metadata.tag ?? "", uploadedAt: metadata.timestamp ?? "" } : null;

/** What needs an operator: each message says what is wrong and what to do. */
function problemsOf(status: Omit<OpsStatus, "warnings" | "problems">, readable: boolean): Problem[] {
  const warnings: Problem[] = [];
  const { cms, deadLetters, waiting, securityTxt } = status;
  if (!cms.ok) {
    const last = cms.lastAnsweredAt
      ? `last answered ${cms.lastAnsweredAt} (${cms.lastAnswer})`
      : "no good answer recorded";
    warnings.push({
      id: "cms",
      message: `CMS failing: ${cms.now}; ${last}. Visitors get cached pages; do not purge (docs/operations.md §11)`,
    });
  }
  if (deadLetters > 0) {
    warnings.push({
      id: "dead-letters",
      message: `${deadLetters} form submission(s) dead-lettered: enter them by hand or replay them (docs/operations.md §10)${readable ? "" : "; SUBMISSIONS_TOKEN is not set, so no one can read them: set it (docs/operations.md §8)"}`,
    });
  }
  if (waiting.count > 0) {
    const last =
      waiting.inLastQueue > 0
        ? `; ${waiting.inLastQueue} already in the last queue, retried hourly until the queue's retention ends: mend it now`
        : "";
    warnings.push({
      id: "dead-letter-store",
      message: `${waiting.count} form submission(s) wait on a queue since ${waiting.oldestSince}: the dead-letter store (FORM_DEAD_LETTERS) refuses them (${waiting.lastError}); they are retried and kept meanwhile${last} (docs/operations.md §10)`,
    });
  }
  if (securityTxt.daysLeft <= 0) {
    const message = `security.txt expired on ${securityTxt.expires}: set SECURITY_EXPIRES and deploy`;
    warnings.push({ id: "security-txt", message });
  } else if (securityTxt.daysLeft <= expiryWarningDays) {
    warnings.push({
      id: "security-txt",
      message: `security.txt expires in ${securityTxt.daysLeft} day(s) (${securityTxt.expires}): set SECURITY_EXPIRES and deploy`,
    });
  }
  return warnings;
}

const waitingOf = (waits: DeadLetterWait[]): OpsStatus["waiting"] => ({
  count: waits.length,
  inLastQueue: waits.filter((w) => w.last).length,
  oldestSince: waits[0]?.since ?? null,
  lastError:
    waits.reduce<DeadLetterWait | null>((a, w) => (a && a.failedAt > w.failedAt ? a : w), null)?.error ??
    null,
});

/** Every check, now. */
export async function opsStatus(env: Env, config: Config, now = Date.now()): Promise<OpsStatus> {
  const [cms, deadLetters, waits] = await Promise.all([
    probeCms(env, config, now),
    // A store that cannot even be counted is itself the problem the waits below name.
    countDeadLetters(env.FORM_DEAD_LETTERS).catch(() => 0),
    listWaiting(env.CACHE).catch((): DeadLetterWait[] => []),
  ]);
  const expires = expiresOf(config, now);
  const status = {
    checkedAt: new Date(now).toISOString(),
    build: buildId(config),
    version: versionOf(env.CF_VERSION_METADATA),
    cms,
    deadLetters,
    waiting: waitingOf(waits),
    securityTxt: { expires, daysLeft: Math.floor((Date.parse(expires) - now) / day) },
  };
  const problems = problemsOf(status, config.submissionsToken !== null);
  return { ...status, warnings: problems.map((p) => p.message), problems };
}
