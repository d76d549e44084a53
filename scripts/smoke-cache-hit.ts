/**
 * @module The smoke test's page-cache checks: a HIT, and a purge that reaches the next requests; a
 * failure saying what is wrong, or a note where it cannot be checked.
 */
import { opsClient } from "./ops-client.ts";

/** A check's outcome that is a note, not a pass or a failure. */
export class Note {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

/** The location (colo) that answered, from `cf-ray` (`<id>-SEA`); null off Cloudflare. */
const coloOf = (res: Response) => /-([A-Z]{3})$/.exec(res.headers.get("cf-ray") ?? "")?.[1] ?? null;

/**
 * What a site that is not behind Cloudflare's edge (no `cf-ray` on any answer: `npm start`, a test
 * worker) is told: Workers Cache runs only there, so every request renders and nothing is cached.
 */
export const offEdge =
  "not checked: the site is not behind Cloudflare's edge (no cf-ray), where Workers Cache runs";

/**
 * The home page is a Workers Cache HIT (`Cf-Cache-Status`) within three requests on one connection
 * (so, mostly, one location; the upper tier serves other locations too). Where the answers came from
 * several locations it is a note saying so.
 */
export async function pageCacheHit(
  get: (url: string) => Promise<Response>,
  origin: string,
): Promise<string | Note> {
  const seen: string[] = [];
  const colos = new Set<string>();
  let onEdge = false;
  for (let attempt = 0; attempt < 3; attempt++) {
    const res = await get(`${origin}/`);
    await res.arrayBuffer();
    const state = res.headers.get("cf-cache-status") ?? "absent";
    if (state === "HIT") return attempt === 0 ? "" : `after ${attempt + 1} requests`;
    seen.push(state);
    onEdge ||= res.headers.has("cf-ray");
    const colo = coloOf(res);
    if (colo) colos.add(colo);
  }
  if (!onEdge) return new Note(offEdge);
  if (colos.size > 1) {
    return new Note(
      `not verifiable from here: the requests reached ${[...colos].join(", ")}, and each location has its own cache`,
    );
  }
  throw new Error(
    `Cf-Cache-Status was ${seen.join(", ")}${colos.size ? ` in ${[...colos][0]}` : ""}: Workers Cache needs [cache] enabled = true in the environment (wrangler.toml), and pages answered with cloudflare-cdn-cache-control`,
  );
}

/** A tag purge's reach (decision 0048: Cloudflare's purges reach every location in about a second). */
export const purgeReachSeconds = 5;

/**
 * Purges the home page's tag (`path:/`) through the ops route and asks for it again until an answer is
 * rendered after the purge (`Cf-Cache-Status` MISS or EXPIRED, or its `Last-Modified` not before the
 * purge), for at most `purgeReachSeconds`.
 */
export async function purgeReaches(
  get: (url: string, init?: RequestInit) => Promise<Response>,
  origin: string,
  opsToken: string | undefined,
): Promise<string | Note> {
  if (!opsToken)
    return new Note("not checked: give the site's OPS_TOKEN in the environment to check a purge");
  await (await get(`${origin}/`)).arrayBuffer();
  // HTTP dates count whole seconds.
  const purgedSecond = Math.floor(Date.now() / 1000) * 1000;
  const ops = opsClient(origin, opsToken, { fetch: get });
  const purge = await ops.call("POST", "/__ops/purge", { tags: ["path:/"], mode: "purge" });
  const answer = purge.json as { edge?: { status?: string } } | undefined;
  if (purge.ok && answer?.edge?.status === "skipped" && !purge.headers.has("cf-ray"))
    return new Note(offEdge);
  if (!purge.ok || answer?.edge?.status !== "done")
    throw new Error(
      `${ops.failure("POST", "/__ops/purge", purge)}, edge ${answer?.edge?.status ?? "unknown"}`,
    );
  const started = Date.now();
  const seen: string[] = [];
  for (;;) {
    const res = await get(`${origin}/`);
    await res.arrayBuffer();
    const cache = res.headers.get("cf-cache-status") ?? "absent";
    const rendered = Date.parse(res.headers.get("last-modified") ?? "");
    const where = coloOf(res);
    if (cache === "MISS" || cache === "EXPIRED" || rendered >= purgedSecond) {
      const after = ((Date.now() - started) / 1000).toFixed(1);
      return `fresh after ${after} s (Cf-Cache-Status ${cache}${where ? ` in ${where}` : ""})`;
    }
    seen.push(`${cache}${where ? ` in ${where}` : ""}`);
    if (Date.now() - started > purgeReachSeconds * 1000) {
      throw new Error(
        `still the copy from before the purge after ${purgeReachSeconds} s (${seen.slice(-3).join(", ")})`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
