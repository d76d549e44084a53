/**
 * @module The smoke test's page-cache checks: a HIT, and a purge that reaches the next requests; a
 * failure saying what is wrong, or a note where it cannot be checked.
 */

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
 * The home page is a page-cache HIT within three requests on one connection (so, mostly, one
 * location). Where it cannot be (workers.dev, answers from several locations) it is a note saying so.
 */
export async function pageCacheHit(
  get: (url: string) => Promise<Response>,
  origin: string,
): Promise<string | Note> {
  if (new URL(origin).hostname.endsWith(".workers.dev")) {
    return new Note(
      "not verifiable from here: the Cache API does nothing on *.workers.dev; the page cache needs a custom domain (routes custom_domain = true)",
    );
  }
  const seen: string[] = [];
  const colos = new Set<string>();
  for (let attempt = 0; attempt < 3; attempt++) {
    const res = await get(`${origin}/`);
    await res.arrayBuffer();
    const state = res.headers.get("x-cache") ?? "absent";
    if (state === "HIT") return attempt === 0 ? "" : `after ${attempt + 1} requests`;
    seen.push(state);
    const colo = coloOf(res);
    if (colo) colos.add(colo);
  }
  if (colos.size > 1) {
    return new Note(
      `not verifiable from here: the requests reached ${[...colos].join(", ")}, and each location has its own cache`,
    );
  }
  throw new Error(
    `X-Cache was ${seen.join(", ")}${colos.size ? ` in ${[...colos][0]}` : ""}: the page cache works only on a custom domain of the zone (routes custom_domain = true), with no Cache Rule bypassing it`,
  );
}

/** A purge's reach in every location (docs/operations.md, decision 0044): the smoke test waits this long. */
export const purgeReachSeconds = 65;

/**
 * Purges the home page through the ops route and asks for it again until an answer is rendered after
 * the purge (its `Last-Modified` not before the purge's time, or `X-Cache: MISS`), for at most
 * `purgeReachSeconds`. Each request may reach another location; the location that ran the purge
 * answers fresh at once, every other one within the bound.
 */
export async function purgeReaches(
  get: (url: string, init?: RequestInit) => Promise<Response>,
  origin: string,
  opsToken: string | undefined,
): Promise<string | Note> {
  if (!opsToken)
    return new Note("not checked: give the site's OPS_TOKEN in the environment to check a purge");
  if (new URL(origin).hostname.endsWith(".workers.dev")) {
    return new Note("not verifiable from here: the Cache API does nothing on *.workers.dev");
  }
  await (await get(`${origin}/`)).arrayBuffer();
  const purge = await get(`${origin}/__ops/purge`, {
    method: "POST",
    headers: { authorization: `Bearer ${opsToken}`, "content-type": "application/json" },
    body: JSON.stringify({ paths: ["/"] }),
  });
  const answer = (await purge.json().catch(() => null)) as {
    purgedAt?: unknown;
    cloudflare?: { status?: string };
  } | null;
  // A 502 whose zone part failed still purged the worker's own tiers (it says when): that is checked here.
  if (typeof answer?.purgedAt !== "number")
    throw new Error(
      `POST /__ops/purge answered ${purge.status}${purge.status === 401 ? " (is OPS_TOKEN the site's?)" : ""}`,
    );
  const zone = answer.cloudflare?.status === "failed" ? "; the zone purge failed" : "";
  // HTTP dates count whole seconds.
  const purgedSecond = Math.floor(answer.purgedAt / 1000) * 1000;
  const started = Date.now();
  const seen: string[] = [];
  for (;;) {
    const res = await get(`${origin}/`);
    await res.arrayBuffer();
    const cache = res.headers.get("x-cache") ?? "absent";
    const rendered = Date.parse(res.headers.get("last-modified") ?? "");
    const where = coloOf(res);
    if (cache === "MISS" || rendered >= purgedSecond) {
      const after = ((Date.now() - started) / 1000).toFixed(1);
      return `fresh after ${after} s (X-Cache ${cache}${where ? ` in ${where}` : ""})${zone}`;
    }
    seen.push(`${cache}${where ? ` in ${where}` : ""}`);
    if (Date.now() - started > purgeReachSeconds * 1000) {
      throw new Error(
        `still the copy from before the purge after ${purgeReachSeconds} s (${seen.slice(-3).join(", ")})`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}
