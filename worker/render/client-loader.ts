/** @module The inline script that starts the client bundle once the page has painted, and holds forms submitted before their island is live. */
import {
  earlyCloseAttr,
  earlyInputKey,
  earlyOpenAttr,
  earlyToggleAttr,
  failedAttr,
  heldAttr,
  islandAttr,
  liveAttr,
  rootedAttr,
} from "../../shared/islands/contract.ts";
import type { ClientManifest } from "./manifest.ts";
import { safeJson } from "./state.ts";

/** The input the loader keeps: what counts as reaching for an island, and clicks. */
const earlyInputTypes = ["pointerover", "pointerdown", "touchstart", "keydown", "focusin", "click"];
/** At most this many early events are kept (pointer movement can send many). */
const earlyInputLimit = 64;

/**
 * Islands only make interactive what is already on screen, so their code must not compete with the
 * HTML and images for a slow phone's bandwidth or delay the first paint. This script adds the entry
 * module (and modulepreloads for the chunks it needs at once, so they download in parallel) right after the
 * first frame; a prerendered or hidden page, which paints nothing yet, starts at once. The added
 * elements carry this script's nonce, which the CSP ('strict-dynamic') trusts anyway.
 *
 * A form inside an island submitted before the island has a React root (its code still on its way)
 * would go the no-script way (for the newsletter, away to the contact page). The script holds such a
 * submit and marks the island held (the client hydrates it at once); when the island is live it
 * submits the form again, with the same button, and React handles it. If the island's code fails to
 * load (the island is marked failed, or the entry itself fails), the held form submits natively, so
 * nothing the visitor did is lost.
 *
 * Input that comes before the client runs (a pointer over the nav bar, a tap on the menu button) is
 * kept (the first `earlyInputLimit` events) in `window[earlyInputKey]`; the client takes it over when
 * it starts, and treats it as if it had seen it: the islands reached hydrate at once and the buttons
 * clicked are clicked again once live. The first such input also starts the client at once,
 * without waiting for the first frame.
 *
 * A disclosure the visitor opens before its island has a root (the menu button and the drawer) opens
 * at once, here: see `earlyToggleAttr`. Its links work as they are; React takes it over when live.
 */
export function clientLoaderScript(manifest: Pick<ClientManifest, "entry" | "preload">): string {
  const urls = safeJson({ entry: manifest.entry, preload: manifest.preload });
  const a = safeJson({
    island: islandAttr,
    rooted: rootedAttr,
    held: heldAttr,
    failed: failedAttr,
    live: liveAttr,
    toggle: earlyToggleAttr,
    close: earlyCloseAttr,
    open: earlyOpenAttr,
  });
  const early = safeJson({ key: earlyInputKey, types: earlyInputTypes, limit: earlyInputLimit });
  return `(()=>{const u=${urls},a=${a},x=${early},d=document,n=d.currentScript.nonce;const add=(t,p)=>{const e=d.createElement(t);Object.assign(e,p,{nonce:n});(t==="link"?d.head:d.body).append(e)};let h=[],dead=false;const replay=()=>{const due=h.filter(([,,i])=>i.hasAttribute(a.live)||i.hasAttribute(a.failed));h=h.filter((x)=>!due.includes(x));for(const[f,s,i]of due){if(!h.some((x)=>x[2]===i))i.removeAttribute(a.held);if(f.isConnected)f.requestSubmit(s&&s.form===f?s:null)}};const o=new MutationObserver(replay);addEventListener("submit",(e)=>{const f=e.target,i=f instanceof HTMLFormElement&&f.closest("["+a.island+"]");if(dead||!i||e.defaultPrevented||i.hasAttribute(a.rooted)||i.hasAttribute(a.failed))return;e.preventDefault();const x=h.find((x)=>x[0]===f);if(x)x[1]=e.submitter;else h.push([f,e.submitter,i]);i.setAttribute(a.held,"");o.observe(i,{attributeFilter:[a.live,a.failed]})},true);let started=false;const ev=[],rec=(e)=>{if(ev.length<x.limit)ev.push(e);if(!started)go()},stop=()=>{for(const t of x.types)removeEventListener(t,rec,!0)};for(const t of x.types)addEventListener(t,rec,{capture:!0,passive:!0});const hd=new WeakSet();window[x.key]={events:ev,stop,handled:hd};let eo=null;const show=(w,t,b,on)=>{w.toggleAttribute(a.open,on);t.toggleAttribute("inert",!on);b.setAttribute("aria-expanded",String(on));eo=on?{w,t,b}:null;if(on){const c=[...t.querySelectorAll("["+a.close+"]")].find((c)=>c.tabIndex>=0);if(c)c.focus()}else b.focus()};const owner=(e)=>e&&e.closest("["+a.island+"]");addEventListener("click",(e)=>{const el=e.target instanceof Element?e.target:null,b=el&&el.closest("["+a.toggle+"]");if(b){const t=d.getElementById(b.getAttribute("aria-controls")),w=owner(t);if(!w||w.hasAttribute(a.rooted))return;hd.add(e);show(w,t,b,!w.hasAttribute(a.open))}else if(eo&&el&&el.closest("["+a.close+"]")&&eo.w.contains(el)&&!eo.w.hasAttribute(a.rooted)){hd.add(e);show(eo.w,eo.t,eo.b,false)}},true);addEventListener("keydown",(e)=>{if(e.key==="Escape"&&eo&&!eo.w.hasAttribute(a.rooted))show(eo.w,eo.t,eo.b,false)},true);const go=()=>{if(started)return;started=true;for(const href of u.preload)add("link",{rel:"modulepreload",href});add("script",{type:"module",src:u.entry,onerror:()=>{dead=true;for(const[,,i]of h)i.setAttribute(a.failed,"")}})};d.prerendering||d.visibilityState==="hidden"?go():requestAnimationFrame(()=>setTimeout(go))})()`;
}
