/** @module The island contract shared by server and client: attribute names, strategies, island names. */

export const islandAttr = "data-island";
export const propsAttr = "data-props";
export const strategyAttr = "data-hydrate";
/**
 * Set on an island element once it is live: React has committed it and run its effects, so its
 * handlers are attached. End-to-end tests wait for it.
 */
export const liveAttr = "data-live";
/**
 * Set on an island element once its React root exists: React handles a form submitted in it from
 * then on (hydrating the island at once if need be), so the page's loader no longer holds submits.
 */
export const rootedAttr = "data-rooted";
/** Set on an island element while the loader holds a form submitted in it before it had a root. */
export const heldAttr = "data-held";
/**
 * Early disclosure: a button carrying `earlyToggleAttr` (and `aria-controls`) opens and closes the
 * element it controls before that element's island has a React root. The page's loader marks the
 * island `earlyOpenAttr` (CSS shows it open) and lifts its `inert`; a click on an element carrying
 * `earlyCloseAttr` inside it, or Escape, closes it again. The island takes the state over when it
 * hydrates. Clicks the loader handled are listed in `window[earlyInputKey].handled`, so the client
 * does not replay them.
 */
export const earlyToggleAttr = "data-early-toggle";
export const earlyCloseAttr = "data-early-close";
export const earlyOpenAttr = "data-early-open";
/**
 * Early modal: a form in an island carrying `earlyTemplateAttr` (a `<template>`'s id) has its submit
 * held by the page's loader until the island is live (see `heldAttr`); meanwhile the loader shows a
 * copy of the template (the modal the submit opens, marked `earlyModalAttr`), copies into its inputs
 * the value of the element each one's `valueFromAttr` names, and focuses its `[data-autofocus]`. A
 * click on an `earlyCloseAttr` element in it, or Escape, removes it and drops the held submit. The
 * island removes it when it opens its own modal, keeping what was typed there.
 */
export const earlyTemplateAttr = "data-early-template";
export const earlyModalAttr = "data-early-modal";
export const valueFromAttr = "data-value-from";
/** In an early modal: the text an element takes when the value copied into it is not empty. */
export const filledTextAttr = "data-filled-text";
/**
 * On an early modal the loader built while the button that submits its form plays its click effect
 * (SPEC.md §9: the submit comes once the effect has played): in the page and laid out, but hidden
 * and its opening animation held (modal.css), so showing it costs little more than a repaint.
 */
export const earlyPreparedAttr = "data-early-prepared";
/** In an early modal: inline style the loader sets through the CSSOM (the CSP refuses style attributes). */
export const earlyStyleAttr = "data-early-style";
/** Set on an island element whose code failed to load: its forms submit as they do without JavaScript. */
export const failedAttr = "data-failed";
/**
 * The global in which the page's loader keeps input that came before the client ran (an
 * `EarlyInput`): the client takes the events over (except the clicks in `handled`, which the loader
 * acted on itself) and calls `stop`. Declared on `Window` in client/global.d.ts.
 */
export const earlyInputKey = "__earlyInput";
/** The input the loader keeps: what counts as reaching for an island, and clicks. */
export const earlyInputTypes = [
  "pointerover",
  "pointerdown",
  "touchstart",
  "keydown",
  "focusin",
  "click",
] as const;
/** At most this many early events are kept (pointer movement can send many). */
export const earlyInputLimit = 64;
/** What the page's loader hands the client in `window[earlyInputKey]`. */
export interface EarlyInput {
  /** The first `earlyInputLimit` events of `earlyInputTypes`, in order. */
  events: Event[];
  /** Stops the loader's recording. */
  stop: () => void;
  /** Clicks the loader acted on itself (an early disclosure or modal): never replayed. */
  handled: WeakSet<Event>;
}
/**
 * Set on `<body>` once the client has started: every `load` island is live and every other island
 * listens for its moment (below). End-to-end tests wait for it.
 */
export const bodyReadyAttr = "data-hydrated";
export const stateScriptId = "__STATE__";
/**
 * On an `expiry` island: the time (ms since the epoch) after which what the server rendered is out of
 * date, so the client must render it again.
 */
export const expiresAttr = "data-expires";
/**
 * On an island that also renders into another island's part of the page (the search widget's box in
 * the drawer): that island's name. It hydrates whenever that island does, as well as on its own
 * strategy.
 */
export const withAttr = "data-hydrate-with";

/**
 * When the client hydrates an island. React DOM is most of the client's code and evaluating it is
 * one long task on a phone, so nothing evaluates it before a visitor needs it (decision 0046):
 * - `load` right away;
 * - `interaction` only when the visitor reaches for it: a pointer over or down, a touch, key or
 *   focus on the island or on an element whose `aria-controls` names an element inside it (its own
 *   small chunk is fetched and evaluated at idle);
 * - `expiry` (an island without controls) once its `expiresAttr` time has passed: until then the
 *   server's rendering is right and needs no client.
 * Islands that no visitor is waiting for hydrate one at a time.
 */
export type HydrationStrategy = "load" | "interaction" | "expiry";

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
