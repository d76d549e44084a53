/**
 * @module A day of a clinic's traffic on the multi-location harness, behind its Workers Cache fake, with
 * every KV operation, CMS request, Worker run and billed request counted for real (issue 42, item 9).
 *
 * Time is compressed: the locations run with CACHE_FRESH_SECONDS = 1 standing for production's 300 (so
 * one real second is `timeScale` = 300 simulated seconds), and a `fraction` of the day is played, its
 * counts then divided by `fraction`. What is played, in that order:
 * - before counting: every page of the sitemap rendered once, as yesterday left it (its last good copy in
 *   KV, the edge warm);
 * - page views of the sitemap's pages (both languages), chosen by a Zipf law (the home page and a few
 *   others most), spread evenly over the locations, arriving at uniform random times (a Poisson stream);
 *   a view is the first of a visit with probability 1 / `pagesPerVisit`, and then also fetches what the
 *   page loads from this origin (scripts, images): Workers Cache bills those requests too;
 * - a share of anonymous junk (random story slugs and ids, unknown paths, bad query values), as crawlers
 *   and scanners send;
 * - `editsPerDay` content edits, each a CMS change followed by the tag purge its change event makes.
 */
import { kvSettled, type Locations, visit } from "./index.ts";
import type { KvCount } from "./kv-hub.ts";

/** One real second stands for this many seconds of the day (production's fresh window ÷ the harness's). */
export const timeScale = 300;
const daySeconds = 86_400;

export interface DayOptions {
  viewsPerMonth: number;
  /** The part of the day played (its counts are divided by it). */
  fraction: number;
  /** Content edits a day, each a CMS change and its purge (default 8). */
  editsPerDay?: number;
  /** Junk requests per page view (default 0.1). */
  junkPerView?: number;
  /** Page views per visit: only a visit's first view fetches the page's scripts and images (default 2.5). */
  pagesPerVisit?: number;
  /** Whether visits fetch their scripts and images (default true; they never touch KV). */
  assets?: boolean;
  seed?: number;
}

export interface DayFigures {
  viewsPerMonth: number;
  fraction: number;
  locations: number;
  pages: number;
  /** What was played. */
  played: { seconds: number; views: number; assets: number; junk: number; edits: number };
  /** A whole day, from the played counts ÷ fraction. */
  perDay: {
    views: number;
    /** Every request the edge answered: pages, assets, junk (Workers Cache bills them all). */
    requests: number;
    workerRuns: number;
    cmsRequests: number;
    kv: KvCount;
    kvWritesByPrefix: Record<string, number>;
  };
  /** Keys written more than once in the played part, with their writes. */
  rewrittenKeys: Record<string, number>;
  /** Answers by status and Cf-Cache-Status, as played. */
  answers: Record<string, number>;
  /** Every page or asset answered 500 or more, and every request that failed, as `status path`. */
  failures: string[];
  /** Junk answered 500 or more (a 503 when the CMS did not answer in time: nothing to serve). */
  junkFailures: string[];
}

