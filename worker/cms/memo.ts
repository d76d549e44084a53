/**
 * @module A few seconds' memory of CMS answers in this isolate: renders that need the same CMS
 * resource at about the same time (the services and locations lists on home and location pages; every
 * page of a purge-all) share one answer instead of each asking again.
 *
 * Only settled plain data is shared, never a read on its way. The Workers runtime ties every I/O object
 * to the request that made it ("Cannot perform I/O on behalf of a different request"), and a read that
 * one request started is cancelled when that request ends, so a render that waited on another request's
 * read could wait forever (a `GET /star` was cancelled as hung under load that way). Each request awaits
 * its own read; what a read settles to (the parsed JSON) is what later renders get.
 */

import { isolateState } from "../lib/isolate-state.ts";
import type { Clock } from "../lib/promise-memory.ts";

/** Most answers remembered at once; the oldest is forgotten first. */
export const maxRememberedAnswers = 200;

/** Settled answers by key, oldest first, each with the time it may be shared until. */
const answers = new Map<string, { value: unknown; until: number }>();

/**
 * The answer for `key` (a CMS URL): a remembered one that settled less than `ttlMs` ago, or this
 * request's own `load()`, remembered once it settles (unless `ttlMs` is 0 or less). Renders asking while
 * another request's read is on its way send their own. Failures are never remembered, so the next render
 * asks the CMS again. The answer is shared between renders: callers must not change it (the CMS client
 * keeps the raw JSON here and gives each caller its own checked copy). `now` is the clock.
 */
export async function rememberedAnswer<T>(
  key: string,
  ttlMs: number,
  load: () => Promise<T>,
  now: Clock = Date.now,
): Promise<T> {
  if (ttlMs <= 0) return load();
  const known = answers.get(key);
  if (known && known.until > now()) return known.value as T;
  const value = await load();
  // Its age counts from when it arrived: a slow read is still kept for the whole time.
  answers.delete(key);
  answers.set(key, { value, until: now() + ttlMs });
  if (answers.size > maxRememberedAnswers) answers.delete(answers.keys().next().value as string);
  return value;
}

/** Forgets every remembered answer (purges, and tests that change what the CMS says). */
export const forgetCmsAnswers = isolateState("CMS answers", () => answers.clear());

/** How many answers this isolate remembers now. */
export const rememberedAnswers = (): number => answers.size;
