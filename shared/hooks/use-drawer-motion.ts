/** @module Drives the side drawer's atoms: slide timing, the mobile breakpoint (debounced) and bfcache restores. */
import { useAtomValue, useSetAtom } from "jotai";
import { useEffect } from "react";
import { drawerMotionAtom, drawerOutAtom, inMobileAtom, moveDrawerAtom } from "../atoms/drawer.ts";
import { debounce } from "../lib/debounce.ts";

/** SPEC.md §9. */
const drawerSlideMs = 500;
const mobileQuery = "(max-width: 960px)";
const resizeDebounceMs = 500;

const reducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

export function useDrawerMotion(): void {
  const out = useAtomValue(drawerOutAtom);
  const motion = useAtomValue(drawerMotionAtom);
  const move = useSetAtom(moveDrawerAtom);
  const setInMobile = useSetAtom(inMobileAtom);

  // A slide lasts 500 ms (none under reduced motion); then any queued move starts.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a queued move restarts the slide with motion still true
  useEffect(() => {
    if (!motion) return;
    const timer = setTimeout(() => move({ type: "motionEnd" }), reducedMotion() ? 0 : drawerSlideMs);
    return () => clearTimeout(timer);
  }, [motion, out, move]);

  // The viewport growing past mobile closes the drawer at once.
  useEffect(() => {
    const media = window.matchMedia(mobileQuery);
    setInMobile(media.matches);
    // A drawer opened before the island was live, on a viewport that has grown since, closes.
    if (!media.matches) move({ type: "immediate", out: false });
    const onResize = debounce(() => {
      setInMobile(media.matches);
      if (!media.matches) move({ type: "immediate", out: false });
    }, resizeDebounceMs);
    window.addEventListener("resize", onResize);
    // Back/forward restores the page from bfcache as it was left: with the drawer closed.
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) move({ type: "immediate", out: false });
    };
    window.addEventListener("pageshow", onShow);
    return () => {
      onResize.cancel();
      window.removeEventListener("resize", onResize);
      window.removeEventListener("pageshow", onShow);
    };
  }, [move, setInMobile]);
}
