import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { rememberedAnswer, rememberedAnswers } from "../../../worker/cms/memo.ts";
import { forgetAll, isolateState, isolateStateNames } from "../../../worker/lib/isolate-state.ts";
import { swr } from "../../../worker/lib/kv-swr.ts";
// The worker's modules register their memories when they load.
import "../../../worker/index.ts";

const pending: Promise<unknown>[] = [];
const background = { waitUntil: (work: Promise<unknown>) => void pending.push(work) };

describe("the registry of per-isolate state", () => {
  it("knows every module-level memory of the worker", () => {
    expect(isolateStateNames().sort()).toEqual(
      [
        "CMS answers",
        "demo CMS tables made",
        "use-once tables made",
        "KV stale-while-revalidate memory",
        "last good common data",
        "normalized search terms",
        "purge rate",
        "sanitized HTML",
        "search index",
      ].sort(),
    );
  });

  it("refuses a second memory under a name already taken", () => {
    expect(() => isolateState("purge rate", () => {})).toThrow(/registered twice/);
  });

  it("forgets remembered CMS answers and KV copies with one call", async () => {
    await rememberedAnswer("https://cms.test/a", 60_000, async () => 1);
    expect(rememberedAnswers()).toBeGreaterThan(0);
    let loads = 0;
    const load = async () => ++loads;
    const options = { freshSeconds: 60, maxStaleSeconds: 600 };
    await swr(env.CACHE, background, "registry-test", load, options);
    await Promise.all(pending);
    await env.CACHE.delete("registry-test");
    // Remembered in memory: KV is not read again, so the deleted entry is not noticed.
    await swr(env.CACHE, background, "registry-test", load, options);
    expect(loads).toBe(1);
    forgetAll();
    expect(rememberedAnswers()).toBe(0);
    await swr(env.CACHE, background, "registry-test", load, options);
    expect(loads).toBe(2);
  });
});
