/**
 * @module The deploy's carry-over of an earlier build's hashed files (decision 0059): what it keeps,
 * for how long, what it never touches, read from a live site served from a folder over HTTP.
 */
import assert from "node:assert/strict";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, describe, it } from "node:test";
import {
  type AssetList,
  isHashedAsset,
  keepDays,
  listBuild,
  parseAssetList,
  planCarryOver,
  sha256,
  writeAssetList,
} from "../../../client/asset-list.ts";
import { carryOver, carryOverSummary } from "../../../scripts/asset-carry-over.ts";
import { type LocalServer, listenLocally } from "../../support/local-server.ts";

const day = 86_400_000;
const deployedAt = new Date("2026-11-27T16:00:00Z");
const later = (days: number) => new Date(deployedAt.getTime() + days * day);
const folders: string[] = [];
const servers: LocalServer[] = [];
after(async () => {
  await Promise.all(servers.map((s) => s.close()));
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** A build's dist/public with these files under /assets/ and the list the build writes. */
async function build(files: Record<string, string>): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), "carry-over-"));
  folders.push(dir);
  mkdirSync(path.join(dir, "assets"));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, "assets", name), text);
  await writeAssetList(dir, await listBuild(dir));
  return dir;
}

/** Serves `dir` as the asset server does: a file, else 404. `override` answers some paths itself. */
async function live(dir: string, override: Record<string, [number, string]> = {}): Promise<string> {
  const server = createServer((req, res) => {
    const urlPath = new URL(req.url ?? "/", "http://x").pathname;
    const own = override[urlPath];
    const file = path.join(dir, ...urlPath.split("/"));
    if (own) res.writeHead(own[0]).end(own[1]);
    else if (!urlPath.includes("..") && existsSync(file)) res.writeHead(200).end(readFileSync(file));
    else res.writeHead(404).end("not found");
  });
  const listening = await listenLocally(server);
  servers.push(listening);
  return listening.url;
}

const listOf = (dir: string) => parseAssetList(readFileSync(path.join(dir, "asset-list.json"), "utf8"));
const entry = (text: string, retired: string | null) => ({ sha256: sha256(Buffer.from(text)), retired });

describe("the asset list", () => {
  it("names only the build's hashed files, each with its SHA-256, none retired", async () => {
    const dir = await build({ "entry-ABCDEFGH.js": "a", "not-hashed.js": "b", "chunk-23456ABC.js": "c" });
    assert.deepEqual(listOf(dir), {
      "/assets/chunk-23456ABC.js": entry("c", null),
      "/assets/entry-ABCDEFGH.js": entry("a", null),
    });
  });

  it("tells a hashed build file from anything else", () => {
    for (const name of [
      "/assets/entry-MKRHJGHD.js",
      "/assets/react-dom-LLQQCVRW.js",
      "/assets/x_y-ABCDEFGH.css",
    ])
      assert.equal(isHashedAsset(name), true, name);
    for (const name of [
      "/favicon.svg",
      "/_headers",
      "/assets/entry.js",
      "/assets/entry-abcdefgh.js",
      "/assets/../_headers-ABCDEFGH.js",
      "/assets/sub/entry-ABCDEFGH.js",
      "/asset-list.json",
    ])
      assert.equal(isHashedAsset(name), false, name);
  });

  it("refuses a list whose entry has no SHA-256 or no date", () => {
    assert.equal(parseAssetList("<html>"), "not JSON");
    assert.equal(parseAssetList("[]"), "no files object");
    assert.match(
      String(parseAssetList('{"files":{"/assets/a-ABCDEFGH.js":{"retired":null}}}')),
      /a bad entry/,
    );
    assert.match(
      String(
        parseAssetList(`{"files":{"/assets/a-ABCDEFGH.js":{"sha256":"${"0".repeat(64)}","retired":"soon"}}}`),
      ),
      /a bad entry/,
    );
  });
});

