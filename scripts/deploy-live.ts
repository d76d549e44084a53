/**
 * @module Whether the version wrangler calls live really serves the site. `wrangler secret put` on a
 * Worker that does not exist yet creates a draft Worker (`fetch() {}`) at 100 % with no route, and a
 * version whose custom domain was never attached serves nothing either: both are no live version,
 * and the deploy takes the first-deploy road (the holding page, which attaches the domain).
 */

/** The site's own version header (`x-version`, from the worker's `CF_VERSION_METADATA`). */
const versionHeader = "x-version";

export type LiveProbe =
  | { serves: true }
  | { serves: false; why: string }
  | { serves: "other"; version: string }
  /** Too slow, or a server error: nothing is known, so the deploy must not guess. */
  | { serves: "unknown"; why: string };

/** Asks `site` for its home page and reads which version of the worker answered, if any did. */
export async function probeLive(site: string, liveVersion: string, timeoutMs = 60_000): Promise<LiveProbe> {
  let response: Response;
  try {
    response = await fetch(`${site}/`, { redirect: "manual", signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel();
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    const why = `${site} does not answer (${cause instanceof Error ? cause.message : String(cause)})`;
    // A name that does not resolve or a refused connection: no route reaches it. A timeout says nothing.
    if (error instanceof Error && error.name === "TimeoutError") return { serves: "unknown", why };
    return { serves: false, why };
  }
  const answered = response.headers.get(versionHeader);
  if (answered === liveVersion) return { serves: true };
  if (answered) return { serves: "other", version: answered };
  if (response.status >= 500)
    return {
      serves: "unknown",
      why: `${site} answers ${response.status} without an ${versionHeader} header`,
    };
  return {
    serves: false,
    why: `${site} answers ${response.status} without an ${versionHeader} header: no version of this worker serves it`,
  };
}
