/** @module Early modal: the copy of a modal's first view the loader shows for a held submit (see `earlyTemplateAttr`). */
import {
  earlyStyleAttr,
  earlyTemplateAttr,
  filledTextAttr,
  valueFromAttr,
} from "../../shared/islands/contract.ts";

interface ShownModal {
  modal: HTMLElement;
  form: HTMLFormElement;
  submitter: HTMLElement | null;
}

/**
 * Shows the modal a held submit opens (a copy of the `<template>` its form names), until it is
 * closed or the island replaces it. `onChange` runs when one is hidden, and with `true` just before
 * one is shown; `onHide` gets the form whose modal the visitor closed (its held submit is dropped).
 */
export function earlyModal(onChange: (showing?: true) => void, onHide: (form: HTMLFormElement) => void) {
  let shown: ShownModal | null = null;
  /** The modal shown, if it is still in the page (the island removes it when it opens its own). */
  const current = () => {
    if (shown && !shown.modal.isConnected) shown = null;
    return shown;
  };
  const show = (form: HTMLFormElement, submitter: HTMLElement | null) => {
    const template = document.getElementById(form.getAttribute(earlyTemplateAttr) ?? "");
    if (!(template instanceof HTMLTemplateElement) || current()) return;
    const modal = template.content.firstElementChild?.cloneNode(true);
    if (!(modal instanceof HTMLElement)) return;
    // The CSP refuses style attributes; styles set through the CSSOM are allowed.
    for (const el of [modal, ...modal.querySelectorAll<HTMLElement>(`[${earlyStyleAttr}]`)]) {
      const style = el.getAttribute(earlyStyleAttr);
      if (style !== null) el.style.cssText = style;
    }
    let filled = false;
    for (const input of modal.querySelectorAll<HTMLInputElement>(`[${valueFromAttr}]`)) {
      const source = document.getElementById(input.getAttribute(valueFromAttr) ?? "");
      if ((source instanceof HTMLInputElement || source instanceof HTMLTextAreaElement) && source.value) {
        input.value = source.value;
        filled = true;
      }
    }
    if (filled)
      for (const el of modal.querySelectorAll(`[${filledTextAttr}]`))
        el.textContent = el.getAttribute(filledTextAttr);
    // The page is locked before the modal goes in, so the lock reads the scroll position while the
    // layout is still clean and the page is restyled once, with the modal, when it is focused.
    onChange(true);
    (document.getElementById("teleport-target") ?? document.body).append(modal);
    shown = { modal, form, submitter };
    modal.querySelector<HTMLElement>("[data-autofocus]")?.focus({ preventScroll: true });
  };
  /** Removes the modal shown and gives the focus back to what opened it. */
  const hide = () => {
    const closed = current();
    if (!closed) return;
    shown = null;
    closed.modal.remove();
    onChange();
    onHide(closed.form);
    const first = closed.form.elements[0];
    (closed.submitter ?? (first instanceof HTMLElement ? first : closed.form)).focus();
  };
  return { current, show, hide };
}
