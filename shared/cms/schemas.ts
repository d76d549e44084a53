/** @module Runtime schemas for CMS responses; each is checked against its DTO type in types.ts. */
import * as v from "valibot";
import type * as T from "./types.ts";

const str = v.string();
const num = v.number();
const bool = v.boolean();
const strs = v.array(str);

export const image = v.object({
  src: str,
  width: num,
  height: num,
  alt: str,
}) satisfies v.GenericSchema<T.CmsImage>;
const address = v.object({
  street: str,
  city: str,
  state: str,
  zip: str,
}) satisfies v.GenericSchema<T.PostalAddress>;

export const common = v.object({
  services: v.array(v.object({ url_slug: str, display_title: str })),
  locations: v.array(v.object({ post_name: str, nav_title: str, phone_number: str })),
  teams: v.array(v.object({ post_name: str, nav_title: str })),
}) satisfies v.GenericSchema<T.CommonData>;

export const service = v.object({
  id: num,
  url_slug: str,
  display_title: str,
  summary: str,
  content: str,
  image,
  modified: str,
}) satisfies v.GenericSchema<T.Service>;

export const location = v.object({
  id: num,
  post_name: str,
  nav_title: str,
  title: str,
  summary: str,
  content: str,
  address,
  phone_number: str,
  fax_number: str,
  timezone: str,
  hours: v.array(v.object({ day: num, open: str, close: str })),
  lat: num,
  lng: num,
  services: strs,
  image,
  modified: str,
}) satisfies v.GenericSchema<T.Location>;

const staffSummaryEntries = { id: num, slug: str, name: str, credentials: str, role: str, photo: image };
export const staffSummary = v.object(staffSummaryEntries) satisfies v.GenericSchema<T.StaffSummary>;
export const staffMember = v.object({
  ...staffSummaryEntries,
  bio: str,
  team: str,
  locations: strs,
  languages: strs,
  accepting_new_patients: bool,
  modified: str,
}) satisfies v.GenericSchema<T.StaffMember>;

const teamEntries = {
  id: num,
  post_name: str,
  nav_title: str,
  title: str,
  purpose: str,
  image,
  modified: str,
};
export const team = v.object(teamEntries) satisfies v.GenericSchema<T.Team>;
export const teamLong = v.object({
  ...teamEntries,
  members: v.array(staffSummary),
}) satisfies v.GenericSchema<T.TeamLong>;

const newsSummaryEntries = {
  id: num,
  slug: str,
  title: str,
  excerpt: str,
  created: str,
  image,
  featured: bool,
  covid: bool,
};
export const newsSummary = v.object(newsSummaryEntries) satisfies v.GenericSchema<T.NewsSummary>;
export const newsStory = v.object({
  ...newsSummaryEntries,
  content: str,
  author: str,
  modified: str,
}) satisfies v.GenericSchema<T.NewsStory>;

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
  location: str,
  department: str,
  employment_type: employmentType,
  created: str,
};
export const jobSummary = v.object(jobSummaryEntries) satisfies v.GenericSchema<T.JobSummary>;
export const jobOpening = v.object({
  ...jobSummaryEntries,
  description: str,
  salary_min: v.nullable(num),
  salary_max: v.nullable(num),
  apply_url: str,
  valid_through: str,
  modified: str,
}) satisfies v.GenericSchema<T.JobOpening>;

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
}) satisfies v.GenericSchema<T.StarEvent>;

const pageEntries = {
  id: num,
  slug: str,
  title: str,
  summary: str,
  content: str,
  image: v.nullable(image),
  modified: str,
};
export const contentPage = v.object(pageEntries) satisfies v.GenericSchema<T.ContentPage>;
export const starPage = v.object({
  ...pageEntries,
  tagline: str,
  goal_text: str,
}) satisfies v.GenericSchema<T.StarPage>;

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
}) satisfies v.GenericSchema<T.HomePage>;

export const slugEntry = v.object({ slug: str, modified: str }) satisfies v.GenericSchema<T.SlugEntry>;
/** `{type}/total` and `{type}/pages` answer a one-item array; the first item is read. */
export const countList = v.pipe(v.array(num), v.minLength(1));
export const totals = v.object({
  "news-stories": num,
  "job-openings": num,
}) satisfies v.GenericSchema<T.Totals>;
