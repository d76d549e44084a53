/** @module Delegated button click effects: the effect plays first, from the press where there is one, then the click goes on (SPEC.md §3, §4, §9; decision 0067). */
import { effectDuration, effectKind, isPlainClick } from "./effect-timing.ts";

const selector = ".button, [data-effect]";
/** Elements whose replayed click must pass through untouched. */
const replaying = new WeakSet<Element>();
const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");

const inactive = (el: Element) =>
  el.getAttribute("aria-disabled") === "true" || el.getAttribute("aria-busy") === "true";

/**
 * Plays `el`'s effect and returns when it ends (`performance.now()` time). A press is handled some
 * time after it happened (the browser's hit test, a busy frame): its effect runs on the press's clock
 * (`since`, the event's time), its look that far in already, up to half of it so that it is still
 * seen, and what waits for it that much sooner.
 */
function play(el: HTMLElement, event: MouseEvent, since = performance.now()): number {
  const kind = effectKind(el.getAttribute("data-effect"));
  // Only a ripple needs the button's box (its size and the pointer's place in it): reading it makes
  // the browser lay the page out there and then, which the other effects spare the click.
  const rect = kind === "ripple" ? el.getBoundingClientRect() : null;
  const ms = effectDuration(kind, rect?.width ?? 0);
  el.style.setProperty("--fx-ms", `${ms}ms`);
  const late = Math.min(Math.max(0, performance.now() - since), ms / 2);
  const left = ms - late;
  el.style.setProperty("--fx-delay", `${-late}ms`);
  const dot = rect ? document.createElement("span") : null;
  if (dot && rect) {
    const size = Math.max(rect.width, rect.height) * 2;
    // A keyboard click has no pointer position: ripple from the centre.
    const keyboard = event.type === "click" && event.detail === 0;
    const x = keyboard ? rect.width / 2 : event.clientX - rect.left;
    const y = keyboard ? rect.height / 2 : event.clientY - rect.top;
    dot.className = "fx-ripple";
    dot.setAttribute("aria-hidden", "true");
    dot.style.cssText = `width:${size}px;height:${size}px;left:${x - size / 2}px;top:${y - size / 2}px`;
    el.appendChild(dot);
  } else {
    if (el.classList.contains(`fx-${kind}`)) {
      el.classList.remove(`fx-${kind}`);
      void el.offsetWidth; // restart the animation on a quick second click
    }
    el.classList.add(`fx-${kind}`);
  }
  el.setAttribute("data-effect-playing", kind);
  setTimeout(() => {
    if (dot) dot.remove();
    else el.classList.remove(`fx-${kind}`);
    el.removeAttribute("data-effect-playing");
  }, left);
  return performance.now() + left;
}

/**
 * Effects begun on a press (a mouse or pen button going down on the element), and when each ends: the
 * click that ends the press waits only for what is left of it.
 */
const pressed = new WeakMap<Element, number>();

/** The click on a plain button goes on with its default action prevented (SPEC.md §4). */
function passOn(el: HTMLElement, event: MouseEvent): void {
  if (el instanceof HTMLButtonElement && el.type === "button") event.preventDefault();
}

/** Holds the click back (nobody sees it) and clicks `el` again once `ms` have passed. */
function clickAgainAfter(el: HTMLElement, event: MouseEvent, ms: number): void {
  event.preventDefault();
  event.stopPropagation();
  afterEffect(() => {
    if (!el.isConnected) return;
    replaying.add(el);
    try {
      el.click();
    } finally {
      replaying.delete(el);
    }
  }, ms);
}

/**
 * The effect begins with the press, as a pressed button's look does: the visitor sees it at once, and
 * by the time the button is released much of it has played. A touch waits for its click (it may be
 * the start of a scroll). Capture phase on window, like the click's.
 */
function onPointerDown(event: PointerEvent): void {
  if (event.pointerType === "touch" || !event.isPrimary || !isPlainClick(event)) return;
  const el = event.target instanceof Element ? event.target.closest<HTMLElement>(selector) : null;
  if (!el || inactive(el) || reducedMotion.matches || el.hasAttribute("data-effect-playing")) return;
  pressed.set(el, play(el, event, event.timeStamp));
}

/**
 * Capture phase on window, so the click reaches nobody (islands' handlers, navigation, form
 * submission) before the effect has played; then the same element is clicked again. A click that ends
 * a press whose effect has played goes on at once.
 */
function onClick(event: MouseEvent): void {
  const el = event.target instanceof Element ? event.target.closest<HTMLElement>(selector) : null;
  if (!el) return;
  if (replaying.has(el)) {
    passOn(el, event);
    return;
  }
  if (inactive(el)) {
    event.preventDefault();
    event.stopPropagation();
    return;
  }
  const pressEffectEnds = pressed.get(el);
  pressed.delete(el);
  if (pressEffectEnds !== undefined && event.detail > 0 && isPlainClick(event)) {
    // What is left of the effect now (the time this click waited to be handled has passed too).
    const left = pressEffectEnds - performance.now();
    if (left > 0) clickAgainAfter(el, event, left);
    else passOn(el, event);
    return;
  }
  if (reducedMotion.matches || !isPlainClick(event) || el.hasAttribute("data-effect-playing")) return;
  clickAgainAfter(el, event, play(el, event) - performance.now());
}

/**
 * Runs `task` once the effect has played (`ms`). The visitor waits for it, so where the browser
 * can it goes ahead of the page's other queued work (images coming into view, loading): a plain
 * timer would wait behind all of it.
 */
function afterEffect(task: () => void, ms: number): void {
  if (window.scheduler?.postTask)
    void window.scheduler.postTask(task, { priority: "user-blocking", delay: ms });
  else setTimeout(task, ms);
}

/** Installs the press and click handlers once per document. */
export function installButtonEffects(): void {
  window.addEventListener("pointerdown", onPointerDown, { capture: true, passive: true });
  window.addEventListener("click", onClick, true);
}
