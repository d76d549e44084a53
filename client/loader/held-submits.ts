/** @module Held submits: a form submitted in an island before it has a React root waits, then is submitted again. */
import { type EarlyInput, islandAttr, liveAttr } from "../../shared/contract/islands.ts";

type Held = { form: HTMLFormElement; submitter: HTMLElement | null; island: Element };

/**
 * Holds a submit in an island without a React root (`rooted`); submits it again with the same button once
 * the island is live, natively once its code (or the entry) failed. Returns `hold`, and `held` and `fail`.
 */
export function holdSubmits(rooted: WeakSet<Element>) {
  let held: Held[] = [];
  const failed = new WeakSet<Element>();
  let entryFailed = false;
  const due = ({ island }: Held) => island.hasAttribute(liveAttr) || failed.has(island) || entryFailed;
  const replay = () => {
    for (const { form, submitter } of held.filter(due))
      if (form.isConnected)
        form.requestSubmit((submitter as HTMLButtonElement)?.form === form ? submitter : null);
    held = held.filter((h) => !due(h));
  };
  const observer = new MutationObserver(replay);
  const hold = (event: SubmitEvent, form: HTMLFormElement) => {
    const island = form.closest(`[${islandAttr}]`);
    if (!island || event.defaultPrevented || entryFailed || failed.has(island) || rooted.has(island)) return;
    event.preventDefault();
    held = [...held.filter((h) => h.form !== form), { form, submitter: event.submitter, island }];
    observer.observe(island, { attributeFilter: [liveAttr] });
  };
  const fail: EarlyInput["fail"] = (island) => {
    if (island) failed.add(island);
    else entryFailed = true;
    replay();
  };
  return { hold, fail, held: () => [...new Set(held.map((h) => h.island))] };
}
