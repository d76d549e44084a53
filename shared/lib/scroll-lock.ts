/** @module Page scroll suspension shared by the modal and the side drawer, counted so nested locks nest. */

/** A counter of holders; the page is locked while it is above zero. Pure, so it can be tested. */
export function createLockCounter() {
  let holders = 0;
  return {
    /** Returns true when this acquisition is the one that locks the page. */
    acquire: () => ++holders === 1,
    /** Returns true when this release is the one that unlocks the page. */
    release: () => holders > 0 && --holders === 0,
    get holders() {
      return holders;
    },
  };
}

/** The root's class while page scrolling is suspended (base.css). */
export const lockedClass = "scroll-locked";
/**
 * Set on the root, with the scroll position to restore, while the page's loader holds the lock for
 * a drawer or modal it opened before its island was live (client/loader/page-lock.ts).
 */
export const earlyLockAttr = "data-early-scroll-lock";

const counter = /* @__PURE__ */ createLockCounter();
let savedY = 0;

/**
 * Suspends page scrolling; the returned function (idempotent) releases it and restores the position.
 * A lock the page's loader took for an early drawer or modal is taken over: the page stays locked,
 * and the release restores the position from before the loader's lock.
 */
export function lockScroll(): () => void {
  if (counter.acquire()) {
    const root = document.documentElement;
    const early = root.getAttribute(earlyLockAttr);
    savedY = early === null ? window.scrollY : Number(early) || 0;
    root.removeAttribute(earlyLockAttr);
    root.classList.add(lockedClass);
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (counter.release()) {
      document.documentElement.classList.remove(lockedClass);
      window.scrollTo({ top: savedY, behavior: "instant" });
    }
  };
}
