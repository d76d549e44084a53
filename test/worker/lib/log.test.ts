import { afterEach, describe, expect, it, vi } from "vitest";
import { errorFields, log } from "../../../worker/lib/log.ts";

describe("a log line", () => {
  afterEach(() => vi.restoreAllMocks());

  it("is one JSON object with its part, level and message, on the console stream of its level", () => {
    const streams = {
      info: vi.spyOn(console, "log").mockImplementation(() => {}),
      warn: vi.spyOn(console, "warn").mockImplementation(() => {}),
      error: vi.spyOn(console, "error").mockImplementation(() => {}),
    };
    for (const level of ["info", "warn", "error"] as const) {
      log(level, "feeds", `a ${level} line`, { story: 7 });
      expect(streams[level]).toHaveBeenCalledTimes(1);
      const [line] = streams[level].mock.calls[0] as [string];
      expect(JSON.parse(line)).toEqual({ type: "feeds", level, message: `a ${level} line`, story: 7 });
    }
  });

  it("gives an error's name and message as a field, and a thrown value that is no error as text", () => {
    expect(errorFields(new TypeError("connection refused"))).toEqual({
      error: "TypeError: connection refused",
    });
    expect(errorFields("timeout")).toEqual({ error: "timeout" });
  });
});
