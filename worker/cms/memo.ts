/**
 * @module A few seconds' memory of CMS answers in this isolate: renders that need the same CMS
 * resource at about the same time (the services and locations lists on home and location pages; every
 * page of a purge-all) share one request instead of each sending their own.
 */

import { isolateState } from "../lib/isolate-state.ts";
import { type Clock, promiseMemory } from "../lib/promise-memory.ts";

/** Most answers remembered at once; the oldest is forgotten first. */
export const maxRememberedAnswers = 200;

const answers = promiseMemory<unknown>(maxRememberedAnswers);

/**
 * The answer for `key` (a CMS URL): one still on its way, a remembered one that arrived less than
 * `ttlMs` ago, or `load()`'s. Failures are never remembered, so the next render asks the CMS again. The answer is
 * shared between renders: callers must not change it (the CMS client keeps the raw JSON here and
 * gives each caller its own checked copy). `now` is the clock (tests pass their own).
 */
export const rememberedAnswer = <T>(
  key: string,
  ttlMs: number,
  load: () => Promise<T>,
  now: Clock = Date.now,
): Promise<T> => answers.get(key, ttlMs, load, now) as Promise<T>;

/** Forgets every remembered answer (purges, and tests that change what the CMS says). */
export const forgetCmsAnswers = isolateState("CMS answers", () => answers.clear());

/** How many answers this isolate remembers now. */
export const rememberedAnswers = (): number => answers.size;
