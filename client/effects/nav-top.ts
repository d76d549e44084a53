/** @module The page's at-top versus scrolled state: emits `TopOn` / `TopOff` on window (SPEC.md §4), no React needed. */

/** Scroll offset (px) under which the page counts as at the top (chrome.css's scroll range says the same). */
const topThreshold = 10;

/**
 * Dispatches `TopOff` when the page leaves the top and `TopOn` when it comes back. Where the browser
 * has no scroll-driven animations it also marks the header `data-shrunk`, which CSS shrinks
 * (elsewhere CSS shrinks it by itself).
 */
export function startNavTop(): void {
  const header = CSS.supports("animation-timeline: scroll()")
    ? null
    : document.querySelector<HTMLElement>(".site-header");
  let atTop = true;
  let frame = 0;
  const check = () => {
    frame = 0;
    const next = window.scrollY < topThreshold;
    if (next === atTop) return;
    atTop = next;
    header?.toggleAttribute("data-shrunk", !next);
    window.dispatchEvent(new CustomEvent(next ? "TopOn" : "TopOff"));
  };
  check();
  window.addEventListener(
    "scroll",
    () => {
      if (!frame) frame = requestAnimationFrame(check);
    },
    { passive: true },
  );
}
