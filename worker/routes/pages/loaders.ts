/** @module Every route of the table with its loader; a route without one fails type-checking. */
import type { RouteName } from "../../../shared/routes.ts";
import { aboutUs, contactUs, covid19, privacy } from "./cms-pages.tsx";
import { home } from "./home.tsx";
import { jobOpening, jobOpenings } from "./jobs.tsx";
import { accessibility, nondiscrimination } from "./legal.tsx";
import type { Loader } from "./loader.ts";
import { location } from "./locations.tsx";
import { login } from "./login.tsx";
import { news, newsStory } from "./news.tsx";
import { notFound } from "./not-found.tsx";
import { service } from "./services.tsx";
import { donate, star, starEvents } from "./star.tsx";
import { staffMember, team } from "./teams.tsx";

export const loaders: Record<RouteName, Loader> = {
  home,
  location,
  service,
  jobOpenings,
  jobOpening,
  team,
  staffMember,
  aboutUs,
  contactUs,
  news,
  newsStory,
  covid19,
  star,
  starEvents,
  donate,
  privacy,
  nondiscrimination,
  accessibility,
  login,
  notFound,
};
