/**
 * @module The locations behind Workers Cache (issue 42): three locations of the site, each behind its
 * lower tier of one Workers Cache fake with one upper tier (test/support/locations/edge-front.ts, the
 * documented rules), sharing one KV, in front of one counting CMS. A page costs one render per purge
 * however many locations and first requests; a tag purge reaches every location within 2 s; through a
 * CMS outage every real page is served everywhere, an evicted one from its last good copy; a new version
 * never serves the old one's copies. The simulated day is a bench row (test/bench/scale.ts).
 *
 * The locations run with CMS_MEMO_SECONDS=0: what collapses the first requests here must be the edge,
 * not an isolate's memory of CMS answers (renders running at the same time share them, worker/cms/memo.ts).
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import {
  edgePropagationMs,
  kvSettled,
  type Locations,
  pollUntil,
  startLocations,
  type Visit,
  visit,
} from "../support/locations/index.ts";
import { examplePath, pageExamples } from "../support/page-examples.ts";

/** Issue 42's bound: a tag purge reaches every location within it. */
const purgeReachMs = 2000;

let harness: Locations;
const edge = () => {
  assert.ok(harness.edge, "the harness runs an edge");
  return harness.edge;
};

/** The edge's runs of the worker for `path` since `since` (performance time origin: Date.now()). */
const runsOf = (path: string, since: number) =>
  edge().runLog.filter((run) => run.path === path && run.at >= since);

/** CMS requests naming `slug` (the page's own content), since the last `resetCms`. */
const pageRequests = (slug: string) => harness.cmsRequests().filter((r) => r.path.includes(slug));

/** `count` visits of `path` at once, spread over every location in turn. */
const burst = (path: string, count: number) =>
  Promise.all(
    Array.from({ length: count }, (_, i) => visit(harness.locations[i % harness.locations.length]!, path)),
  );

const states = (visits: Visit[]) => {
  const seen = new Map<string, number>();
  for (const v of visits) seen.set(`${v.status} ${v.cache}`, (seen.get(`${v.status} ${v.cache}`) ?? 0) + 1);
  return [...seen].map(([state, n]) => `${state} ×${n}`).join(", ");
};

