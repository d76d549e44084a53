/**
 * @module The page's dialogs: native `<dialog>` elements in the server's HTML, opened and closed by
 * the page's loader (client/loader/dialogs.ts) for the page's whole life, from the first press.
 *
 * - A button whose `aria-controls` names a dialog opens it (`showModal()`) or closes it; a submit
 *   button whose `aria-controls` names one opens it instead of submitting, and each field of the
 *   dialog takes the value of the form's field with the same `autocomplete` token.
 * - A `<form method="dialog">` inside (its close button), a click on the dialog's own box (its
 *   backdrop: the dialog fills the viewport, its content does not) and Escape close it, unless it is
 *   `aria-busy="true"`.
 * - Moves during its opening or closing animation are queued and the last wins (SPEC.md §4).
 * - Islands ask for a close with `requestClose` and learn of one from the `close` event.
 */

/** The side drawer's id (the menu button's `aria-controls`). */
export const drawerId = "side-drawer";

/** On a dialog sliding or fading out: still shown, its closing animation running (CSS). */
export const closingAttr = "data-closing";
/** On a dialog opened with a field copied in that was not empty (its confirm texts show, CSS). */
export const filledAttr = "data-filled";

/** Asks the page's loader to close `dialog` as Escape would (its closing animation, the queue). */
export function requestClose(dialog: HTMLDialogElement | null): void {
  dialog?.dispatchEvent(new Event("cancel", { cancelable: true }));
}

/** The dialog `el` (or the button it is in) controls through `aria-controls`, if it controls one. */
export function controlled(el: Element | null | undefined): HTMLDialogElement | null {
  const target = document.getElementById(el?.closest("[aria-controls]")?.getAttribute("aria-controls") ?? "");
  return target instanceof HTMLDialogElement ? target : null;
}
