/** @module The nav bar's at-top versus scrolled state; emits `TopOn` / `TopOff` on window (SPEC.md §4). */
import { useEffect, useState } from "react";

/** Scroll offset (px) under which the page counts as at the top. */
const topThreshold = 10;

const isAtTop = (scrollY: number) => scrollY < topThreshold;

/** True while the page is at the top; each change dispatches `TopOn` or `TopOff` as a window CustomEvent. */
export function useNavShrink(): boolean {
  const [atTop, setAtTop] = useState(true);
  useEffect(() => {
    let current = true;
    let frame = 0;
    const check = () => {
      frame = 0;
      const next = isAtTop(window.scrollY);
      if (next === current) return;
      current = next;
      setAtTop(next);
      window.dispatchEvent(new CustomEvent(next ? "TopOn" : "TopOff"));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  return atTop;
}
