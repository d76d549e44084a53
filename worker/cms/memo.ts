/**
 * @module A few seconds' memory of CMS answers in this isolate, shared only by renders already under way
 * when the answer was asked for: reads of the same CMS resource by one render, and by renders running at
 * the same time (the services and locations lists of home and location pages requested together).
 *
 * A render never uses an answer whose read began before the render did (decision 0060). A purge (the ops
 * route, a CMS content event) may be handled by any isolate in any location, and the edge then keeps the
 * next render as fresh; a render that began after the purge, wherever it runs, began after the change it
 * purges for, so every answer it may use was asked for after the change. No isolate needs to hear of the
 * purge, and no render after it shows what the CMS said before it. Renders that follow one another each
 * ask the CMS: the edge, not this memory, is what spares the CMS the next visitors.
 *
 * Only settled plain data is shared, never a read on its way. The Workers runtime ties every I/O object
 * to the request that made it ("Cannot perform I/O on behalf of a different request"), and a read that
 * one request started is cancelled when that request ends, so a render that waited on another request's
 * read could wait forever (a `GET /star` was cancelled as hung under load that way). Each request awaits
 * its own read; what a read settles to (the parsed JSON) is what renders begun before it asked get.
 */

import { isolateState } from "../lib/isolate-state.ts";

/** The time in milliseconds (tests pass their own clock). */
type Clock = () => number;

/** Most answers remembered at once; the oldest is forgotten first. */
export const maxRememberedAnswers = 200;

/**
 * This isolate's order of events: each render's beginning and each read's asking take the next number.
 * JavaScript runs one thing at a time in an isolate, so a smaller number happened first, whatever the
 * clock says (the Workers clock stands still between I/O).
 */
let events = 0;

/** Marks a render's beginning: the number to pass as `begun` for every answer it asks for. */
export const beginRender = (): number => ++events;

/** Settled answers by key, oldest first: when their read was asked for, and the time they may be shared until. */
const answers = new Map<string, { value: unknown; asked: number; until: number }>();

export interface Asker {
  /** When the render asking began (`beginRender()`); by default, now: no remembered answer is used. */
  begun?: number;
  /** The clock, in milliseconds (tests pass their own). */
  now?: Clock;
}

/**
 * The answer for `key` (a CMS URL): a remembered one whose read was asked for after the render began
 * and that settled less than `ttlMs` ago, or this render's own `load()`, remembered once it settles
 * (unless `ttlMs` is 0 or less). Renders asking while another request's read is on its way send their
 * own. Failures are never remembered, so the next render asks the CMS again. The answer is shared
 * between renders: callers must not change it (the CMS client keeps the raw JSON here and gives each
 * caller its own checked copy).
 */
export async function rememberedAnswer<T>(
  key: string,
  ttlMs: number,
  load: () => Promise<T>,
  { begun = beginRender(), now = Date.now }: Asker = {},
): Promise<T> {
  if (ttlMs <= 0) return load();
  const known = answers.get(key);
  if (known && known.asked > begun && known.until > now()) return known.value as T;
  const asked = ++events;
  const value = await load();
  // A read asked for earlier that settles later never replaces a newer answer.
  const newer = answers.get(key);
  if (newer && newer.asked > asked) return value;
  // Its age counts from when it arrived: a slow read is still kept for the whole time.
  answers.delete(key);
  answers.set(key, { value, asked, until: now() + ttlMs });
  if (answers.size > maxRememberedAnswers) answers.delete(answers.keys().next().value as string);
  return value;
}

/** Forgets every remembered answer (purges, and tests that change what the CMS says). */
export const forgetCmsAnswers = isolateState("CMS answers", () => answers.clear());

/** How many answers this isolate remembers now. */
export const rememberedAnswers = (): number => answers.size;
