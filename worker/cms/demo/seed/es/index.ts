/**
 * @module The demo CMS's Spanish translations: for each item, the text fields that have a Spanish
 * version, keyed as the collection keys its public URL. An item missing here has no Spanish version,
 * and the demo CMS answers it in English, marked `lang: "en"`.
 */
import type {
  ContentPage,
  HomePage,
  JobOpening,
  Location,
  NewsStory,
  Service,
  StaffMember,
  StarEvent,
  StarPage,
  Team,
} from "../../../../../shared/cms/types.ts";
import { jobs } from "./jobs.ts";
import { locations } from "./locations.ts";
import { news } from "./news.ts";
import { home, pages } from "./pages.ts";
import { services } from "./services.ts";
import { staff, staffRoles } from "./staff.ts";
import { star, starEvents } from "./star.ts";
import { teams } from "./teams.ts";
import type { Translations } from "./translations.ts";

/** Keyed by `url_slug`. */
export const servicesEs: Translations<Service> = services;
/** Keyed by `post_name`. */
export const locationsEs: Translations<Location> = locations;
/** Keyed by `post_name`. */
export const teamsEs: Translations<Team> = teams;
/** Keyed by `id`. */
export const staffEs: Translations<StaffMember> = staff;
/** The role alone of each staff member not in `staffEs`, keyed by `id`. */
export const staffRolesEs: Record<string, string> = staffRoles;
/** Keyed by `slug`. */
export const newsEs: Translations<NewsStory> = news;
/** Keyed by `id`. */
export const jobsEs: Translations<JobOpening> = jobs;
/** Keyed by `id`. */
export const starEventsEs: Translations<StarEvent> = starEvents;
export const homeEs: Partial<HomePage> | null = home;
export const starEs: Partial<StarPage> | null = star;
/** The CMS-backed pages, by the seed's export name (aboutUs, covid19, contactPage, privacy). */
export const pagesEs: Translations<ContentPage> = pages;
