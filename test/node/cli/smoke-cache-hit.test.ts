/** @module The smoke test's page-cache check against small local sites: a late HIT, a note where it cannot be checked, a failure saying what the environment needs. */
import assert from "node:assert/strict";
import http from "node:http";
import { describe, it } from "node:test";
import { Note, offEdge, pageCacheHit } from "../../../scripts/smoke-cache-hit.ts";
import { listenLocally } from "../../support/local-server.ts";

/** A site whose home page answers with the n-th of `answers` (Cf-Cache-Status and cf-ray location). */
async function site(answers: { cache: string; colo?: string }[]) {
  let n = 0;
  const server = await listenLocally(
    http.createServer((_req, res) => {
      const answer = answers[Math.min(n++, answers.length - 1)] ?? { cache: "MISS" };
      res.writeHead(200, {
        "cf-cache-status": answer.cache,
        ...(answer.colo ? { "cf-ray": `8e1f2a3b4c5d6e7f-${answer.colo}` } : {}),
      });
      res.end("<p>home</p>");
    }),
  );
  return { ...server, requests: () => n };
}
const get = (url: string) => fetch(url);

describe("the smoke test's page-cache check", () => {
  it("passes on a HIT, saying after how many requests", async () => {
    const s = await site([
      { cache: "MISS", colo: "SEA" },
      { cache: "HIT", colo: "SEA" },
    ]);
    try {
      assert.equal(await pageCacheHit(get, s.url), "after 2 requests");
    } finally {
      await s.close();
    }
  });

  it("is a note, not a failure, when the answers came from several locations", async () => {
    const s = await site([
      { cache: "MISS", colo: "SEA" },
      { cache: "MISS", colo: "LAX" },
      { cache: "MISS", colo: "SEA" },
    ]);
    try {
      const outcome = await pageCacheHit(get, s.url);
      assert.ok(outcome instanceof Note);
      assert.equal(
        outcome.text,
        "not verifiable from here: the requests reached SEA, LAX, and each location has its own cache",
      );
    } finally {
      await s.close();
    }
  });

  it("is a note, not a failure, off Cloudflare's edge (no cf-ray): there is no Workers Cache to check", async () => {
    const s = await site([{ cache: "absent" }]);
    try {
      const outcome = await pageCacheHit(get, s.url);
      assert.ok(outcome instanceof Note);
      assert.equal(outcome.text, offEdge);
    } finally {
      await s.close();
    }
  });

  it("fails in one location with no HIT, saying what the environment needs", async () => {
    const s = await site([{ cache: "MISS", colo: "SEA" }]);
    try {
      await assert.rejects(pageCacheHit(get, s.url), {
        message:
          "Cf-Cache-Status was MISS, MISS, MISS in SEA: Workers Cache needs [cache] enabled = true in the environment (wrangler.toml), and pages answered with cloudflare-cdn-cache-control",
      });
      assert.equal(s.requests(), 3);
    } finally {
      await s.close();
    }
  });
});
