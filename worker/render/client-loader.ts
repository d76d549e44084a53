/** @module The inline script that starts the client bundle once the page has painted. */
import type { ClientManifest } from "./manifest.ts";
import { safeJson } from "./state.ts";

/**
 * Islands only make interactive what is already on screen, so their code must not compete with the
 * HTML and images for a slow phone's bandwidth or delay the first paint. This script adds the entry
 * module (and modulepreloads for the chunks it needs at once, so they download in parallel) right after the
 * first frame; a prerendered or hidden page, which paints nothing yet, starts at once. The added
 * elements carry this script's nonce, which the CSP ('strict-dynamic') trusts anyway.
 */
export function clientLoaderScript(manifest: Pick<ClientManifest, "entry" | "preload">): string {
  const urls = safeJson({ entry: manifest.entry, preload: manifest.preload });
  return `(()=>{const u=${urls},d=document,n=d.currentScript.nonce;const add=(t,p)=>{const e=d.createElement(t);Object.assign(e,p,{nonce:n});(t==="link"?d.head:d.body).append(e)};const go=()=>{for(const href of u.preload)add("link",{rel:"modulepreload",href});add("script",{type:"module",src:u.entry})};d.prerendering||d.visibilityState==="hidden"?go():requestAnimationFrame(()=>setTimeout(go))})()`;
}
