/** @module Early input: the loader keeps the input that comes before the client runs, for the client to take over. */
import {
  type EarlyInput,
  earlyInputKey,
  earlyInputLimit,
  earlyInputTypes,
} from "../../shared/islands/contract.ts";

/**
 * Records the first `earlyInputLimit` events into `window[earlyInputKey]` (with `shared`, the rest
 * of the hand-off object); every one calls `onInput`.
 */
export function recordEarlyInput(
  onInput: () => void,
  shared: Omit<EarlyInput, "events" | "stop">,
): EarlyInput {
  const events: Event[] = [];
  const record = (event: Event) => {
    if (events.length < earlyInputLimit) events.push(event);
    onInput();
  };
  const stop = () => {
    for (const type of earlyInputTypes) removeEventListener(type, record, true);
  };
  for (const type of earlyInputTypes) addEventListener(type, record, { capture: true, passive: true });
  const input: EarlyInput = { events, stop, ...shared };
  window[earlyInputKey] = input;
  return input;
}
