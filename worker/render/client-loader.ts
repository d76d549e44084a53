/** @module The inline script that starts the client bundle once the page has painted, and holds forms submitted before their island is live. */
import {
  earlyCloseAttr,
  earlyInputKey,
  earlyModalAttr,
  earlyOpenAttr,
  earlyStyleAttr,
  earlyTemplateAttr,
  earlyToggleAttr,
  failedAttr,
  filledTextAttr,
  heldAttr,
  islandAttr,
  liveAttr,
  rootedAttr,
  valueFromAttr,
} from "../../shared/islands/contract.ts";
import { earlyLockAttr, lockedClass } from "../../shared/lib/scroll-lock.ts";
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
 * first frame; a prerendered or hidden page, which paints nothing yet, starts at once. The CSP
 * trusts this script by its hash and, through 'strict-dynamic', the elements it adds.
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
 * Likewise a held submit that opens a modal (the newsletter's Sign Up) shows the modal's early copy
 * at once: see `earlyTemplateAttr`. While either is open the page does not scroll, as with the live
 * islands: the script locks it (`earlyLockAttr`, with the position) and unlocks it on close, unless
 * an island's `lockScroll` has taken the lock over by then.
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
    template: earlyTemplateAttr,
    modal: earlyModalAttr,
    from: valueFromAttr,
    filled: filledTextAttr,
    style: earlyStyleAttr,
    lock: earlyLockAttr,
    locked: lockedClass,
  });
  const early = safeJson({ key: earlyInputKey, types: earlyInputTypes, limit: earlyInputLimit });
  // Written by hand, small and old-browser-safe: it runs inline in every page before anything else.
  return [
    `(()=>{const u=${urls},a=${a},x=${early},d=document;`,
    `const add=(t,p)=>{const e=d.createElement(t);Object.assign(e,p);(t==="link"?d.head:d.body).append(e)};`,
    `const owner=(e)=>e&&e.closest("["+a.island+"]");`,
    // Held submits: [form, submitter, island], submitted again once the island is live (or failed).
    `let h=[],dead=false;const replay=()=>{const due=h.filter(([,,i])=>i.hasAttribute(a.live)||i.hasAttribute(a.failed));h=h.filter((x)=>!due.includes(x));for(const[f,s,i]of due){if(!h.some((x)=>x[2]===i))i.removeAttribute(a.held);if(f.isConnected)f.requestSubmit(s&&s.form===f?s:null)}};`,
    `const o=new MutationObserver(replay);`,
    // Page scroll: locked while the loader shows an early modal or drawer (drawn/modalShown, below).
    `const r=d.documentElement,sync=()=>{const on=!!(drawn()||modalShown());if(on&&!r.hasAttribute(a.lock)&&!r.classList.contains(a.locked)){r.setAttribute(a.lock,String(scrollY));r.classList.add(a.locked)}else if(!on&&r.hasAttribute(a.lock)){const y=+r.getAttribute(a.lock);r.removeAttribute(a.lock);r.classList.remove(a.locked);scrollTo(0,y)}};`,
    // The early modal (earlyTemplateAttr): mo is the one shown, with its form and submitter.
    `let mo=null;const showModal=(f,b)=>{const t=d.getElementById(f.getAttribute(a.template)||"");if(!t||(mo&&mo.m.isConnected))return;const m=t.content.firstElementChild.cloneNode(true);for(const s of[m,...m.querySelectorAll("["+a.style+"]")])if(s.hasAttribute(a.style))s.style.cssText=s.getAttribute(a.style);let filled=false;for(const v of m.querySelectorAll("["+a.from+"]")){const src=d.getElementById(v.getAttribute(a.from));if(src&&src.value){v.value=src.value;filled=true}}if(filled)for(const l of m.querySelectorAll("["+a.filled+"]"))l.textContent=l.getAttribute(a.filled);(d.getElementById("teleport-target")||d.body).append(m);mo={m,f,b};sync();const af=m.querySelector("[data-autofocus]");if(af)af.focus()};`,
    `const hideModal=()=>{const{m,f,b}=mo;mo=null;m.remove();sync();h=h.filter((x)=>x[0]!==f);const i=owner(f);if(i&&!h.some((x)=>x[2]===i))i.removeAttribute(a.held);(b||f.elements[0]||f).focus()};`,
    `const modalShown=()=>{if(mo&&!mo.m.isConnected)mo=null;return mo};`,
    `addEventListener("submit",(e)=>{const f=e.target;if(!(f instanceof HTMLFormElement))return;if(f.closest("["+a.modal+"]")){e.preventDefault();return}const i=owner(f);if(dead||!i||e.defaultPrevented||i.hasAttribute(a.rooted)||i.hasAttribute(a.failed))return;e.preventDefault();const x=h.find((x)=>x[0]===f);if(x)x[1]=e.submitter;else h.push([f,e.submitter,i]);i.setAttribute(a.held,"");o.observe(i,{attributeFilter:[a.live,a.failed]});showModal(f,e.submitter)},true);`,
    // Early input, kept for the client; the first starts it.
    `let started=false;const ev=[],rec=(e)=>{if(ev.length<x.limit)ev.push(e);if(!started)go()},stop=()=>{for(const t of x.types)removeEventListener(t,rec,!0)};for(const t of x.types)addEventListener(t,rec,{capture:!0,passive:!0});`,
    `const hd=new WeakSet();window[x.key]={events:ev,stop,handled:hd};`,
    // Early disclosures (earlyToggleAttr): eo is the one open, with its island, element and button.
    `let eo=null;const show=(w,t,b,on)=>{w.toggleAttribute(a.open,on);t.toggleAttribute("inert",!on);b.setAttribute("aria-expanded",String(on));eo=on?{w,t,b}:null;sync();if(on){const c=[...t.querySelectorAll("["+a.close+"]")].find((c)=>c.tabIndex>=0);if(c)c.focus()}else b.focus({preventScroll:true})};`,
    // Until its island takes it over (removing earlyOpenAttr), an early disclosure is the loader's.
    `const drawn=()=>{if(eo&&!eo.w.hasAttribute(a.open))eo=null;return eo};`,
    `addEventListener("click",(e)=>{const el=e.target instanceof Element?e.target:null,b=el&&el.closest("["+a.toggle+"]"),c=el&&el.closest("["+a.close+"]");if(b){const t=d.getElementById(b.getAttribute("aria-controls")),w=owner(t);if(!w||w.hasAttribute(a.rooted))return;hd.add(e);show(w,t,b,!w.hasAttribute(a.open))}else if(c&&drawn()&&eo.t.contains(c)){hd.add(e);show(eo.w,eo.t,eo.b,false)}else if(c&&modalShown()&&mo.m.contains(c)){hd.add(e);hideModal()}},true);`,
    // Escape closes, and Tab keeps focus inside, what the loader shows (aria-modal, as the islands do).
    `const trap=(e,box)=>{const f=[...box.querySelectorAll("a[href],button,input,select,textarea,[tabindex]")].filter((x)=>x.tabIndex>=0&&!x.disabled&&x.getClientRects().length>0);if(!f.length)return;const act=d.activeElement,edge=e.shiftKey?f[0]:f[f.length-1];if(act===edge||!box.contains(act)){e.preventDefault();(e.shiftKey?f[f.length-1]:f[0]).focus()}};`,
    `addEventListener("keydown",(e)=>{const box=modalShown()?mo.m:drawn()?eo.t:null;if(!box)return;if(e.key==="Tab")trap(e,box);else if(e.key==="Escape"){if(mo)hideModal();else show(eo.w,eo.t,eo.b,false)}},true);`,
    `const go=()=>{if(started)return;started=true;for(const href of u.preload)add("link",{rel:"modulepreload",href});add("script",{type:"module",src:u.entry,onerror:()=>{dead=true;for(const[,,i]of h)i.setAttribute(a.failed,"")}})};`,
    `d.prerendering||d.visibilityState==="hidden"?go():requestAnimationFrame(()=>setTimeout(go))})()`,
  ].join("");
}
