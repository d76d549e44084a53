/** @module Held submits: a form submitted in an island before it has a React root waits, then is submitted again. */
import { earlyModalAttr, failedAttr, heldAttr, liveAttr, rootedAttr } from "../../shared/islands/contract.ts";
import { islandOf } from "./island-of.ts";

interface Held {
  form: HTMLFormElement;
  submitter: HTMLElement | null;
  island: Element;
}

/** The button that submitted `form`, if it is one of its own (a submit is replayed with it). */
const ownSubmitter = (form: HTMLFormElement, submitter: HTMLElement | null) =>
  (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) && submitter.form === form
    ? submitter
    : null;

/**
 * Holds a submit in an island that has no React root yet (its code still on its way), marks the
 * island `heldAttr` and calls `onHold`; once the island is live, submits the form again with the same
 * button (React handles it then), and once it is marked failed, lets it submit natively. A submit
 * inside an early modal never leaves the page (its button waits for the island).
 */
export function holdSubmits(onHold: (form: HTMLFormElement, submitter: HTMLElement | null) => void) {
  let held: Held[] = [];
  let entryFailed = false;
  const unmark = (island: Element) => {
    if (!held.some((h) => h.island === island)) island.removeAttribute(heldAttr);
  };
  const replay = () => {
    const due = held.filter(({ island }) => island.hasAttribute(liveAttr) || island.hasAttribute(failedAttr));
    held = held.filter((h) => !due.includes(h));
    for (const { form, submitter, island } of due) {
      unmark(island);
      if (form.isConnected) form.requestSubmit(ownSubmitter(form, submitter));
    }
  };
  /** Whether a submit of `form` now would be held: its island has no root yet, and nothing failed. */
  const wouldHold = (form: HTMLFormElement) => {
    const island = islandOf(form);
    return !entryFailed && !!island && !island.hasAttribute(rootedAttr) && !island.hasAttribute(failedAttr);
  };
  const observer = new MutationObserver(replay);
  addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      if (form.closest(`[${earlyModalAttr}]`)) {
        event.preventDefault();
        return;
      }
      const island = islandOf(form);
      if (!island || event.defaultPrevented || !wouldHold(form)) return;
      event.preventDefault();
      const known = held.find((h) => h.form === form);
      if (known) known.submitter = event.submitter;
      else held.push({ form, submitter: event.submitter, island });
      island.setAttribute(heldAttr, "");
      observer.observe(island, { attributeFilter: [liveAttr, failedAttr] });
      onHold(form, event.submitter);
    },
    true,
  );
  return {
    wouldHold,
    /** Drops what is held for `form` (the visitor closed its early modal). */
    drop(form: HTMLFormElement) {
      held = held.filter((h) => h.form !== form);
      const island = islandOf(form);
      if (island) unmark(island);
    },
    /** The entry failed to load: every held form submits natively, and no later submit is held. */
    fail() {
      entryFailed = true;
      for (const { island } of held) island.setAttribute(failedAttr, "");
    },
  };
}
