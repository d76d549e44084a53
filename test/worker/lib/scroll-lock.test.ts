/** @module Unit tests of the nested scroll-lock counter. */
import { describe, expect, it } from "vitest";
import { createLockCounter } from "../../../shared/lib/scroll-lock.ts";

describe("createLockCounter", () => {
  it("locks on the first holder and unlocks only when the last one releases", () => {
    const counter = createLockCounter();
    expect(counter.acquire()).toBe(true);
    expect(counter.acquire()).toBe(false);
    expect(counter.release()).toBe(false);
    expect(counter.release()).toBe(true);
    expect(counter.holders).toBe(0);
  });
  it("ignores a release with no holder", () => {
    const counter = createLockCounter();
    expect(counter.release()).toBe(false);
    expect(counter.holders).toBe(0);
  });
});
