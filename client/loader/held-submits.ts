/** @module Held submits: a form submitted in an island before it has a React root waits, then is submitted again. */
import { type EarlyInput, liveAttr } from "../../shared/islands/contract.ts";
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
 * Holds a submit in an island that has no React root yet (`rooted`, its code still on its way);
 * once the island is live, submits the form again with the same button (React handles it then), and
 * once its code (or the entry) failed, lets it submit natively. Returns the functions of the
 * hand-off object that concern held submits.
 */
export function holdSubmits(rooted: WeakSet<Element>): Pick<EarlyInput, "held" | "fail"> & {
  hold: (event: SubmitEvent) => void;
} {
  let held: Held[] = [];
  const failed = new WeakSet<Element>();
  let entryFailed = false;
  const replay = () => {
    const due = held.filter(
      ({ island }) => island.hasAttribute(liveAttr) || failed.has(island) || entryFailed,
    );
    held = held.filter((h) => !due.includes(h));
    for (const { form, submitter } of due)
      if (form.isConnected) form.requestSubmit(ownSubmitter(form, submitter));
  };
  const observer = new MutationObserver(replay);
  return {
    hold(event) {
      const form = event.target;
      const island = islandOf(form instanceof HTMLFormElement ? form : null);
      if (!(form instanceof HTMLFormElement) || !island || event.defaultPrevented) return;
      if (entryFailed || failed.has(island) || rooted.has(island)) return;
      event.preventDefault();
      const known = held.find((h) => h.form === form);
      if (known) known.submitter = event.submitter;
      else held.push({ form, submitter: event.submitter, island });
      observer.observe(island, { attributeFilter: [liveAttr] });
    },
    held: () => [...new Set(held.map((h) => h.island))],
    fail(island) {
      if (island) failed.add(island);
      else entryFailed = true;
      replay();
    },
  };
}
