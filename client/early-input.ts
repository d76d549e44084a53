/**
 * @module The client's half of the hand-off with the page's loader (client/loader/): the input it
 * kept from before the client ran, the clicks it acted on itself, the islands it holds a submit
 * for, and the islands React owns from now on.
 */

import { controlled } from "../shared/contract/dialogs.ts";
import { earlyInputKey, islandAttr } from "../shared/contract/islands.ts";

export const early = window[earlyInputKey];

/** Whether the page's loader acted on this click itself (a dialog's button): never replayed. */
export const handledEarly = (event: Event) => early?.handled.has(event) === true;

/** The `type="button"` button a click landed on, if any (React saw no click on it before its island had a root). */
export const clickedButton = (event: Event) =>
  event.target instanceof Element ? event.target.closest<HTMLElement>("button[type='button']") : null;

/**
 * Whether the page's loader answers a press on `target` itself (a button that opens or closes a
 * dialog), or moved the focus there itself (into the dialog it opened) when `type` is `focusin`.
 */
export const servedEarly = (target: EventTarget | null, type?: string) =>
  target instanceof Element &&
  (controlled(target) !== null || (type === "focusin" && target.closest("dialog[open]") !== null));

const islandOf = (el: Element | null | undefined) => el?.closest<HTMLElement>(`[${islandAttr}]`) ?? null;

/** What the client does with each kind of early input. */
export interface EarlyInputTaker {
  /** Every event, first (a press delays background work). */
  note: (event: Event) => void;
  /** An intent (pointer, touch, key, focus): reaches the islands as if it had come now. */
  reach: (event: Event) => void;
  /** A click on a button in an island that the loader did not act on: to be clicked again once it is live. */
  click: (button: HTMLElement, island: HTMLElement) => void;
}

/** Takes over the input the page's loader kept from before the client ran, and stops its recording. */
export function takeEarlyInput(taker: EarlyInputTaker): void {
  if (!early) return;
  early.stop();
  for (const event of early.events) {
    taker.note(event);
    if (early.handled.has(event)) continue;
    if (event.type !== "click") {
      taker.reach(event);
      continue;
    }
    const button = clickedButton(event);
    const island = islandOf(button);
    if (button && island && !servedEarly(button)) taker.click(button, island);
  }
  early.events.length = 0;
}

/**
 * Islands the visitor is waiting for after the loader answered them: the islands of a dialog's
 * button and of the dialog it opened, and those holding a submit. `hydrateNow` gets each at once,
 * but only once the browser has painted what the loader showed: now (for what came before the client
 * ran) and after every such click and submit from now on.
 */
export function hydrateServedIslands(hydrateNow: (island: HTMLElement) => void): void {
  const after = (islands: (HTMLElement | null)[]) =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        for (const el of new Set([...islands, ...((early?.held() ?? []) as HTMLElement[])]))
          if (el) hydrateNow(el);
      }),
    );
  const served = (el: Element | null | undefined) => [islandOf(el), islandOf(controlled(el))];
  addEventListener(
    "submit",
    (event) => after([islandOf(event.target as Element), ...served(event.submitter)]),
    { capture: true, passive: true },
  );
  // Bubbling, not capturing: a click the button effects hold back (client/effects) stops at the
  // window's capture and is clicked again once its effect has played; only that one opens the dialog.
  addEventListener(
    "click",
    (event) => {
      if (servedEarly(event.target)) after(served(event.target as Element));
    },
    { passive: true },
  );
  const before = (early?.events ?? []).filter((e) => e.type === "click" && servedEarly(e.target));
  after(before.flatMap((e) => served(e.target as Element)));
}
