/**
 * @module The client's half of the early-input handshake with the page's loader (client/loader/):
 * the input it kept from before the client ran, the clicks it acted on itself, and the islands it
 * is serving (a held submit, an early disclosure), which hydrate at once.
 */
import {
  earlyInputKey,
  earlyOpenAttr,
  earlyTemplateAttr,
  earlyToggleAttr,
  heldAttr,
  islandAttr,
} from "../shared/islands/contract.ts";

const early = window[earlyInputKey];

/** Whether the page's loader acted on this click itself (an early disclosure or modal): never replayed. */
export const handledEarly = (event: Event) => early?.handled.has(event) === true;

/** The `type="button"` button a click landed on, if any (React saw no click on it before its island had a root). */
export const clickedButton = (event: Event) =>
  event.target instanceof Element ? event.target.closest<HTMLElement>("button[type='button']") : null;

/** Whether the page's loader answers a press on `target` itself before the island is live. */
export const servedEarly = (target: EventTarget | null) =>
  target instanceof Element && target.closest(`[${earlyToggleAttr}], [${earlyTemplateAttr}]`) !== null;

/** What the client does with each kind of early input. */
export interface EarlyInputTaker {
  /** Every event, first (a press delays background work). */
  note: (event: Event) => void;
  /** An intent (pointer, touch, key, focus): reaches the islands as if it had come now. */
  reach: (event: Event) => void;
  /** A click on a button in an island that the loader did not act on: to be clicked again once it is live. */
  click: (button: HTMLElement, island: HTMLElement) => void;
  /**
   * An island the loader answered a click in (a Sign Up shows its early modal): the visitor reached
   * for it, so it hydrates, even if they closed the early modal before the client ran.
   */
  served: (island: HTMLElement) => void;
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
    const island = button?.closest<HTMLElement>(`[${islandAttr}]`);
    if (button && island) taker.click(button, island);
    else if (servedEarly(event.target)) {
      const served = (event.target as Element).closest<HTMLElement>(`[${islandAttr}]`);
      if (served) taker.served(served);
    }
  }
  early.events.length = 0;
}

/**
 * Islands the page's loader is serving: a form submitted before the island had a root is held (the
 * loader submits it again once the island is live) with its early modal shown, or a disclosure was
 * opened early. The visitor is waiting for them, so `hydrateNow` gets each at once, but only once the
 * browser has painted what the loader showed: now (for what the loader served before the client
 * ran) and after every submit and early toggle from now on. The island a form was submitted in
 * hydrates even if the visitor closed its early modal meanwhile: they reached for it.
 */
export function hydrateServedIslands(hydrateNow: (island: HTMLElement) => void): void {
  const hydrateServed = (submittedIn: HTMLElement | null = null) =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        const served = document.querySelectorAll<HTMLElement>(`[${heldAttr}], [${earlyOpenAttr}]`);
        // A disclosure's buttons (the menu button's aria-expanded) belong to the island they are in.
        const toggles = [...document.querySelectorAll<HTMLElement>(`[${earlyToggleAttr}]`)].filter(
          (button) => {
            const target = document.getElementById(button.getAttribute("aria-controls") ?? "");
            return target !== null && [...served].some((el) => el.contains(target));
          },
        );
        const islands = new Set([
          ...served,
          ...toggles.map((b) => b.closest<HTMLElement>(`[${islandAttr}]`)),
          submittedIn,
        ]);
        for (const el of islands) if (el) hydrateNow(el);
      }),
    );
  addEventListener(
    "submit",
    (event) =>
      hydrateServed(
        event.target instanceof Element ? event.target.closest<HTMLElement>(`[${islandAttr}]`) : null,
      ),
    { capture: true, passive: true },
  );
  addEventListener(
    "click",
    (event) => {
      if (event.target instanceof Element && event.target.closest(`[${earlyToggleAttr}]`)) hydrateServed();
    },
    { capture: true, passive: true },
  );
  hydrateServed();
}
