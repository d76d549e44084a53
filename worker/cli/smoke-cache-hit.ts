/** @module The smoke test's page-cache check: a HIT, a failure saying what the zone needs, or a note where it cannot be checked. */

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