/** A small seeded generator (mulberry32), so every run plays the same day. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The site's pages: the paths of every `<loc>` of the sitemap a location serves. */
export async function sitemapPaths(url: string): Promise<string[]> {
  const xml = await (await fetch(`${url}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

/** What a page loads from this origin on a first view: its scripts (entry and preloads) and images. */
function subresources(html: string): string[] {
  const found = new Set<string>();
  for (const m of html.matchAll(/"(\/assets\/[\w.-]+\.js)"/g)) found.add(m[1]!);
  for (const m of html.matchAll(/<img[^>]*\ssrc="(\/[^"]+)"/g)) found.add(m[1]!);
  return [...found];
}

function junkPath(next: () => number): string {
  const n = Math.floor(next() * 1e9);
  const kinds = [
    `/news/story/${n}`,
    `/staff_member/${n}`,
    `/job-openings/job/${n}`,
    `/wp-login.php?x=${n}`,
    `/news?page=${n}`,
    `/job-openings?department=&department=x${n}`,
    `/%61bout-us?utm_source=${n}`,
    `/locations/${n.toString(36)}`,
  ];
  return kinds[Math.floor(next() * kinds.length)]!;
}

/** The content edits of the day: a story's title, then its purge (the tags its change event names). */
const edits = [
  {
    from: "Our 2024 Sliding Fee Scale Is Here",
    tags: ["news-stories:sliding-fee-scale-2024", "list:news-stories"],
  },
  {
    from: "Free COVID-19 Test Kits Available",
    tags: ["news-stories:free-covid-test-kits-2024", "list:news-stories"],
  },
  {
    from: "Riverside Family Clinic Now Open Until 8",
    tags: ["news-stories:riverside-evening-hours", "list:news-stories"],
  },
];

/** Plays the day on `harness` (started with `dayVars`); the harness must have its edge. */
export async function simulateDay(harness: Locations, options: DayOptions): Promise<DayFigures> {
  const { edge, locations } = harness;
  if (!edge) throw new Error("the simulated day needs the harness's edge");
  const next = random(options.seed ?? 42);
  const pagesPerVisit = options.pagesPerVisit ?? 2.5;
  const paths = await sitemapPaths(locations[0]!.url);
  // Yesterday's state: every page rendered once, its last good copy kept.
  for (const path of paths) await visit(locations[0]!, path);
  await edge.settled();
  await kvSettled(harness);

  const seconds = (daySeconds * options.fraction) / timeScale;
  const views = Math.round((options.viewsPerMonth / 30) * options.fraction);
  const junk = Math.round(views * (options.junkPerView ?? 0.1));
  const editCount = Math.round((options.editsPerDay ?? 8) * options.fraction);
  // Zipf weights over the pages in a shuffled order (rank 1 most viewed).
  const ranked = [...paths];
  for (let i = ranked.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [ranked[i], ranked[j]] = [ranked[j]!, ranked[i]!];
  }
  const weights = ranked.map((_, i) => 1 / (i + 1));
  const total = weights.reduce((a, b) => a + b, 0);
  const pick = () => {
    let r = next() * total;
    for (const [i, w] of weights.entries()) {
      r -= w;
      if (r <= 0) return ranked[i]!;
    }
    return ranked[ranked.length - 1]!;
  };
  type Event = { at: number; run: () => Promise<void> };
  const answers: Record<string, number> = {};
  let requests = 0;
  let assets = 0;
  const failures: string[] = [];
  const junkFailures: string[] = [];
  const count = (status: number, cache: string | null, path: string, junk = false) => {
    requests += 1;
    if (status >= 500) (junk ? junkFailures : failures).push(`${status} ${path}`);
    answers[`${status} ${cache}`] = (answers[`${status} ${cache}`] ?? 0) + 1;
  };
  const where = () => locations[Math.floor(next() * locations.length)]!;
  const events: Event[] = [];
  for (let i = 0; i < views; i++) {
    const path = pick();
    const location = where();
    const firstOfVisit = next() < 1 / pagesPerVisit && options.assets !== false;
    events.push({
      at: next() * seconds * 1000,
      run: async () => {
        const page = await visit(location, path);
        count(page.status, page.cache, path);
        if (!firstOfVisit) return;
        for (const asset of subresources(page.body)) {
          const res = await fetch(`${location.url}${asset}`);
          await res.arrayBuffer();
          assets += 1;
          count(res.status, res.headers.get("cf-cache-status"), asset);
        }
      },
    });
  }
  for (let i = 0; i < junk; i++) {
    const path = junkPath(next);
    const location = where();
    events.push({
      at: next() * seconds * 1000,
      run: async () => {
        const page = await visit(location, path);
        count(page.status, page.cache, path, true);
      },
    });
  }
  for (let i = 0; i < editCount; i++) {
    const edit = edits[i % edits.length]!;
    const location = where();
    events.push({
      at: next() * seconds * 1000,
      run: async () => {
        harness.rewriteCms(edit.from, `${edit.from} (edited ${i + 1})`);
        const purge = await harness.purge(location, { tags: edit.tags });
        if (purge.status !== 200)
          throw new Error(`the purge of an edit answered ${purge.status}: ${purge.body}`);
      },
    });
  }
  events.sort((a, b) => a.at - b.at);

  harness.kv.reset();
  harness.resetCms();
  const runsBefore = edge.runLog.length;
  const started = performance.now();
  const running: Promise<void>[] = [];
  for (const event of events) {
    const wait = event.at - (performance.now() - started);
    // The workload's own clock: the next arrival is due then.
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    running.push(
      event.run().catch((error: unknown) => {
        failures.push(`error ${error instanceof Error ? error.message : String(error)}`);
      }),
    );
  }
  await Promise.all(running);
  await edge.settled();
  await kvSettled(harness);
  for (const edit of edits) harness.rewriteCms(edit.from, null);

  const perDay = (n: number) => n / options.fraction;
  const { total: kv, byPrefix } = harness.kv.counts();
  const writes = new Map<string, number>();
  for (const e of harness.kv.log())
    if (e.operation === "write") writes.set(e.key, (writes.get(e.key) ?? 0) + 1);
  return {
    viewsPerMonth: options.viewsPerMonth,
    fraction: options.fraction,
    locations: locations.length,
    pages: paths.length,
    played: { seconds, views, assets, junk, edits: editCount },
    perDay: {
      views: perDay(views),
      requests: perDay(requests),
      workerRuns: perDay(edge.runLog.length - runsBefore),
      cmsRequests: perDay(harness.cmsRequests().length),
      kv: {
        read: perDay(kv.read),
        write: perDay(kv.write),
        delete: perDay(kv.delete),
        list: perDay(kv.list),
      },
      kvWritesByPrefix: Object.fromEntries(
        Object.entries(byPrefix)
          .filter(([, c]) => c.write > 0)
          .map(([prefix, c]) => [prefix, perDay(c.write)]),
      ),
    },
    rewrittenKeys: Object.fromEntries([...writes].filter(([, n]) => n > 1)),
    answers,
    failures,
    junkFailures,
  };
}

/** The variables of a harness that plays a day: production's windows, compressed by `timeScale`. */
export const dayVars = {
  CACHE_FRESH_SECONDS: String(300 / timeScale),
  CACHE_MAX_STALE_SECONDS: String(Math.round(604_800 / timeScale)),
  // Production's 5 s is 25 simulated minutes; the memory of CMS answers never touches KV.
  CMS_MEMO_SECONDS: "0",
};
