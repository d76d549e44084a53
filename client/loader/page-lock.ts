/** @module The page's scroll, locked while the loader shows an early drawer or modal (the islands take the lock over). */
import { earlyLockAttr, lockedClass } from "../../shared/lib/scroll-lock.ts";

/**
 * Returns the function that brings the lock in line with `isOpen` (or locks, given `opening`, for
 * what is about to open): locks the page (the class, and the position to return to in
 * `earlyLockAttr`) unless it is locked already, and unlocks it only if the lock is still the
 * loader's (an island's `lockScroll` removes `earlyLockAttr` when it takes over).
 */
export function pageLock(isOpen: () => boolean): (opening?: true) => void {
  const root = document.documentElement;
  return (opening) => {
    const on = opening === true || isOpen();
    if (on && !root.hasAttribute(earlyLockAttr) && !root.classList.contains(lockedClass)) {
      root.setAttribute(earlyLockAttr, String(scrollY));
      root.classList.add(lockedClass);
    } else if (!on && root.hasAttribute(earlyLockAttr)) {
      const y = Number(root.getAttribute(earlyLockAttr));
      root.removeAttribute(earlyLockAttr);
      root.classList.remove(lockedClass);
      scrollTo(0, y);
    }
  };
}
