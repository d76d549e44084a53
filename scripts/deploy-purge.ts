/** @module The deploy's purges through the ops route: never while the CMS fails; a purge left waiting on Workers Cache's rate limit is only a warning. */
import { quickCmsProblems } from "./cms-quick-check.ts";

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
  let response: Response;
  try {
    response = await fetch(`${site}/__ops/purge`, {
      method: "POST",
      headers: { authorization: `Bearer ${opsToken}`, "content-type": "application/json", ...headers },
      body: '{"scope":"all"}',
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    return {
      done: false,
      detail: `could not reach ${site}: ${error instanceof Error ? error.message : error}`,
    };
  }
  const text = await response.text();
  let answer: { edge?: { status?: string; detail?: string } } = {};
  try {
    answer = JSON.parse(text);
  } catch {
    // not the ops route's JSON: reported below with the status
  }
  if (!response.ok)
    return { done: false, detail: `the purge answered ${response.status}: ${text.slice(0, 300)}` };
  // Workers Cache takes a few purge calls a minute; what is over waits on the purge queue.
  if (answer.edge?.status === "queued")
    return {
      done: true,
      detail: text.slice(0, 300),
      warning: `part of the purge waits for Workers Cache's rate limit (${answer.edge.detail ?? "queued"}); it is delivered within minutes`,
    };
  return { done: true, detail: text.slice(0, 300) };
}

/** The quick CMS check; the problems, printed, or none. */
export async function cmsFailing(cmsOrigin: string, timeoutMs: number): Promise<string[]> {
  const problems = await quickCmsProblems(cmsOrigin, timeoutMs);
  if (problems.length === 0) console.log(`CMS ${cmsOrigin}: home and common data answer.`);
  else console.log(`The CMS ${cmsOrigin} is failing:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  return problems;
}