describe("the carry-over plan", () => {
  const old: AssetList = {
    "/assets/entry-AAAAAAAA.js": entry("old entry", null),
    "/assets/chunk-BBBBBBBB.js": entry("kept", null),
    "/assets/chunk-CCCCCCCC.js": entry("retired 6 days ago", later(-6).toISOString()),
    "/assets/chunk-DDDDDDDD.js": entry("retired 8 days ago", later(-8).toISOString()),
  };
  const next: AssetList = {
    "/assets/entry-EEEEEEEE.js": entry("new entry", null),
    "/assets/chunk-BBBBBBBB.js": entry("kept", null),
  };

  it("keeps every file at least a day after the deploy that retired it, and drops it after the window", () => {
    assert.ok(keepDays >= 1);
    const plan = planCarryOver(old, next, deployedAt);
    assert.deepEqual(Object.fromEntries(plan.carry), {
      "/assets/entry-AAAAAAAA.js": entry("old entry", deployedAt.toISOString()),
      "/assets/chunk-CCCCCCCC.js": entry("retired 6 days ago", later(-6).toISOString()),
    });
    assert.deepEqual(plan.dropped, ["/assets/chunk-DDDDDDDD.js"]);
    // The next deploys, a day and then the whole window later, carry it on; one past the window drops it.
    const carried = { ...next, ...Object.fromEntries(plan.carry) };
    const dayLater = planCarryOver(carried, next, later(1)).carry.map(([p]) => p);
    assert.ok(dayLater.includes("/assets/entry-AAAAAAAA.js"));
    assert.ok(
      planCarryOver(carried, next, later(keepDays)).carry.some(([p]) => p === "/assets/entry-AAAAAAAA.js"),
    );
    assert.deepEqual(planCarryOver(carried, next, new Date(later(keepDays).getTime() + 1)).dropped, [
      "/assets/entry-AAAAAAAA.js",
      "/assets/chunk-CCCCCCCC.js",
    ]);
  });

  it("never carries a name the new build has, whatever the earlier list says of it", () => {
    const plan = planCarryOver(
      { "/assets/chunk-BBBBBBBB.js": entry("other bytes", later(-1).toISOString()) },
      next,
      deployedAt,
    );
    assert.deepEqual(plan, { carry: [], dropped: [], refused: [] });
  });

  it("refuses every name that is not a hashed build file", () => {
    const plan = planCarryOver(
      {
        "/_headers": entry("x", null),
        "/favicon.svg": entry("y", null),
        "/assets/../x-ABCDEFGH.js": entry("z", null),
      },
      next,
      deployedAt,
    );
    assert.deepEqual(plan.carry, []);
    assert.deepEqual(plan.refused, ["/_headers", "/favicon.svg", "/assets/../x-ABCDEFGH.js"]);
  });
});

