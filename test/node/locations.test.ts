/**
 * @module Every location one origin: three locations of the site (separate workerd processes) behind one
 * Workers Cache fake, sharing one KV, in front of one counting CMS (test/support/locations). The harness
 * shares KV and keeps each location's own Cache API; a real page's last good copy is written by its first
 * render and not again for the same bytes. Purges, bursts, outages and versions behind the edge:
 * locations-edge.test.ts.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { type Locations, pollUntil, startLocations, visit } from "../support/locations/index.ts";
import { examplePath } from "../support/page-examples.ts";

let harness: Locations;

/** Waits until the hub saw `location` write a page's last good copy (`page:` key): the copy has landed. */
const globalCopyWritten = (location: string) =>
  pollUntil(
    `a last good page copy written by ${location}`,
    () =>
      harness.kv
        .log()
        .some((e) => e.operation === "write" && e.key.startsWith("page:") && e.location === location)
        ? true
        : undefined,
    10_000,
  );

describe("every location, one origin (issues 31 and 42)", { timeout: 600_000 }, () => {
  before(
    async () => {
      harness = await startLocations({ count: 3 });
    },
    { timeout: 240_000 },
  );
  after(async () => {
    await harness?.stop();
  });

  it("the harness shares one KV and keeps each location's Cache API its own", async () => {
    const [one, two, three] = harness.locations;
    const key = `harness-check:${Date.now()}`;
    const put = await fetch(`${one!.url}/__harness/kv?key=${key}`, {
      method: "PUT",
      body: "written in location 1",
    });
    assert.equal(put.status, 204);
    const read = await fetch(`${three!.url}/__harness/kv?key=${key}`);
    assert.equal(read.status, 200, "location 3 reads what location 1 wrote in KV");
    assert.equal(await read.text(), "written in location 1");
    assert.equal(await harness.kv.kv.get(key), "written in location 1", "the hub holds it");

    const stored = await fetch(`${one!.url}/__harness/cache?key=${key}`, {
      method: "PUT",
      body: "cached in 1",
    });
    assert.equal(stored.status, 204);
    const inOne = await fetch(`${one!.url}/__harness/cache?key=${key}`);
    assert.equal(inOne.status, 200, "location 1 finds its own Cache API entry");
    assert.equal(await inOne.text(), "cached in 1");
    const inTwo = await fetch(`${two!.url}/__harness/cache?key=${key}`);
    assert.equal(inTwo.status, 404, "location 2's Cache API does not have location 1's entry");
    await inTwo.body?.cancel();
  });

  it("a page's last good copy is written by its first render, and a render of the same bytes writes nothing", async () => {
    const [one] = harness.locations;
    const path = examplePath("staffMember");
    harness.kv.reset();
    const first = await visit(one!, path);
    assert.equal(first.status, 200);
    await globalCopyWritten(one!.name);
    const hit = await visit(one!, path);
    assert.equal(hit.cache, "HIT", "the edge answers the second visit: no render");
    // The edge loses its copy: the page renders again, to the same bytes.
    harness.edge?.evict(path);
    const again = await visit(one!, path);
    assert.equal(again.cache, "MISS");
    assert.equal(again.body, first.body, "the same bytes");
    // The second render compared its hash with the one the isolate knows: no read, no write.
    const writes = harness.kv.log().filter((e) => e.operation === "write" && e.key.startsWith("page:"));
    assert.equal(writes.length, 1, "only the first render wrote the page's last good copy");
  });
});
