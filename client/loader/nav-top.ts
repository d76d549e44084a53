/**
 * @module The page's at-top versus scrolled state (SPEC.md §4), from the loader so it holds from the
 * first frame: marks the header `data-shrunk`, which CSS shrinks (chrome.css), and emits `TopOn` /
 * `TopOff` on window. Nothing runs per scroll: one observer watches a marker over the page's first
 * `topThreshold` px.
 */

/** Scroll offset (px) under which the page counts as at the top. */
const topThreshold = 10;

/** The marker's class (chrome.css places it at the page's top, unseen; its height is set here). */
const topMarkerClass = "top-marker";

/**
 * Dispatches `TopOff` when the page leaves the top and `TopOn` when it comes back, and keeps the
 * header's `data-shrunk` in step. The page counts as at the top while the marker (the page's first
 * `topThreshold` px) is in the viewport; the observer says so after each change, so neither a scroll
 * listener nor a read of the scroll position (which makes the browser lay the page out there and
 * then) runs while the visitor scrolls.
 */
export function watchTop(): void {
  const header = document.querySelector<HTMLElement>(".site-header");
  if (!header || !("IntersectionObserver" in window)) return;
  const marker = document.createElement("div");
  marker.className = topMarkerClass;
  marker.setAttribute("aria-hidden", "true");
  // Set through the CSSOM, which the page's policy allows (it refuses style attributes).
  marker.style.height = `${topThreshold}px`;
  document.body.prepend(marker);
  let atTop = true;
  new IntersectionObserver((entries) => {
    const next = entries[entries.length - 1]?.isIntersecting ?? atTop;
    if (next === atTop) return;
    atTop = next;
    header.toggleAttribute("data-shrunk", !next);
    window.dispatchEvent(new CustomEvent(next ? "TopOn" : "TopOff"));
  }).observe(marker);
}