describe("carrying the live site's files into a new build", () => {
  it("downloads the files the new build lacks, byte for byte, and lists them retired at the deploy", async () => {
    const a = await build({ "entry-AAAAAAAA.js": "A's entry", "chunk-SAMESAME.js": "shared" });
    const b = await build({ "entry-BBBBBBBB.js": "B's entry", "chunk-SAMESAME.js": "shared" });
    const result = await carryOver(await live(a), b, deployedAt);
    assert.deepEqual(result, { ok: true, carried: ["/assets/entry-AAAAAAAA.js"], dropped: [], missing: [] });
    assert.equal(readFileSync(path.join(b, "assets/entry-AAAAAAAA.js"), "utf8"), "A's entry");
    assert.deepEqual(listOf(b), {
      "/assets/chunk-SAMESAME.js": entry("shared", null),
      "/assets/entry-AAAAAAAA.js": entry("A's entry", deployedAt.toISOString()),
      "/assets/entry-BBBBBBBB.js": entry("B's entry", null),
    });
    assert.match(carryOverSummary(result as Extract<typeof result, { ok: true }>), /^Carried 1 hashed file/);

    // The deploy after it, two days on, carries A's entry again with its first date; past the window, not.
    const c = await build({ "entry-CCCCCCCC.js": "C's entry" });
    const second = await carryOver(await live(b), c, later(2));
    assert.ok(second.ok);
    assert.deepEqual(second.carried.sort(), [
      "/assets/chunk-SAMESAME.js",
      "/assets/entry-AAAAAAAA.js",
      "/assets/entry-BBBBBBBB.js",
    ]);
    assert.equal((listOf(c) as AssetList)["/assets/entry-AAAAAAAA.js"]?.retired, deployedAt.toISOString());
    const d = await build({ "entry-DDDDDDDD.js": "D's entry" });
    const third = await carryOver(await live(c), d, later(keepDays + 1));
    assert.ok(third.ok);
    assert.deepEqual(third.dropped, ["/assets/entry-AAAAAAAA.js"]);
    assert.equal(existsSync(path.join(d, "assets/entry-AAAAAAAA.js")), false);
  });

  it("never overwrites a file of the new build, even when the live site serves other bytes under its name", async () => {
    const a = await build({ "chunk-SAMESAME.js": "live bytes" });
    const b = await build({ "chunk-SAMESAME.js": "new bytes" });
    const result = await carryOver(await live(a), b, deployedAt);
    assert.deepEqual(result, { ok: true, carried: [], dropped: [], missing: [] });
    assert.equal(readFileSync(path.join(b, "assets/chunk-SAMESAME.js"), "utf8"), "new bytes");
  });

  it("carries only hashed files whose bytes are the listed ones, naming the rest", async () => {
    const a = await build({ "entry-AAAAAAAA.js": "A", "chunk-CHANGED2.js": "listed" });
    const list = listOf(a) as AssetList;
    list["/_headers"] = entry("/*\n  X-Evil: 1", null);
    await writeAssetList(a, list);
    writeFileSync(path.join(a, "assets/chunk-CHANGED2.js"), "served");
    const b = await build({ "entry-BBBBBBBB.js": "B" });
    const result = await carryOver(await live(a, { "/_headers": [200, "/*\n  X-Evil: 1"] }), b, deployedAt);
    assert.ok(result.ok);
    assert.deepEqual(result.carried, ["/assets/entry-AAAAAAAA.js"]);
    assert.deepEqual(result.missing, [
      "/_headers (not a hashed build file)",
      "/assets/chunk-CHANGED2.js (not the listed bytes)",
    ]);
    assert.equal(existsSync(path.join(b, "_headers")), false);
    assert.equal(existsSync(path.join(b, "assets/chunk-CHANGED2.js")), false);
    assert.match(
      carryOverSummary(result as Extract<typeof result, { ok: true }>),
      /^Warning: not carried, so a page still open from an earlier build may miss them: \/_headers/m,
    );
  });

  it("carries nothing from a site with no list (a holding page, an older build), and says so", async () => {
    const b = await build({ "entry-BBBBBBBB.js": "B" });
    const before = readFileSync(path.join(b, "asset-list.json"), "utf8");
    const empty = mkdtempSync(path.join(tmpdir(), "carry-over-empty-"));
    folders.push(empty);
    const site = await live(empty);
    const result = await carryOver(site, b, deployedAt);
    assert.ok(result.ok);
    assert.deepEqual(result.carried, []);
    assert.equal(result.note, `${site} publishes no /asset-list.json: nothing to carry`);
    assert.equal(readFileSync(path.join(b, "asset-list.json"), "utf8"), before);
  });

  it("fails, changing nothing, when the live list cannot be read", async () => {
    const b = await build({ "entry-BBBBBBBB.js": "B" });
    const before = readFileSync(path.join(b, "asset-list.json"), "utf8");
    const broken = await live(b, { "/asset-list.json": [503, "busy"] });
    assert.deepEqual(await carryOver(broken, b, deployedAt), {
      ok: false,
      why: `${broken}/asset-list.json answers 503`,
    });
    const html = await live(b, { "/asset-list.json": [200, "<!doctype html>"] });
    assert.deepEqual(await carryOver(html, b, deployedAt), {
      ok: false,
      why: `${html}/asset-list.json is not an asset list: not JSON`,
    });
    assert.equal(readFileSync(path.join(b, "asset-list.json"), "utf8"), before);
  });
});
