/**
 * @module `npm run submissions` against a local worker whose dead-letter store holds two submissions:
 * list, show, replay, delete with SUBMISSIONS_TOKEN, and the answers for the ops token, a wrong token,
 * a key not stored and bad arguments.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { freePort } from "../../support/free-port.ts";
import { type RunningWorker, startWorker } from "../../support/worker-process.ts";
import { runScript } from "../support/run-script.ts";

const opsToken = "submissions-test-ops-token-0123456789";
const submissionsToken = "submissions-test-submissions-token-0123456789";
const state = ".wrangler/state-submissions-test";
const keys = ["cli-test-replayed-0001", "cli-test-deleted-00002"];
let site: RunningWorker;

/** Stores a dead-lettered submission in the local worker's own KV, as the dead-letter consumer would. */
function seed(key: string) {
  const entry = {
    submission: {
      kind: "newsletter",
      payload: { email: `${key}@example.org`, profile: "newsletter" },
      idempotencyKey: key,
    },
    acceptedAt: "2026-11-20T10:00:00.000Z",
    deadLetteredAt: "2026-11-20T10:20:00.000Z",
  };
  const metadata = { kind: "newsletter", acceptedAt: entry.acceptedAt, deadLetteredAt: entry.deadLetteredAt };
  const args = ["wrangler", "kv", "key", "put", key, JSON.stringify(entry), "--binding", "FORM_DEAD_LETTERS"];
  args.push("--local", "--persist-to", state, "--ttl", "3600", "--metadata", JSON.stringify(metadata));
  const result = spawnSync("npx", args, { encoding: "utf8" });
  assert.equal(result.status, 0, result.stderr);
}

before(async () => {
  rmSync(state, { recursive: true, force: true });
  for (const key of keys) seed(key);
  site = await startWorker(
    await freePort(),
    { OPS_TOKEN: opsToken, SUBMISSIONS_TOKEN: submissionsToken },
    state,
  );
});
after(async () => {
  await site?.stop();
  rmSync(state, { recursive: true, force: true });
});

const submissions = (args: string[], token = submissionsToken, extra: Record<string, string> = {}) =>
  runScript("scripts/submissions.ts", args, { SUBMISSIONS_TOKEN: token, ...extra });

describe("npm run submissions", () => {
  it("lists the stored submissions by key, kind and dates, without their fields", async () => {
    const { status, out } = await submissions(["list", "--url", site.url]);
    assert.equal(status, 0, out);
    assert.match(out, /^key +kind +accepted +dead-lettered +expires$/m);
    for (const key of keys) {
      assert.match(
        out,
        new RegExp(`^${key} +newsletter +2026-11-20T10:00:00.000Z +2026-11-20T10:20:00.000Z +\\d{4}-`, "m"),
      );
    }
    assert.match(out, new RegExp(`^2 submission\\(s\\) stored on ${site.url}$`, "m"));
    assert.doesNotMatch(out, /@example\.org/);
  });

  it("cannot read, replay or delete anything with the ops token, nor with the ops token given in its place", async () => {
    const withOps = await submissions(["show", keys[0] as string, "--url", site.url], opsToken);
    assert.equal(withOps.status, 1, withOps.out);
    assert.match(withOps.out, /answered 401 \(is SUBMISSIONS_TOKEN the worker's\?\): Unauthorized/);
    assert.doesNotMatch(withOps.out, /@example\.org/);
    const beside = await submissions(["list", "--url", site.url], "", { OPS_TOKEN: opsToken });
    assert.equal(beside.status, 2);
    assert.match(beside.out, /SUBMISSIONS_TOKEN is not set/);
    const purge = await fetch(`${site.url}/__ops/purge`, {
      method: "POST",
      headers: { authorization: `Bearer ${submissionsToken}`, "content-type": "application/json" },
      body: '{"scope":"all"}',
    });
    assert.equal(purge.status, 401, "the submissions token cannot purge");
  });

  it("shows one whole, replays one onto the outbox and deletes another; then neither is stored", async () => {
    const [replayed, deleted] = keys as [string, string];
    const shown = await submissions(["show", replayed, "--url", site.url]);
    assert.equal(shown.status, 0, shown.out);
    assert.equal(JSON.parse(shown.out).submission.payload.email, `${replayed}@example.org`);
    const replay = await submissions(["replay", replayed, "--url", site.url]);
    assert.equal(replay.status, 0, replay.out);
    assert.match(replay.out, new RegExp(`^replayed ${replayed}: back on the outbox`, "m"));
    const remove = await submissions(["delete", deleted, "--url", site.url]);
    assert.equal(remove.status, 0, remove.out);
    assert.match(remove.out, new RegExp(`^deleted ${deleted}$`, "m"));
    const list = await submissions(["list", "--url", site.url]);
    assert.match(list.out, /^0 submission\(s\) stored/m);
    const again = await submissions(["delete", deleted, "--url", site.url]);
    assert.equal(again.status, 1);
    assert.match(again.out, /answered 404: No stored submission has that key/);
  });

  it("finds the site of an --env in wrangler.toml", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "submissions-"));
    const config = path.join(dir, "wrangler.toml");
    writeFileSync(
      config,
      `name = "x"\n\n[env.test]\nname = "x-test"\n\n[env.test.vars]\nSITE_URL = "${site.url}"\n`,
    );
    const { status, out } = await submissions(["list", "--env", "test", "--config", config]);
    rmSync(dir, { recursive: true, force: true });
    assert.equal(status, 0, out);
    assert.match(out, new RegExp(`stored on ${site.url}$`, "m"));
  });

  it("says what is wrong with a wrong token, a bad key and bad arguments, and how to call it", async () => {
    const wrong = await submissions(["list", "--url", site.url], `${submissionsToken}x`);
    assert.equal(wrong.status, 1);
    assert.match(wrong.out, /answered 401 \(is SUBMISSIONS_TOKEN the worker's\?\)/);
    const badKey = await submissions(["replay", "short", "--url", site.url]);
    assert.equal(badKey.status, 1);
    assert.match(badKey.out, /answered 400: The key must be a submission's idempotency key/);
    for (const args of [
      [],
      ["purge", "--url", site.url],
      ["replay", "--url", site.url],
      ["list", "x", "--url", site.url],
      ["list"],
      ["list", "--bogus"],
    ]) {
      const usage = await submissions(args);
      assert.equal(usage.status, 2, args.join(" "));
      assert.match(usage.out, /usage: npm run submissions -- list \| show KEY \| replay KEY \| delete KEY/);
    }
    const noToken = await submissions(["list", "--url", site.url], "");
    assert.equal(noToken.status, 2);
    assert.match(noToken.out, /SUBMISSIONS_TOKEN is not set/);
  });
});
