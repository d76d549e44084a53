/**
 * @module The page's at-top versus scrolled state (SPEC.md §4), from the first frame: marks the
 * header `data-shrunk` (chrome.css shrinks it) and emits `TopOn` / `TopOff` on window. Nothing runs
 * per scroll and nothing reads the scroll position: one observer watches a marker over the page's
 * first 10 px (the page counts as at the top while it is in view).
 */
export function watchTop(): void {
  const header = document.querySelector<HTMLElement>(".site-header");
  if (!header || !("IntersectionObserver" in window)) return;
  // Placed by chrome.css; its height set through the CSSOM, which the policy allows (not an attribute).
  const marker = document.body.insertBefore(document.createElement("div"), document.body.firstChild);
  marker.className = "top-marker";
  marker.style.height = "10px";
  let atTop = true;
  new IntersectionObserver((entries) => {
    const next = entries[entries.length - 1]?.isIntersecting ?? atTop;
    if (next === atTop) return;
    atTop = next;
    header.toggleAttribute("data-shrunk", !next);
    window.dispatchEvent(new CustomEvent(next ? "TopOn" : "TopOff"));
  }).observe(marker);
}
