/**
 * @module The page's loader: inlined into every page (bundled by client/build.ts), it starts the
 * client once the page has painted and owns what the browser can do before (and without) React.
 *
 * - The entry module (and its modulepreloads, one per task) is added right after the first frame,
 *   or at the first input (start-entry.ts); input before the client runs is kept for it to take
 *   over (record-input.ts).
 * - The page's dialogs (the side drawer, the newsletter's modal) are native `<dialog>`s opened and
 *   closed here from the first press to the page's end (dialogs.ts, shared/islands/dialog.ts): the
 *   browser gives the focus trap, Escape, the inert page and the top layer; the islands inside only
 *   fill in behaviour.
 * - A form submitted in an island before it has a React root is held until the island is live, then
 *   submitted again with the same button; if the island's code fails, it submits natively
 *   (held-submits.ts).
 * - The nav bar shrinks once the page is scrolled, with no work per scroll (nav-top.ts).
 */
import { controlled } from "../../shared/islands/dialog.ts";
import { trapTab } from "../../shared/lib/focus-trap.ts";
import { copyFields, request, toggled, watchDialogs } from "./dialogs.ts";
import { holdSubmits } from "./held-submits.ts";
import { watchTop } from "./nav-top.ts";
import { recordEarlyInput } from "./record-input.ts";
import { afterFirstPaint, type EntryUrls, entryStarter } from "./start-entry.ts";

/** The entry's URLs, written in by the build (esbuild `define`). */
declare const LOADER_URLS: EntryUrls;

const rooted = new WeakSet<Element>();
const held = holdSubmits(rooted);
const start = entryStarter(LOADER_URLS, () => held.fail());
const { handled } = recordEarlyInput(start, {
  handled: new WeakSet(),
  rooted,
  held: held.held,
  fail: held.fail,
});

/** Whether a click on a dialog itself landed outside its box: on its backdrop. */
const outside = (dialog: HTMLDialogElement, { clientX: x, clientY: y }: MouseEvent) => {
  const box = dialog.getBoundingClientRect();
  return x < box.left || x > box.right || y < box.top || y > box.bottom;
};

addEventListener(
  "click",
  (event) => {
    const el = event.target instanceof Element ? event.target : null;
    const button = el?.closest<HTMLElement>("[aria-controls]:not([type=submit])") ?? null;
    const dialog = controlled(button);
    if (dialog && button) {
      handled.add(event);
      request(dialog, toggled(dialog), button);
    } else if (el instanceof HTMLDialogElement && el.open && outside(el, event)) request(el, false);
  },
  true,
);

addEventListener(
  "submit",
  (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    const closes = form.method === "dialog" ? form.closest("dialog") : null;
    const opens = controlled(event.submitter);
    if (closes) request(closes, false);
    else if (opens) {
      copyFields(form, opens);
      request(opens, true, event.submitter);
    } else return held.hold(event);
    event.preventDefault();
  },
  true,
);

// A modal dialog makes the page inert, but Tab past its ends goes on to the browser's own controls:
// here it goes round inside, as SPEC.md's modal and drawer did.
addEventListener("keydown", (event) => {
  const open = event.key === "Tab" ? document.querySelector<HTMLElement>("dialog:modal") : null;
  if (open) trapTab(open, event);
});

watchDialogs();
watchTop();
afterFirstPaint(start);
