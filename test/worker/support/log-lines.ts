/** @module The messages of the worker's log lines (each one JSON object, worker/lib/log.ts) a console spy saw. */
import type { MockInstance } from "vitest";

/** The `message` of each line `spy` was called with, in order. */
export const loggedMessages = (spy: MockInstance): string[] =>
  spy.mock.calls.map(([line]) => (JSON.parse(String(line)) as { message: string }).message);
