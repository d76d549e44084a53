/** @module Early modal: the copy of a modal's first view the loader shows for a held submit (see `earlyTemplateAttr`). */
import {
  earlyPreparedAttr,
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

/** How long a modal built ahead of a submit waits for it before it is taken out again. */
const preparedForMs = 2000;

/** Where modals go. */
const modalTarget = () => document.getElementById("teleport-target") ?? document.body;

/** Copies into the modal's inputs the values of the fields they name; with one copied, their filled texts. */
function fill(modal: HTMLElement) {
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
}

/** A copy of the template `form` names, styled; null when it names none. */
function build(form: HTMLFormElement): HTMLElement | null {
  const template = document.getElementById(form.getAttribute(earlyTemplateAttr) ?? "");
  if (!(template instanceof HTMLTemplateElement)) return null;
  const modal = template.content.firstElementChild?.cloneNode(true);
  if (!(modal instanceof HTMLElement)) return null;
  // The CSP refuses style attributes; styles set through the CSSOM are allowed.
  for (const el of [modal, ...modal.querySelectorAll<HTMLElement>(`[${earlyStyleAttr}]`)]) {
    const style = el.getAttribute(earlyStyleAttr);
    if (style !== null) el.style.cssText = style;
  }
  return modal;
}

/**
 * Shows the modal a held submit opens (a copy of the `<template>` its form names), until it is
 * closed or the island replaces it. `onChange` runs when one is hidden, and with `true` just before
 * one is shown; `onHide` gets the form whose modal the visitor closed (its held submit is dropped).
 */
export function earlyModal(onChange: (showing?: true) => void, onHide: (form: HTMLFormElement) => void) {
  let shown: ShownModal | null = null;
  /** The modal built ahead of its form's submit, hidden (`earlyPreparedAttr`). */
  let prepared: { form: HTMLFormElement; modal: HTMLElement } | null = null;
  /** The form whose submit button was pressed, until its modal is built or shown. */
  let pressed: HTMLFormElement | null = null;
  /** The modal shown, if it is still in the page (the island removes it when it opens its own). */
  const current = () => {
    if (shown && !shown.modal.isConnected) shown = null;
    return shown;
  };
  /** Takes out the modal built ahead (unless it is `keep`'s) and forgets it. */
  const discard = (keep?: HTMLFormElement) => {
    if (!prepared || prepared.form === keep) return;
    prepared.modal.remove();
    prepared = null;
  };
  /**
   * The button that submits `form` was pressed: its click effect plays before the submit comes
   * (button-effects.ts), so the modal is built then, hidden, once the effect's first frame has painted.
   * The submit then only has to show it.
   */
  const prepare = (form: HTMLFormElement) => {
    if (current() || prepared?.form === form || pressed === form) return;
    pressed = form;
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (pressed !== form) return; // shown already, or another form pressed since
        pressed = null;
        if (current()) return;
        discard();
        const modal = build(form);
        if (!modal) return;
        fill(modal);
        modal.setAttribute(earlyPreparedAttr, "");
        modalTarget().append(modal);
        prepared = { form, modal };
        setTimeout(() => {
          if (prepared?.modal === modal) discard();
        }, preparedForMs);
      }),
    );
  };
  const show = (form: HTMLFormElement, submitter: HTMLElement | null) => {
    pressed = null;
    if (current()) return;
    discard(form);
    const ahead = prepared?.modal.isConnected ? prepared.modal : null;
    prepared = null;
    const modal = ahead ?? build(form);
    if (!modal) return;
    fill(modal);
    // The page is locked before the modal goes in (or shows), so the lock reads the scroll position
    // while the layout is still clean and the page is restyled once, with the modal, when it is focused.
    onChange(true);
    if (ahead) modal.removeAttribute(earlyPreparedAttr);
    else modalTarget().append(modal);
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
  return { current, prepare, show, hide };
}
