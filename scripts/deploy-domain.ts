/**
 * @module Waits until the custom domain answers from a given version. Attaching a custom domain
 * (what `wrangler deploy` and `wrangler triggers deploy` do) makes Cloudflare create its DNS record
 * and issue its certificate; until both are done a client's lookup or TLS handshake fails, and a
 * resolver may still hold the old answer for the record's TTL. So the deploy asks the home page
 * until the version it just deployed answers, up to a deadline, never for a fixed time.
 */

/** The site's own version header (`x-version`, from the worker's `CF_VERSION_METADATA`). */
const versionHeader = "x-version";

export interface DomainWait {
  ok: boolean;
  /** What the last attempt met, or how long it took. */
  detail: string;
  seconds: number;
}

/** Why one request got no answer from `version`, or null when it did. */
async function attempt(site: string, version: string): Promise<string | null> {
  try {
    const response = await fetch(`${site}/`, { redirect: "manual", signal: AbortSignal.timeout(10_000) });
    await response.body?.cancel();
    const answered = response.headers.get(versionHeader);
    if (answered === version) return null;
    return answered
      ? `answers from version ${answered}`
      : `answers ${response.status} without an ${versionHeader} header (not this worker yet)`;
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    const code = (cause as { code?: string }).code;
    return `no answer yet: DNS or TLS not ready (${code ?? (cause instanceof Error ? cause.message : String(cause))})`;
  }
}

/**
 * Asks `site` for its home page until `version` answers or `deadlineMs` passes, waiting 1 s, then
 * longer (up to 10 s) between attempts; prints each new reason it is still waiting, once.
 */
export async function waitForDomain(
  site: string,
  version: string,
  deadlineMs: number,
  log: (line: string) => void = console.log,
): Promise<DomainWait> {
  const start = Date.now();
  const seconds = () => Math.round((Date.now() - start) / 100) / 10;
  let last = "";
  let pause = 1000;
  for (;;) {
    const why = await attempt(site, version);
    if (why === null)
      return { ok: true, detail: `answers from ${version} after ${seconds()} s`, seconds: seconds() };
    if (why !== last) log(`  ${site}: ${why} (${seconds()} s)`);
    last = why;
    const left = deadlineMs - (Date.now() - start);
    if (left <= 0) return { ok: false, detail: `after ${seconds()} s, ${site}: ${why}`, seconds: seconds() };
    await new Promise((resolve) => setTimeout(resolve, Math.min(pause, left)));
    pause = Math.min(pause * 2, 10_000);
  }
}
