/** @module The smoke test's page-cache check against small local sites: a late HIT, a note where it cannot be checked, a failure saying what the zone needs. */
import assert from "node:assert/strict";
import http from "node:http";
import { describe, it } from "node:test";
import { Note, pageCacheHit } from "../../../worker/cli/smoke-cache-hit.ts";
import { listenLocally } from "../../support/local-server.ts";

/** A site whose home page answers with the n-th of `answers` (X-Cache state and cf-ray location). */
async function site(answers: { cache: string; colo?: string }[]) {
  let n = 0;
  const server = await listenLocally(
    http.createServer((_req, res) => {
      const answer = answers[Math.min(n++, answers.length - 1)] ?? { cache: "MISS" };
      res.writeHead(200, {
        "x-cache": answer.cache,
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

  it("is a note on *.workers.dev, where the Cache API does nothing, without asking", async () => {
    const outcome = await pageCacheHit(
      () => Promise.reject(new Error("no request expected")),
      "https://clinic-site.clinic.workers.dev",
    );
    assert.ok(outcome instanceof Note);
    assert.match(
      outcome.text,
      /^not verifiable from here: the Cache API does nothing on \*\.workers\.dev; the page cache needs a custom domain/,
    );
  });

  it("fails in one location with no HIT, saying what the zone needs", async () => {
    const s = await site([{ cache: "MISS", colo: "SEA" }]);
    try {
      await assert.rejects(pageCacheHit(get, s.url), {
        message:
          "X-Cache was MISS, MISS, MISS in SEA: the page cache works only on a custom domain of the zone (routes custom_domain = true), with no Cache Rule bypassing it",
      });
      assert.equal(s.requests(), 3);
    } finally {
      await s.close();
    }
  });
});
