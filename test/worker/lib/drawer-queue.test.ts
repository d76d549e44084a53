/** @module Unit tests of the side drawer's move queue. */
import { describe, expect, it } from "vitest";
import {
  type DrawerAction,
  type DrawerState,
  drawerReducer,
  drawerTarget,
  initialDrawer,
} from "../../../shared/lib/drawer-queue.ts";

const run = (actions: DrawerAction[], from: DrawerState = initialDrawer) =>
  actions.reduce(drawerReducer, from);

describe("drawerReducer", () => {
  it("starts an animated slide when a closed drawer is asked to open", () => {
    expect(run([{ type: "request", out: true }])).toEqual({
      out: true,
      motion: true,
      queued: null,
      immediate: false,
    });
  });

  it("ignores a request for the state the drawer is already in", () => {
    expect(run([{ type: "request", out: false }])).toBe(initialDrawer);
  });

  it("queues moves requested during motion and lets the last one win", () => {
    const during = run([
      { type: "request", out: true },
      { type: "request", out: false },
      { type: "request", out: true },
      { type: "request", out: false },
    ]);
    expect(during).toMatchObject({ out: true, motion: true, queued: false });
    expect(drawerTarget(during)).toBe(false);
    const after = drawerReducer(during, { type: "motionEnd" });
    expect(after).toMatchObject({ out: false, motion: true, queued: null });
    expect(drawerReducer(after, { type: "motionEnd" })).toMatchObject({ out: false, motion: false });
  });

  it("drops a queued move that would leave the drawer where it is", () => {
    const during = run([
      { type: "request", out: true },
      { type: "request", out: false },
      { type: "request", out: true },
    ]);
    expect(drawerReducer(during, { type: "motionEnd" })).toEqual({
      out: true,
      motion: false,
      queued: null,
      immediate: false,
    });
  });

  it("moves at once without animation on an immediate move, dropping the queue", () => {
    const during = run([
      { type: "request", out: true },
      { type: "request", out: false },
    ]);
    expect(drawerReducer(during, { type: "immediate", out: false })).toEqual({
      out: false,
      motion: false,
      queued: null,
      immediate: true,
    });
  });

  it("treats a motion end with no motion running as nothing", () => {
    expect(drawerReducer(initialDrawer, { type: "motionEnd" })).toBe(initialDrawer);
  });
});
