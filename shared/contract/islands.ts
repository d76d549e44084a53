/** @module The island contract shared by server and client: six attributes, the strategies, the island names, and the loader's hand-off object. */

/** On an island's wrapper: its name (one of `islandNames`). */
export const islandAttr = "data-island";
/** On an island's wrapper: its component's props, as JSON. */
export const propsAttr = "data-props";
/** On an island's wrapper: when it hydrates (a `HydrationStrategy`; for `expiry`, the time). */
export const strategyAttr = "data-hydrate";
/**
 * Set on an island's wrapper once it is live: React has committed it and run its effects, so its
 * handlers are attached. The page's loader submits a held form again then; end-to-end tests wait for it.
 */
export const liveAttr = "data-live";
/**
 * On an island that also renders into another island's part of the page (the search widget's box in
 * the drawer): that island's name. It hydrates whenever that island does, as well as on its own
 * strategy.
 */
export const withAttr = "data-hydrate-with";
/**
 * Set on `<body>` once the client has started: every `load` island is live and every other island
 * listens for its moment. End-to-end tests wait for it.
 */
export const bodyReadyAttr = "data-hydrated";

export const stateScriptId = "__STATE__";

/**
 * When the client hydrates an island. React DOM is most of the client's code and evaluating it is
 * one long task on a phone, so nothing evaluates it before a visitor needs it (decision 0046):
 * - `load` right away;
 * - `interaction` only when the visitor reaches for it: a pointer over or down, a touch, key or
 *   focus on the island or on an element whose `aria-controls` names an element inside it (its own
 *   small chunk is fetched and evaluated at idle);
 * - `expiry`, for an island without controls: what the server rendered is right until a time, which
 *   the attribute holds instead of the word (ms since the epoch, in digits); the client renders it
 *   again once that time has passed.
 * Islands that no visitor is waiting for hydrate one at a time.
 */
export type HydrationStrategy = "load" | "interaction" | "expiry";

/**
 * The global in which the page's loader keeps input that came before the client ran and learns
 * which islands React owns (an `EarlyInput`). Declared on `Window` in client/global.d.ts.
 */
export const earlyInputKey = "__earlyInput";
/** The input the loader keeps: what counts as reaching for an island, clicks, and a press's release. */
export const earlyInputTypes = [
  "pointerover",
  "pointerdown",
  "pointerup",
  "touchstart",
  "keydown",
  "focusin",
  "click",
] as const;
/** At most this many early events are kept (pointer movement can send many). */
export const earlyInputLimit = 64;
/** What the page's loader and the client share in `window[earlyInputKey]`. */
export interface EarlyInput {
  /** The first `earlyInputLimit` events of `earlyInputTypes`, in order. */
  events: Event[];
  /** Stops the loader's recording. */
  stop: () => void;
  /** Clicks the loader acted on itself (a dialog's button): never replayed. */
  handled: WeakSet<Event>;
  /** Island wrappers with a React root, added by the client: React handles a submit in them. */
  rooted: WeakSet<Element>;
  /** The islands holding a submit until they are live (the visitor is waiting for them). */
  held: () => Element[];
  /** An island's code failed to load (no argument: the entry's): its held forms submit natively. */
  fail: (island?: Element) => void;
}

/** Every island; the client registry must map each of these names to a lazy import. */
const islandNames = [
  "nav-bar",
  "side-drawer",
  "open-now",
  "contact-form",
  "newsletter",
  "search-widget",
] as const;
export type IslandName = (typeof islandNames)[number];
