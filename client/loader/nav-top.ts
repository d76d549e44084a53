/** @module At the top or scrolled (SPEC.md §4), from the first frame: the header's `data-shrunk`, `TopOn` / `TopOff` events. */
export function watchTop(): void {
  const header = document.querySelector<HTMLElement>(".site-header");
  if (!header || !("IntersectionObserver" in window)) return;
  // No scroll listener: an observer watches a 10 px marker (chrome.css), sized through the CSSOM, as the CSP allows.
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
