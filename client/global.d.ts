/** @module Globals the client shares with the page's loader. */
import type { EarlyInput, earlyInputKey } from "../shared/contract/islands.ts";

declare global {
  interface Window {
    /** Set by the page's loader (client/loader/record-input.ts), taken over by the entry (client/early-input.ts). */
    [earlyInputKey]?: EarlyInput;
    /** The Prioritized Task Scheduling API (Chromium); absent elsewhere. */
    scheduler?: {
      postTask?: (task: () => void, options: { priority: "user-blocking"; delay: number }) => Promise<void>;
    };
  }
}
