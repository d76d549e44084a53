/**
 * @module The page's loader: inlined into every page (bundled by client/build.ts), it starts the
 * client once the page has painted and answers the visitor until the islands are live.
 *
 * Islands only make interactive what is already on screen, so their code must not compete with the
 * HTML and images for a slow phone's bandwidth or delay the first paint: the entry module (and
 * modulepreloads for the chunks it needs at once) is added right after the first frame
 * (start-entry.ts).
 *
 * A form inside an island submitted before the island has a React root would go the no-script way
 * (for the newsletter, away to the contact page): it is held until the island is live, then
 * submitted again with the same button; if the island's code (or the entry) fails to load, it
 * submits natively, so nothing the visitor did is lost (held-submits.ts).
 *
 * Input that comes before the client runs is kept for the client to take over (record-input.ts);
 * the first such input also starts the client at once, without waiting for the first frame.
 *
 * A disclosure the visitor opens before its island has a root (the menu button and the drawer)
 * opens at once, here (early-disclosure.ts); a held submit that opens a modal (the newsletter's Sign
 * Up) shows the modal's early copy at once (early-modal.ts), built while the button's click effect
 * played. While either is open, Escape closes
 * it, Tab stays inside it, and the page does not scroll (page-lock.ts), as with the live islands.
 *
 * The nav bar shrinks once the page is scrolled, from the first frame on, without any work per
 * scroll (nav-top.ts).
 */
import { earlyCloseAttr, earlyTemplateAttr, earlyToggleAttr } from "../../shared/islands/contract.ts";
import { trapTab } from "../../shared/lib/focus-trap.ts";
import { earlyDisclosure } from "./early-disclosure.ts";
import { earlyModal } from "./early-modal.ts";
import { holdSubmits } from "./held-submits.ts";
import { watchTop } from "./nav-top.ts";
import { pageLock } from "./page-lock.ts";
import { recordEarlyInput } from "./record-input.ts";
import { afterFirstPaint, type EntryUrls, entryStarter } from "./start-entry.ts";

/** The entry's URLs, written in by the build (esbuild `define`). */
declare const LOADER_URLS: EntryUrls;

const syncLock = pageLock(() => disclosure.current() !== null || modal.current() !== null);
const modal = earlyModal(
  (showing) => syncLock(showing),
  (form) => held.drop(form),
);
const disclosure = earlyDisclosure(() => syncLock());
const held = holdSubmits(modal.show);
const start = entryStarter(LOADER_URLS, () => held.fail());
const { handled } = recordEarlyInput(start);

/** The form a click on `el` submits, when that submit would be held and show an early modal. */
function submitted(el: Element | null): HTMLFormElement | null {
  const button = el?.closest("button, input");
  const form =
    (button instanceof HTMLButtonElement || button instanceof HTMLInputElement) && button.type === "submit"
      ? button.form
      : null;
  return form?.hasAttribute(earlyTemplateAttr) && held.wouldHold(form) ? form : null;
}

addEventListener(
  "click",
  (event) => {
    const el = event.target instanceof Element ? event.target : null;
    const toggle = el?.closest<HTMLElement>(`[${earlyToggleAttr}]`);
    const close = el?.closest(`[${earlyCloseAttr}]`);
    const form = submitted(el);
    if (form) modal.prepare(form);
    if (toggle) {
      if (disclosure.toggle(toggle)) handled.add(event);
    } else if (close && disclosure.current()?.target.contains(close)) {
      handled.add(event);
      disclosure.close();
    } else if (close && modal.current()?.modal.contains(close)) {
      handled.add(event);
      modal.hide();
    }
  },
  true,
);

addEventListener(
  "keydown",
  (event) => {
    const shown = modal.current();
    const box = shown ? shown.modal : disclosure.current()?.target;
    if (!box) return;
    if (event.key === "Tab") trapTab(box, event);
    else if (event.key === "Escape") {
      if (shown) modal.hide();
      else disclosure.close();
    }
  },
  true,
);

watchTop();
afterFirstPaint(start);
