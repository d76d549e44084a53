/** @module The English catalogue: every text of the site's own, by area. It defines the keys every language must have. */
import { chrome } from "./chrome.ts";
import { contact } from "./contact.ts";
import { drawer } from "./drawer.ts";
import { form } from "./form.ts";
import { modal } from "./modal.ts";
import { nav } from "./nav.ts";
import { newsletter } from "./newsletter.ts";
import { openNow } from "./open-now.ts";
import { search } from "./search.ts";

export const en = {
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
