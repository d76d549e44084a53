/** @module Focus trapping for dialogs: the focusable selector, the pure cycling rule and the Tab handler. */

/** Elements that can take keyboard focus inside a dialog. */
const focusableSelector = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type='hidden'])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "[tabindex]:not([tabindex='-1'])",
].join(",");

/**
 * Where Tab (or Shift+Tab when `backwards`) moves focus among `count` focusable elements when the
 * focus is at `current` (-1 when outside them): it cycles at both ends. Returns -1 when `count` is 0.
 */
export function nextFocusIndex(count: number, current: number, backwards: boolean): number {
  if (count <= 0) return -1;
  if (current < 0) return backwards ? count - 1 : 0;
  return backwards ? (current - 1 + count) % count : (current + 1) % count;
}

/**
 * The visible focusable elements inside `container`, in document order; those out of the Tab order
 * (`tabindex="-1"`, as the drawer's backdrop button) left out.
 */
export function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (el) => el.tabIndex >= 0 && el.getClientRects().length > 0 && !el.closest("[inert]"),
  );
}

/** Keeps Tab / Shift+Tab inside `container` (a live island's dialog, or what the page's loader shows early); call from a keydown listener. */
export function trapTab(container: HTMLElement, event: KeyboardEvent): void {
  if (event.key !== "Tab") return;
  const items = focusables(container);
  const active = document.activeElement;
  const current = items.indexOf(active as HTMLElement);
  const next = nextFocusIndex(items.length, current, event.shiftKey);
  event.preventDefault();
  (items[next] ?? container).focus();
}
