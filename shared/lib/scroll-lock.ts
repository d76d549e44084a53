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
const lockedClass = "scroll-locked";
const counter = /* @__PURE__ */ createLockCounter();
let savedY = 0;

/** Suspends page scrolling; the returned function (idempotent) releases it and restores the position. */
export function lockScroll(): () => void {
  if (counter.acquire()) {
    savedY = window.scrollY;
    document.documentElement.classList.add(lockedClass);
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
