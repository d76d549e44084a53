/** @module The demo clinic's content as the demo CMS serves it: collections by type, newest first. */
import type { ContentType } from "../../../shared/cms/types.ts";
import { jobs } from "./seed/jobs.ts";
import { locations } from "./seed/locations.ts";
import { news } from "./seed/news.ts";
import { services } from "./seed/services.ts";
import { staff } from "./seed/staff.ts";
import { teams } from "./seed/teams.ts";

const byCreatedDesc = <T extends { created: string }>(items: T[]) =>
  [...items].sort((a, b) => Date.parse(b.created) - Date.parse(a.created));

export const newsNewestFirst = byCreatedDesc(news);
export const jobsNewestFirst = byCreatedDesc(jobs);

type Item = Record<string, unknown>;

/** Each generic collection with the field its public URL is built from. */
export const collections: Record<ContentType, { items: Item[]; slugOf: (item: Item) => string }> = {
  locations: { items: locations, slugOf: (i) => String(i.post_name) },
  "health-services": { items: services, slugOf: (i) => String(i.url_slug) },
  "job-openings": { items: jobsNewestFirst, slugOf: (i) => String(i.id) },
  teams: { items: teams, slugOf: (i) => String(i.post_name) },
  staff_members: { items: staff, slugOf: (i) => String(i.id) },
  "news-stories": { items: newsNewestFirst, slugOf: (i) => String(i.slug) },
};

/** Field filter of the generic list endpoint: `status:publish` matches all; arrays match a member. */
export function matches(item: Item, field: string, value: string): boolean {
  if (field === "status") return value === "publish";
  const actual = item[field];
  const wanted = value.toLowerCase();
  if (Array.isArray(actual)) return actual.some((a) => String(a).toLowerCase() === wanted);
  if (actual === undefined || actual === null || typeof actual === "object") return false;
  return String(actual).toLowerCase() === wanted;
}
