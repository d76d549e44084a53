/**
 * @module The reads of one request that failed because the CMS was unavailable (timed out, an error
 * status, unreachable, an answer of the wrong shape), counted per request whether or not the render went
 * on without them. A page rendered with such a read left out (a section, its other languages' links) is
 * partial: the page cache keeps it at the edge briefly and never as the last good copy. Knowing nothing
 * of either, it sits below both: worker/cms/access.ts counts, worker/cache/html-cache.ts reads.
 */

/** Failed reads by request (its ExecutionContext, the one object every part of a request shares). */
const failures = new WeakMap<object, number>();

/** Counts a read of `request` that failed because the CMS was unavailable. */
export function noteUnavailableRead(request: object): void {
  failures.set(request, (failures.get(request) ?? 0) + 1);
}

/** How many reads of `request` have failed because the CMS was unavailable, so far. */
export const unavailableReads = (request: object): number => failures.get(request) ?? 0;
