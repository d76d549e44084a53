/** @module The page's dialogs, opened and closed here for the page's whole life (shared/islands/dialog.ts). */
import { closingAttr, filledAttr } from "../../shared/islands/dialog.ts";
import {
  type DrawerAction,
  type DrawerState,
  drawerReducer,
  initialDrawer,
} from "../../shared/lib/drawer-queue.ts";

interface Entry {
  state: DrawerState;
  /** What opened it: focus goes back there when it closes. */
  opener: HTMLElement | null;
  /** Counts moves, so the end of an animation that was overtaken ends nothing. */
  turn: number;
}

/** The root's class while a dialog is open: the page behind does not scroll (base.css). */
const lockClass = "dialog-open";
const entries = new WeakMap<HTMLDialogElement, Entry>();
const entry = (dialog: HTMLDialogElement): Entry => {
  const found = entries.get(dialog) ?? { state: initialDrawer, opener: null, turn: 0 };
  entries.set(dialog, found);
  return found;
};

const busy = (dialog: HTMLDialogElement) => dialog.getAttribute("aria-busy") === "true";
const lock = () =>
  document.documentElement.classList.toggle(lockClass, !!document.querySelector("dialog[open]"));

/** Shows `dialog` where it is going (`out`): opens it, starts its closing animation, or closes it. */
function show(dialog: HTMLDialogElement, { state, opener }: Entry, settled: boolean) {
  for (const button of document.querySelectorAll(`[aria-controls="${dialog.id}"]:not([type=submit])`))
    button.setAttribute("aria-expanded", String(state.out));
  if (state.out) {
    dialog.removeAttribute(closingAttr);
    if (!dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    }
  } else if (!settled && !state.immediate) dialog.setAttribute(closingAttr, "");
  else if (dialog.open || dialog.hasAttribute(closingAttr)) {
    dialog.removeAttribute(closingAttr);
    dialog.close();
    if (opener?.isConnected) opener.focus({ preventScroll: true });
  }
  lock();
}

/** Applies a move; while the dialog animates, the next one waits for the animation's end (SPEC.md §4). */
export function move(dialog: HTMLDialogElement, action: DrawerAction) {
  const found = entry(dialog);
  const was = found.state;
  found.state = drawerReducer(was, action);
  if (found.state.out === was.out && found.state.motion === was.motion && !found.state.immediate) return;
  const turn = ++found.turn;
  show(dialog, found, !found.state.motion);
  if (!found.state.motion) return;
  void Promise.allSettled(dialog.getAnimations({ subtree: true }).map((a) => a.finished)).then(() => {
    if (found.turn === turn) move(dialog, { type: "motionEnd" });
  });
}

/** Opens or closes (`out`) `dialog` from `opener`, queued behind an animation. */
export function request(dialog: HTMLDialogElement, out: boolean, opener?: HTMLElement | null) {
  if (!out && busy(dialog)) return;
  if (out && opener !== undefined) entry(dialog).opener = opener;
  move(dialog, { type: "request", out });
}

/** The button `dialog`'s controller toggles towards: the opposite of where it is going. */
export const toggled = (dialog: HTMLDialogElement) => {
  const { state } = entry(dialog);
  return !(state.queued ?? state.out);
};

/** Copies each field of `form` into the field of `dialog` with the same `autocomplete` token. */
export function copyFields(form: HTMLFormElement, dialog: HTMLDialogElement) {
  let filled = false;
  for (const field of dialog.querySelectorAll<HTMLInputElement>("input[autocomplete]")) {
    const source = form.querySelector<HTMLInputElement>(`input[autocomplete="${field.autocomplete}"]`);
    if (!source) continue;
    field.value = source.value;
    filled ||= source.value.trim() !== "";
  }
  dialog.toggleAttribute(filledAttr, filled);
}

/**
 * Listens for Escape (the dialog's `cancel`, also sent by `requestClose`), a close the browser made
 * on its own, and the viewport growing until a dialog's button is gone (the drawer past mobile);
 * a page restored from the back/forward cache shows its dialogs closed.
 */
export function watchDialogs() {
  const each = (run: (dialog: HTMLDialogElement) => void) => {
    for (const dialog of document.querySelectorAll("dialog")) if (entries.has(dialog)) run(dialog);
  };
  const closeAt = (dialog: HTMLDialogElement) => move(dialog, { type: "immediate", out: false });
  addEventListener(
    "cancel",
    (event) => {
      if (!(event.target instanceof HTMLDialogElement)) return;
      event.preventDefault();
      request(event.target, false);
    },
    true,
  );
  addEventListener(
    "close",
    (event) => {
      const dialog = event.target;
      if (dialog instanceof HTMLDialogElement && entry(dialog).state.out && !dialog.open) closeAt(dialog);
    },
    true,
  );
  addEventListener("resize", () =>
    each((dialog) => {
      const button = document.querySelector(`[aria-controls="${dialog.id}"]`);
      if (dialog.open && button && button.getClientRects().length === 0) closeAt(dialog);
    }),
  );
  addEventListener("pageshow", (event) => {
    if (event.persisted) each(closeAt);
  });
}
