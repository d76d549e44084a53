/** @module Starts the client: the entry module, and modulepreloads for the chunks it needs at once. */

/** The client entry module's URL, and the modules it needs at once (downloaded beside it). */
export type EntryUrls = { entry: string; preload: readonly string[] };

/**
 * Returns the function (idempotent) that adds the entry and its modulepreloads (no nonce: the CSP trusts
 * what a hash-trusted script adds), each preload in a task of its own (a request costs a phone's thread
 * several milliseconds); `onError` runs if the entry fails to load.
 */
export function entryStarter(urls: EntryUrls, onError: () => void): () => void {
  let started = false;
  const preload = (i: number) => {
    const href = urls.preload[i];
    if (href === undefined) return;
    document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));
    setTimeout(() => preload(i + 1));
  };
  return () => {
    if (started) return;
    started = true;
    const script = document.createElement("script");
    Object.assign(script, { type: "module", src: urls.entry, onerror: onError });
    document.body.append(script);
    preload(0);
  };
}

/** Calls `start` right after the first frame; a prerendered or hidden page, which paints nothing yet, at once. */
export function afterFirstPaint(start: () => void): void {
  if ((document as { prerendering?: boolean }).prerendering || document.visibilityState === "hidden") start();
  else requestAnimationFrame(() => setTimeout(start));
}
