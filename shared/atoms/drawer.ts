/** @module Side drawer state shared by the nav bar island and the drawer island (SPEC.md §3). */
import { atom } from "jotai";

/** Whether the drawer is (or is moving to be) open. */
export const drawerOutAtom = atom(false);
/** True while the slide animation runs; move requests made meanwhile are queued. */
export const drawerMotionAtom = atom(false);
/** Set to move without animation (e.g. when the viewport grows past mobile). */
export const drawerOutImmediateAtom = atom(false);
/** Viewport at or below the mobile breakpoint (960 px). */
export const inMobileAtom = atom(false);