describe("every location behind Workers Cache (issue 42)", { timeout: 600_000 }, () => {
  before(
    async () => {
      harness = await startLocations({ count: 3, vars: { CMS_MEMO_SECONDS: "0" } });
    },
    { timeout: 240_000 },
  );
  after(async () => {
    await harness?.stop();
  });

  it("a page costs one render per purge, whatever the number of locations and of first requests at once", async (t) => {
    const path = examplePath("team");
    const slug = path.split("/").pop() ?? "";
    for (const round of ["first requests", "after a purge"]) {
      harness.resetCms();
      const since = Date.now();
      const answers = await burst(path, 120);
      t.diagnostic(`${round}: ${states(answers)}`);
      assert.ok(
        answers.every((a) => a.status === 200),
        `every request is answered with the page (${states(answers)})`,
      );
      const runs = runsOf(path, since);
      assert.equal(runs.length, 1, `one render of ${path} over 3 locations, saw ${runs.length}`);
      const asked = pageRequests(slug);
      assert.equal(
        asked.length,
        1,
        `one CMS read of the page's content, saw ${asked.map((r) => `${r.location} ${r.path}`).join("; ")}`,
      );
      assert.ok(
        answers.every((a) => a.cache === "MISS" || a.cache === "HIT"),
        `every answer is the one render's (MISS, collapsed) or its copy (HIT): ${states(answers)}`,
      );
      if (round === "first requests") {
        const purge = await harness.purge(harness.locations[1]!, { paths: [path], mode: "purge" });
        assert.equal(purge.status, 200, purge.body);
        await edge().purgesReached();
      }
    }
  });

  it("a tag purge through one location reaches every location within 2 s, and each then serves the new content", async (t) => {
    const path = examplePath("location");
    const tag = `locations:${path.split("/").pop()}`;
    for (const location of harness.locations) {
      const warm = await visit(location, path);
      assert.equal(warm.status, 200);
      assert.match(warm.body, /555-0142/, `${location.name} serves the old phone number before the purge`);
    }
    for (const location of harness.locations)
      assert.ok(edge().holdsFresh(tag, location.name), `${location.name}'s tier holds the page`);
    // The editor fixes the phone number in WordPress, then ops purge its tag through location 2.
    harness.rewriteCms("5035550142", "5035550199");
    try {
      const started = performance.now();
      const purge = await harness.purge(harness.locations[1]!, { tags: [tag] });
      assert.equal(purge.status, 200, purge.body);
      const reached = await Promise.all(
        harness.locations.map((location) =>
          pollUntil(
            `the purge of ${tag} reaching ${location.name}`,
            () => (edge().holdsFresh(tag, location.name) ? undefined : performance.now() - started),
            10_000,
            20,
          ).then(({ value }) => ({ location: location.name, ms: value })),
        ),
      );
      for (const { location, ms } of reached)
        t.diagnostic(
          `${location}: reached ${Math.round(ms)} ms after the purge call (edge propagation ${edgePropagationMs} ms)`,
        );
      for (const { location, ms } of reached)
        assert.ok(ms <= purgeReachMs, `${location}: ${Math.round(ms)} ms, over ${purgeReachMs} ms`);
      assert.ok(!edge().holdsFresh(tag), "the upper tier holds no fresh copy either");
      // An invalidated copy may answer once more while the page renders again; then the new one answers.
      for (const location of harness.locations) {
        const { value, ms } = await pollUntil(
          `${location.name} serving the new phone number`,
          async () => {
            const v = await visit(location, path);
            return v.body.includes("555-0199") ? v : undefined;
          },
          10_000,
          50,
        );
        t.diagnostic(`${location.name}: new content (${value.cache}) after ${Math.round(ms)} ms more`);
      }
      await edge().settled();
    } finally {
      harness.rewriteCms("5035550142", null);
    }
  });

  it("with the CMS down, every real page is served in every location, an evicted one from its last good copy", async (t) => {
    // Every page the edge keeps: a shared 200 (HIT on a second visit), the 404 page and private pages aside.
    const pages: string[] = [];
    for (const { name, path } of pageExamples) {
      if (name === "notFound") continue;
      const first = await visit(harness.locations[0]!, path);
      const again = await visit(harness.locations[0]!, path);
      if (first.status === 200 && again.cache === "HIT") pages.push(path);
    }
    t.diagnostic(`pages the edge keeps: ${pages.join(" ")}`);
    assert.ok(pages.length >= 15, `most page types are kept by the edge, saw ${pages.length}`);
    // What each location serves before the outage.
    const earlier = new Map<string, string>();
    for (const location of harness.locations)
      for (const path of pages) earlier.set(`${location.name} ${path}`, (await visit(location, path)).body);
    await edge().settled();
    await kvSettled(harness);
    const evicted = examplePath("service");
    const lastGood = await harness.kv.kv.get(`page:last-good:${evicted}`);
    assert.ok(lastGood, `${evicted} has a last good copy in KV before the outage`);
    harness.cmsOutage("refuse");
    try {
      edge().evict(evicted);
      for (const location of harness.locations)
        for (const path of pages) {
          const served = await visit(location, path);
          assert.equal(served.status, 200, `${location.name} ${path}: ${served.status} ${served.cache}`);
          const expected: string | null | undefined =
            path === evicted ? lastGood : earlier.get(`${location.name} ${path}`);
          assert.equal(served.body, expected, `${location.name} ${path} is the page as last rendered`);
        }
      const fromKv = edge().runLog.filter((run) => run.path === evicted);
      assert.ok(fromKv.length >= 1, "the evicted page was asked of the worker, which answered from KV");
    } finally {
      harness.cmsOutage(null);
    }
  });

  it("a new version never serves the old version's copies", async (t) => {
    const path = examplePath("newsStory");
    const title = "Our 2024 Sliding Fee Scale Is Here";
    for (const location of harness.locations) {
      const warm = await visit(location, path);
      assert.equal(warm.status, 200);
      assert.ok(warm.body.includes(title), `${location.name} serves the story`);
    }
    // WordPress changes the title with no purge: the live version keeps serving its copies.
    harness.rewriteCms(title, "Our 2025 Sliding Fee Scale Is Here");
    try {
      for (const location of harness.locations) {
        const old = await visit(location, path);
        assert.equal(old.cache, "HIT", `${location.name}: the live version answers from its copy`);
        assert.ok(old.body.includes(title));
      }
      const since = Date.now();
      edge().version = "v2";
      const answers: Visit[] = [];
      for (const location of harness.locations) {
        const v = await visit(location, path);
        answers.push(v);
        assert.equal(v.status, 200);
        assert.ok(
          v.body.includes("Our 2025 Sliding Fee Scale Is Here") && !v.body.includes(title),
          `${location.name}: the new version renders its own page (${v.cache})`,
        );
      }
      t.diagnostic(`the new version's first visits: ${answers.map((a) => a.cache).join(", ")}`);
      assert.equal(answers[0]!.cache, "MISS", "the new version's first visit finds no copy");
      assert.equal(runsOf(path, since).length, 1, "one render for the new version, shared by every location");
    } finally {
      harness.rewriteCms(title, null);
      edge().version = "v1";
    }
  });
});
