/** @module Unit tests of the shared modal's geometry helpers. */
import { describe, expect, it } from "vitest";
import { modalPositionClass, modalSizeVars } from "../../../shared/lib/modal-layout.ts";

describe("modal layout", () => {
  it("maps positions 1, 2 and 3 to centre, top and bottom, and anything else to centre", () => {
    expect(modalPositionClass(1)).toBe("modal-center");
    expect(modalPositionClass(2)).toBe("modal-top");
    expect(modalPositionClass(3)).toBe("modal-bottom");
    expect(modalPositionClass(undefined)).toBe("modal-center");
    expect(modalPositionClass(7)).toBe("modal-center");
  });
  it("sizes the modal at 80% of the viewport by default on desktop and mobile", () => {
    expect(modalSizeVars({})).toEqual({
      "--modal-vw": "80vw",
      "--modal-vh": "80vh",
      "--modal-mvw": "80vw",
      "--modal-mvh": "80vh",
    });
  });
  it("uses the given percentages and keeps them within 10–100", () => {
    expect(modalSizeVars({ vw: 50, vh: 50, mvw: 85, mvh: 150 })).toEqual({
      "--modal-vw": "50vw",
      "--modal-vh": "50vh",
      "--modal-mvw": "85vw",
      "--modal-mvh": "100vh",
    });
  });
});
