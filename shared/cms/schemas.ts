/** @module Runtime schemas for every CMS response the site reads (SPEC.md §3 and §7); types.ts infers the DTO types from them. */
import * as v from "valibot";
import { defaultLocale, locales } from "../i18n/locales.ts";
import { departments } from "./departments.ts";

const str = v.string();
const num = v.number();
const bool = v.boolean();
const strs = v.array(str);
/**
 * The language of an item's text (docs/cms-contract.json: "Content language"). A CMS without a
 * multilingual plugin sends none, which reads as the default language.
 */
const lang = v.optional(v.picklist(locales), defaultLocale);

/** An image stored in the CMS media library; `src` is a CMS upload URL. */
export const image = v.object({
  src: str,
  width: num,
  height: num,
  alt: str,
});
const address = v.object({
  street: str,
  city: str,
  state: str,
  zip: str,
});

/** Common site data served to nav, footer and drawer (SPEC.md §3). */
export const common = v.object({
  services: v.array(v.object({ url_slug: str, display_title: str, lang })),
  locations: v.array(v.object({ post_name: str, nav_title: str, phone_number: str, lang })),
  teams: v.array(v.object({ post_name: str, nav_title: str, lang })),
});

/** One opening period; `day` is 0 (Sunday) … 6 (Saturday), times are "HH:MM" 24 h local. */
export const openingHours = v.object({ day: num, open: str, close: str });

export const service = v.object({
  id: num,
  url_slug: str,
  display_title: str,
  /** One-sentence summary used on cards and in meta descriptions. */
  summary: str,
  /** Sanitizable HTML body. */
  content: str,
  image,
  modified: str,
  lang,
});

export const location = v.object({
  id: num,
  post_name: str,
  nav_title: str,
  /** Full name, e.g. "Main Street Health Center". */
  title: str,
  summary: str,
  content: str,
  address,
  /** Ten digits, no punctuation. */
  phone_number: str,
  fax_number: str,
  /** IANA time zone of the clinic. */
  timezone: str,
  hours: v.array(openingHours),
  lat: num,
  lng: num,
  /** `url_slug`s of the services offered here. */
  services: strs,
  image,
  modified: str,
  lang,
});

const staffSummaryEntries = {
  id: num,
  slug: str,
  name: str,
  credentials: str,
  role: str,
  /**
   * The language of `role` when it is not `lang`: a CMS may translate the short role before the
   * biography (docs/cms-contract.json). Absent means `role` is in `lang`.
   */
  role_lang: v.optional(v.picklist(locales)),
  photo: image,
  lang,
};
export const staffSummary = v.object(staffSummaryEntries);
export const staffMember = v.object({
  ...staffSummaryEntries,
  bio: str,
  /** Team `post_name`. */
  team: str,
  /** Location `post_name`s where this person sees patients. */
  locations: strs,
  languages: strs,
  accepting_new_patients: bool,
  modified: str,
});

const teamEntries = {
  id: num,
  post_name: str,
  nav_title: str,
  title: str,
  /** HTML: what the team is for. */
  purpose: str,
  image,
  modified: str,
  lang,
};
export const team = v.object(teamEntries);
/** `team/{slug}/long`: the team with its members expanded. */
export const teamLong = v.object({
  ...teamEntries,
  members: v.array(staffSummary),
});

const newsSummaryEntries = {
  id: num,
  slug: str,
  title: str,
  excerpt: str,
  /** ISO 8601 date-time. */
  created: str,
  image,
  featured: bool,
  covid: bool,
  lang,
};
export const newsSummary = v.object(newsSummaryEntries);
export const newsStory = v.object({
  ...newsSummaryEntries,
  content: str,
  author: str,
  modified: str,
});

/** Google's JobPosting employmentType values. */
const employmentType = v.picklist([
  "FULL_TIME",
  "PART_TIME",
  "CONTRACTOR",
  "TEMPORARY",
  "INTERN",
  "PER_DIEM",
]);
const jobSummaryEntries = {
  id: num,
  slug: str,
  title: str,
  /** Location `post_name`. */
  location: str,
  /** A department key (shared/cms/departments.ts), the same in every language. */
  department: v.picklist(departments),
  employment_type: employmentType,
  created: str,
  lang,
};
export const jobSummary = v.object(jobSummaryEntries);
export const jobOpening = v.object({
  ...jobSummaryEntries,
  description: str,
  /** Yearly pay range in USD, when published. */
  salary_min: v.nullable(num),
  salary_max: v.nullable(num),
  apply_url: str,
  valid_through: str,
  modified: str,
});

export const starEvent = v.object({
  id: num,
  slug: str,
  title: str,
  summary: str,
  description: str,
  start: str,
  end: str,
  venue: v.object({ name: str, address }),
  image,
  lang,
});

const pageEntries = {
  id: num,
  slug: str,
  title: str,
  /** One-sentence summary used as the meta description. */
  summary: str,
  content: str,
  image: v.nullable(image),
  modified: str,
  lang,
};
/** A plain content page (about-us, covid-19, contact page, privacy). */
export const contentPage = v.object(pageEntries);
export const starPage = v.object({
  ...pageEntries,
  /** Short pitch shown on the home page call to action. */
  tagline: str,
  goal_text: str,
});

export const homePage = v.object({
  hero_title: str,
  hero_text: str,
  hero_image: image,
  services_intro: str,
  locations_intro: str,
  star_title: str,
  star_text: str,
  portal_title: str,
  portal_text: str,
  social: v.array(v.object({ network: str, url: str })),
  lang,
});

/** `{type}/slugs` items, used for the sitemap. */
export const slugEntry = v.object({ slug: str, modified: str });
/** `{type}/total` and `{type}/pages` answer a one-item array; the first item is read. */
export const countList = v.pipe(v.array(num), v.minLength(1));
/** `totals`: counts used by list pages. */
export const totals = v.object({
  "news-stories": num,
  "job-openings": num,
});
