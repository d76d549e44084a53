/** @module El catálogo en español: las mismas áreas y claves que el inglés (shared/i18n/en). */
import type { Messages } from "../catalogue.ts";
import { chrome } from "./chrome.ts";
import { contact } from "./contact.ts";
import { drawer } from "./drawer.ts";
import { form } from "./form.ts";
import { modal } from "./modal.ts";
import { nav } from "./nav.ts";
import { newsletter } from "./newsletter.ts";
import { openNow } from "./open-now.ts";
import { search } from "./search.ts";

export const es: Messages = {
  chrome,
  // The islands' areas (clientAreas in ../catalogue.ts).
  nav,
  drawer,
  search,
  newsletter,
  contact,
  form,
  modal,
  openNow,
};
