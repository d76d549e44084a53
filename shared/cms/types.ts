/** @module DTO types for every CMS response the site reads (SPEC.md §3 and §7). */

/** An image stored in the CMS media library; `src` is a CMS upload URL. */
export interface CmsImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

/** Common site data served to nav, footer and drawer (SPEC.md §3). */
export interface CommonData {
  services: { url_slug: string; display_title: string }[];
  locations: { post_name: string; nav_title: string; phone_number: string }[];
  teams: { post_name: string; nav_title: string }[];
}

export interface PostalAddress {
  street: string;
  city: string;
  state: string;
  zip: string;
}

/** One opening period; `day` is 0 (Sunday) … 6 (Saturday), times are "HH:MM" 24 h local. */
export interface OpeningHours {
  day: number;
  open: string;
  close: string;
}

export interface Service {
  id: number;
  url_slug: string;
  display_title: string;
  /** One-sentence summary used on cards and in meta descriptions. */
  summary: string;
  /** Sanitizable HTML body. */
  content: string;
  image: CmsImage;
  modified: string;
}

export interface Location {
  id: number;
  post_name: string;
  nav_title: string;
  /** Full name, e.g. "Main Street Health Center". */
  title: string;
  summary: string;
  content: string;
  address: PostalAddress;
  /** Ten digits, no punctuation. */
  phone_number: string;
  fax_number: string;
  /** IANA time zone of the clinic. */
  timezone: string;
  hours: OpeningHours[];
  lat: number;
  lng: number;
  /** `url_slug`s of the services offered here. */
  services: string[];
  image: CmsImage;
  modified: string;
}

export interface StaffSummary {
  id: number;
  slug: string;
  name: string;
  credentials: string;
  role: string;
  photo: CmsImage;
}

export interface StaffMember extends StaffSummary {
  bio: string;
  /** Team `post_name`. */
  team: string;
  /** Location `post_name`s where this person sees patients. */
  locations: string[];
  languages: string[];
  accepting_new_patients: boolean;
  modified: string;
}

export interface Team {
  id: number;
  post_name: string;
  nav_title: string;
  title: string;
  /** HTML: what the team is for. */
  purpose: string;
  image: CmsImage;
  modified: string;
}

/** `team/{slug}/long`: the team with its members expanded. */
export interface TeamLong extends Team {
  members: StaffSummary[];
}

export interface NewsSummary {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  /** ISO 8601 date-time. */
  created: string;
  image: CmsImage;
  featured: boolean;
  covid: boolean;
}

export interface NewsStory extends NewsSummary {
  content: string;
  author: string;
  modified: string;
}

/** Google's JobPosting employmentType values. */
export type EmploymentType = "FULL_TIME" | "PART_TIME" | "CONTRACTOR" | "TEMPORARY" | "INTERN" | "PER_DIEM";

export interface JobSummary {
  id: number;
  slug: string;
  title: string;
  /** Location `post_name`. */
  location: string;
  department: string;
  employment_type: EmploymentType;
  created: string;
}

export interface JobOpening extends JobSummary {
  description: string;
  /** Yearly pay range in USD, when published. */
  salary_min: number | null;
  salary_max: number | null;
  apply_url: string;
  valid_through: string;
  modified: string;
}

export interface StarEvent {
  id: number;
  slug: string;
  title: string;
  summary: string;
  description: string;
  start: string;
  end: string;
  venue: { name: string; address: PostalAddress };
  image: CmsImage;
}

/** A plain content page (about-us, covid-19, contact page, privacy). */
export interface ContentPage {
  id: number;
  slug: string;
  title: string;
  /** One-sentence summary used as the meta description. */
  summary: string;
  content: string;
  image: CmsImage | null;
  modified: string;
}

export interface HomePage {
  hero_title: string;
  hero_text: string;
  hero_image: CmsImage;
  services_intro: string;
  locations_intro: string;
  star_title: string;
  star_text: string;
  portal_title: string;
  portal_text: string;
  social: { network: string; url: string }[];
}

export interface StarPage extends ContentPage {
  /** Short pitch shown on the home page call to action. */
  tagline: string;
  goal_text: string;
}

/** `{type}/slugs` items, used for the sitemap. */
export interface SlugEntry {
  slug: string;
  modified: string;
}

/** `totals`: counts used by list pages. */
export interface Totals {
  "news-stories": number;
  "job-openings": number;
}

export interface FormResponse {
  success: boolean;
  message: string;
}

/** `jwt-auth/v1/token/validate` answer. */
export interface TokenValidation {
  code: string;
  data: { status: number };
}

/** The collection types reachable through the generic list endpoints. */
export const contentTypes = [
  "locations",
  "health-services",
  "job-openings",
  "teams",
  "staff_members",
  "news-stories",
] as const;
export type ContentType = (typeof contentTypes)[number];
