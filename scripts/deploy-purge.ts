/** @module The deploy's purges through the ops route: never while the CMS fails; a purge left waiting on Workers Cache's rate limit is only a warning. */
import { quickCmsProblems } from "./cms-quick-check.ts";
import { type OpsAnswer, type OpsClient, OpsError, opsClient } from "./ops-client.ts";

export interface PurgeOutcome {
  /** `worker`: the worker's caches were purged (a zone purge may have failed: see `warning`). */
  done: boolean;
  detail: string;
  warning?: string;
}

/** The header that sends a request to one version of a worker in a gradual deployment. */
export const versionOverride = (worker: string, versionId: string) => ({
  "cloudflare-workers-version-overrides": `${worker}="${versionId}"`,
});

/** `POST <site>/__ops/purge {"scope":"all"}` with `headers` (a version override), read as an outcome. */
export async function purgeAll(
  site: string,
  opsToken: string,
  headers: Record<string, string> = {},
): Promise<PurgeOutcome> {
  let answer: OpsAnswer;
  let ops: OpsClient;
  try {
    ops = opsClient(site, opsToken, { headers });
    answer = await ops.call("POST", "/__ops/purge", { scope: "all" });
  } catch (error) {
    if (error instanceof OpsError) return { done: false, detail: error.message };
    throw error;
  }
  if (!answer.ok) return { done: false, detail: ops.failure("POST", "/__ops/purge", answer) };
  const edge = (answer.json as { edge?: { status?: string; detail?: string } } | undefined)?.edge;
  // Workers Cache takes a few purge calls a minute; what is over waits on the purge queue.
  if (edge?.status === "queued")
    return {
      done: true,
      detail: answer.text.slice(0, 300),
      warning: `part of the purge waits for Workers Cache's rate limit (${edge.detail ?? "queued"}); it is delivered within minutes`,
    };
  return { done: true, detail: answer.text.slice(0, 300) };
}

/** The quick CMS check; the problems, printed, or none. */
export async function cmsFailing(cmsOrigin: string, timeoutMs: number): Promise<string[]> {
  const problems = await quickCmsProblems(cmsOrigin, timeoutMs);
  if (problems.length === 0) console.log(`CMS ${cmsOrigin}: home and common data answer.`);
  else console.log(`The CMS ${cmsOrigin} is failing:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  return problems;
}
