/** @module Early input: the loader keeps the input that comes before the client runs, for the client to take over. */
import * as contract from "../../shared/contract/islands.ts";

const { earlyInputKey: key, earlyInputLimit: limit, earlyInputTypes: types } = contract;
type Shared = Omit<contract.EarlyInput, "events" | "stop">;

/** Records the first `limit` events into `window[key]`, the hand-off object (with `shared`); each calls `onInput`. */
export function recordEarlyInput(onInput: () => void, shared: Shared) {
  const events: Event[] = [];
  const record = (event: Event) => {
    if (events.length < limit) events.push(event);
    onInput();
  };
  const stop = () => {
    for (const type of types) removeEventListener(type, record, true);
  };
  for (const type of types) addEventListener(type, record, { capture: true, passive: true });
  window[key] = { events, stop, ...shared };
}
