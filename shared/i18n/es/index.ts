/** @module El catálogo en español: las mismas áreas y claves que el inglés (shared/i18n/en). */
import type { Messages } from "../messages.ts";
import { accessibility } from "./accessibility.ts";
import { chrome } from "./chrome.ts";
import { contact } from "./contact.ts";
import { content } from "./content.ts";
import { crumbs } from "./crumbs.ts";
import { drawer } from "./drawer.ts";
import { errors } from "./errors.ts";
import { feeds } from "./feeds.ts";
import { footer } from "./footer.ts";
import { form } from "./form.ts";
import { formAnswer } from "./form-answer.ts";
import { home } from "./home.ts";
import { jobs } from "./jobs.ts";
import { legal } from "./legal.ts";
import { locations } from "./locations.ts";
import { modal } from "./modal.ts";
import { nav } from "./nav.ts";
import { news } from "./news.ts";
import { newsletter } from "./newsletter.ts";
import { nondiscrimination } from "./nondiscrimination.ts";
import { openNow } from "./open-now.ts";
import { pager } from "./pager.ts";
import { pages } from "./pages.ts";
import { people } from "./people.ts";
import { search } from "./search.ts";
import { star } from "./star.ts";

export const es: Messages = {
  chrome,
  // The islands' areas (clientAreas in ../catalogue.ts).
  nav,
  drawer,
  search,
  newsletter,
  contact,
  form,
  formAnswer,
  modal,
  openNow,
  // Server-rendered pages and their chrome.
  accessibility,
  content,
  crumbs,
  errors,
  footer,
  home,
  jobs,
  legal,
  locations,
  news,
  nondiscrimination,
  pager,
  pages,
  people,
  star,
  feeds,
};
