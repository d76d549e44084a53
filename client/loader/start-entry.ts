/** @module Starts the client: the entry module, and modulepreloads for the chunks it needs at once. */

export interface EntryUrls {
  /** URL of the client entry module. */
  entry: string;
  /** Modules the entry needs at once (downloaded in parallel with it). */
  preload: readonly string[];
}

/**
 * Returns the function (idempotent) that adds the entry and its modulepreloads; `onError` runs if
 * the entry fails to load. The elements carry no nonce: the CSP trusts what a hash-trusted script
 * adds ('strict-dynamic').
 */
export function entryStarter(urls: EntryUrls, onError: () => void): () => void {
  let started = false;
  return () => {
    if (started) return;
    started = true;
    const script = document.createElement("script");
    script.type = "module";
    script.src = urls.entry;
    script.onerror = onError;
    document.body.append(script);
    // Starting a request costs a phone's main thread several milliseconds: one per task, so that
    // the eight or so of them never add up to one long task.
    const preload = (i: number) => {
      const href = urls.preload[i];
      if (href === undefined) return;
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
      setTimeout(() => preload(i + 1));
    };
    preload(0);
  };
}

/**
 * Calls `start` right after the first frame; a prerendered or hidden page, which paints nothing
 * yet, starts at once.
 */
export function afterFirstPaint(start: () => void): void {
  const prerendering = "prerendering" in document && document.prerendering === true;
  if (prerendering || document.visibilityState === "hidden") start();
  else requestAnimationFrame(() => setTimeout(start));
}
