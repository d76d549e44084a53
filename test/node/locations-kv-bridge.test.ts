/**
 * @module The multi-location harness's KV bridge keeps KV's semantics: a location's client
 * (test/locations-worker/bridged-kv.ts, which needs only fetch, so it runs in Node too) against the hub's
 * real workerd namespace gives back what was put, as every value type, with its metadata and expiry,
 * throws KV's own errors, and is counted by kind and key prefix.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { BridgedKv } from "../locations-worker/bridged-kv.ts";
import { type KvHub, startKvHub } from "../support/locations/kv-hub.ts";

let hub: KvHub;
let kv: BridgedKv;

describe("the harness's KV bridge", () => {
  before(async () => {
    hub = await startKvHub();
    kv = new BridgedKv(hub.url, "location-test");
  });
  after(async () => {
    await hub?.stop();
  });

  it("gives back a value as text, json, arrayBuffer and stream, with its metadata", async () => {
    await kv.put("page:a", JSON.stringify({ phone: "(503) 555-0142", accent: "é" }), {
      metadata: { status: 200 },
    });
    assert.equal(await kv.get("page:a"), '{"phone":"(503) 555-0142","accent":"é"}');
    assert.equal(await kv.get("page:a", "text"), '{"phone":"(503) 555-0142","accent":"é"}');
    assert.deepEqual(await kv.get("page:a", "json"), { phone: "(503) 555-0142", accent: "é" });
    assert.deepEqual(await kv.get("page:a", { type: "json", cacheTtl: 60 }), {
      phone: "(503) 555-0142",
      accent: "é",
    });
    const bytes = await kv.get("page:a", "arrayBuffer");
    assert.ok(bytes instanceof ArrayBuffer);
    assert.equal(new TextDecoder().decode(bytes), '{"phone":"(503) 555-0142","accent":"é"}');
    const stream = await kv.get("page:a", "stream");
    assert.ok(stream);
    assert.equal(await new Response(stream).text(), '{"phone":"(503) 555-0142","accent":"é"}');
    const withMeta = await kv.getWithMetadata<{ status: number }>("page:a", "text");
    assert.deepEqual(withMeta.metadata, { status: 200 });
    assert.equal(withMeta.value, '{"phone":"(503) 555-0142","accent":"é"}');
    // What the hub's namespace itself holds: the same.
    assert.deepEqual((await hub.kv.getWithMetadata("page:a", "text")).metadata, { status: 200 });
  });

  it("stores bytes as they are, from an ArrayBuffer, a view into one, or a stream", async () => {
    const all = new Uint8Array([0, 1, 2, 250, 251, 252, 253, 254, 255]);
    await kv.put("bytes:buffer", all.slice().buffer);
    await kv.put("bytes:view", all.subarray(3, 6));
    await kv.put("bytes:stream", new Response(all).body ?? new ReadableStream());
    const read = async (key: string) => [
      ...new Uint8Array((await kv.get(key, "arrayBuffer")) ?? new ArrayBuffer(0)),
    ];
    assert.deepEqual(await read("bytes:buffer"), [...all]);
    assert.deepEqual(await read("bytes:view"), [250, 251, 252]);
    assert.deepEqual(await read("bytes:stream"), [...all]);
  });

  it("answers null for what is not there, and forgets what is deleted", async () => {
    assert.equal(await kv.get("nothing:here"), null);
    assert.equal(await kv.get("nothing:here", "stream"), null);
    assert.deepEqual(await kv.getWithMetadata("nothing:here", "json"), {
      value: null,
      metadata: null,
      cacheStatus: null,
    });
    await kv.put("lease:x", "held");
    await kv.delete("lease:x");
    assert.equal(await kv.get("lease:x"), null);
  });

  it("keeps expiry as KV does, and throws KV's own errors", async () => {
    const before = Math.floor(Date.now() / 1000);
    await kv.put("cache:ttl", "soon gone", { expirationTtl: 120 });
    const listed = await kv.list({ prefix: "cache:ttl" });
    const expiration = listed.keys[0]?.expiration ?? 0;
    assert.ok(expiration >= before + 120 && expiration <= before + 122, `expiration ${expiration}`);
    // KV refuses a time to live under 60 s; the error is the hub KV's, thrown in the location.
    await assert.rejects(kv.put("cache:short", "x", { expirationTtl: 10 }), /expiration/i);
    await assert.rejects(kv.get(["a", "b"], "text"), /several keys at once is not supported/);
  });

  it("lists by prefix, page by page", async () => {
    for (const n of [1, 2, 3]) await kv.put(`list:${n}`, String(n), { metadata: { n } });
    const first = await kv.list<{ n: number }>({ prefix: "list:", limit: 2 });
    assert.deepEqual(
      first.keys.map((k) => [k.name, k.metadata]),
      [
        ["list:1", { n: 1 }],
        ["list:2", { n: 2 }],
      ],
    );
    assert.equal(first.list_complete, false);
    assert.ok(!first.list_complete && first.cursor);
    const rest = await kv.list({ prefix: "list:", cursor: first.cursor });
    assert.deepEqual(
      rest.keys.map((k) => k.name),
      ["list:3"],
    );
  });

  it("counts every operation by kind, key prefix and location, from a reset", async () => {
    hub.reset();
    await kv.get("page:a");
    await kv.get("page:missing");
    await kv.put("lease:y", "1", { expirationTtl: 60 });
    await kv.delete("lease:y");
    await kv.list({ prefix: "list:" });
    const counts = hub.counts();
    assert.deepEqual(counts.total, { read: 2, write: 1, delete: 1, list: 1 });
    assert.deepEqual(counts.byPrefix["page:"], { read: 2, write: 0, delete: 0, list: 0 });
    assert.deepEqual(counts.byPrefix["lease:"], { read: 0, write: 1, delete: 1, list: 0 });
    assert.deepEqual(counts.byLocation["location-test"], { read: 2, write: 1, delete: 1, list: 1 });
    assert.deepEqual(
      hub.log().map((e) => [e.operation, e.key, e.found]),
      [
        ["read", "page:a", true],
        ["read", "page:missing", false],
        ["write", "lease:y", null],
        ["delete", "lease:y", null],
        ["list", "list:", null],
      ],
    );
  });
});
