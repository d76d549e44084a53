/** @module The page's dialogs, opened and closed here for the page's whole life (shared/contract/dialogs.ts, decision 0050). */
import { closingAttr, controlled, filledAttr } from "../../shared/contract/dialogs.ts";
import * as queue from "../../shared/lib/drawer-queue.ts";
import { trapTab } from "../../shared/lib/focus-trap.ts";

/** A dialog's moves (SPEC.md §4), what opened it (the focus goes back there), and a count of moves. */
type Entry = { state: queue.DrawerState; opener: HTMLElement | null; turn: number };
const entries = new WeakMap<HTMLDialogElement, Entry>();
const entry = (dialog: HTMLDialogElement): Entry =>
  entries.get(dialog) ??
  (entries.set(dialog, { state: queue.initialDrawer, opener: null, turn: 0 }).get(dialog) as Entry);

/** Shows where `dialog` is going: open, closing (its animation runs), or closed once `settled`. */
function show(dialog: HTMLDialogElement, { state, opener }: Entry, settled: boolean) {
  for (const button of document.querySelectorAll(`[aria-controls="${dialog.id}"]:not([type=submit])`))
    button.setAttribute("aria-expanded", String(state.out));
  dialog.toggleAttribute(closingAttr, !state.out && !settled);
  if (state.out && !dialog.open) {
    // The page behind is locked first (one style and layout for both); modal after this frame (0068).
    document.documentElement.classList.add("dialog-open");
    dialog.show();
    dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    requestAnimationFrame(() => setTimeout(() => modal(dialog)));
  } else if (!state.out && settled && dialog.open) {
    dialog.close();
    if (opener?.isConnected) opener.focus({ preventScroll: true });
  }
  document.documentElement.classList.toggle("dialog-open", !!document.querySelector("dialog[open]"));
}

/** Makes a shown dialog modal, its focus kept; blurred first, or close() would focus the opener (a restyle). */
function modal(dialog: HTMLDialogElement, focused = document.activeElement as HTMLElement | null) {
  if (!dialog.open || dialog.matches(":modal")) return;
  focused?.blur();
  dialog.close();
  dialog.showModal(); // Nothing restyled it closed: its animation runs on.
  if (dialog.contains(focused)) focused?.focus();
}

/** Applies a move; while the dialog animates, the next one waits for the animation's end (the last wins). */
function move(dialog: HTMLDialogElement, action: queue.DrawerAction) {
  const found = entry(dialog);
  const was = found.state;
  found.state = queue.drawerReducer(was, action);
  if (found.state.out === was.out && found.state.motion === was.motion && !found.state.immediate) return;
  const turn = ++found.turn;
  show(dialog, found, !found.state.motion);
  if (found.state.motion)
    void Promise.allSettled(dialog.getAnimations({ subtree: true }).map((a) => a.finished)).then(() => {
      if (found.turn === turn) move(dialog, { type: "motionEnd" });
    });
}

/** Opens or closes (`out`) `dialog`, from `opener`; a busy dialog stays open. */
function request(dialog: HTMLDialogElement, out: boolean, opener?: HTMLElement | null) {
  if (!out && dialog.getAttribute("aria-busy") === "true") return;
  if (out && opener) entry(dialog).opener = opener;
  move(dialog, { type: "request", out });
}

/** Each field of `dialog` takes the value of `form`'s field with the same `autocomplete` token. */
function copyFields(form: HTMLFormElement, dialog: HTMLDialogElement) {
  let filled = false;
  for (const field of dialog.querySelectorAll<HTMLInputElement>("input[autocomplete]")) {
    const source = form.querySelector<HTMLInputElement>(`input[autocomplete="${field.autocomplete}"]`);
    if (source) field.value = source.value;
    filled ||= !!source?.value.trim();
  }
  dialog.toggleAttribute(filledAttr, filled);
}

/**
 * Answers a dialog's buttons (their clicks go in `handled`), `<form method="dialog">`, backdrop and Escape;
 * keeps Tab inside; closes it at once when the browser did, its button is gone, or the page is restored.
 */
export function watchDialogs(handled: WeakSet<Event>) {
  const on = <K extends keyof WindowEventMap>(type: K, run: (event: WindowEventMap[K]) => void) =>
    addEventListener(type, run, true);
  const closeNow = (when: (dialog: HTMLDialogElement) => boolean) => {
    for (const dialog of document.querySelectorAll("dialog"))
      if (entries.has(dialog) && when(dialog)) move(dialog, { type: "immediate", out: false });
  };
  on("click", (event) => {
    const el = event.target instanceof Element ? event.target : null;
    const button = el?.closest<HTMLElement>("[aria-controls]:not([type=submit])");
    const dialog = controlled(button);
    const open = document.querySelector<HTMLDialogElement>("dialog[open]");
    const { left, right, top, bottom } = open?.getBoundingClientRect() ?? new DOMRect();
    const { clientX: x, clientY: y } = event;
    // Outside: on its backdrop, or on the page behind before it is modal (which it then does not follow).
    const outside = el === open ? x < left || x > right || y < top || y > bottom : !open?.contains(el);
    if (dialog && handled.add(event))
      request(dialog, !(entry(dialog).state.queued ?? entry(dialog).state.out), button);
    else if (open && outside && handled.add(event)) {
      if (el !== open) event.preventDefault();
      request(open, false);
    }
  });
  on("submit", (event) => {
    const form = event.target as HTMLFormElement;
    const closes = form.method === "dialog" ? form.closest("dialog") : null;
    const opens = controlled(event.submitter);
    if (closes || opens) event.preventDefault();
    if (closes) request(closes, false);
    else if (opens) copyFields(form, opens);
    if (opens) request(opens, true, event.submitter);
  });
  on("cancel", (event) => {
    event.preventDefault();
    request(event.target as HTMLDialogElement, false);
  });
  // A modal dialog would let Tab leave to the browser's own controls; one not yet modal sends no cancel.
  on("keydown", (event) => {
    const open = document.querySelector<HTMLDialogElement>("dialog[open]");
    if (open && event.key === "Tab") trapTab(open, event);
    else if (open && event.key === "Escape" && !open.matches(":modal")) request(open, false);
  });
  on("close", () => closeNow((dialog) => entry(dialog).state.out && !dialog.open));
  on("resize", () =>
    closeNow((d) => d.open && !document.querySelector(`[aria-controls="${d.id}"]`)?.getClientRects().length),
  );
  on("pageshow", (event) => closeNow(() => event.persisted));
}
