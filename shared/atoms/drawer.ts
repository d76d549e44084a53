/** @module Side drawer state shared by the nav bar island and the drawer island (SPEC.md §3, §4). */
import { atom } from "jotai";
import { type DrawerAction, drawerReducer } from "../lib/drawer-queue.ts";

/** Whether the drawer is (or is moving to be) open. */
export const drawerOutAtom = atom(false);
/** True while the slide animation runs; move requests made meanwhile are queued. */
export const drawerMotionAtom = atom(false);
/** Set when the last move happened without animation (e.g. the viewport grew past mobile). */
export const drawerOutImmediateAtom = atom(false);
/** Viewport at or below the mobile breakpoint (960 px). */
export const inMobileAtom = atom(false);
/** The move requested during motion, if any (last wins). */
export const drawerQueuedAtom = atom<boolean | null>(null);

/** Write-only: applies a move through the pure queue rules and updates the four public atoms. */
export const moveDrawerAtom = atom(null, (get, set, action: DrawerAction) => {
  const next = drawerReducer(
    {
      out: get(drawerOutAtom),
      motion: get(drawerMotionAtom),
      queued: get(drawerQueuedAtom),
      immediate: get(drawerOutImmediateAtom),
    },
    action,
  );
  set(drawerOutAtom, next.out);
  set(drawerMotionAtom, next.motion);
  set(drawerQueuedAtom, next.queued);
  set(drawerOutImmediateAtom, next.immediate);
});
