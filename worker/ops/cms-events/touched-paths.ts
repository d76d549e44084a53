/**
 * @module Which of the site's pages a change event touches, from the site's own route table: the
 * item's page (each language, old slug too), the lists that show it, the sitemap; feeds follow from
 * the pages (worker/feeds/purge-paths.ts) and the search index from the event. Anything the nav
 * shows (locations, services, teams, settings) is on every page, so it refreshes everything.
 */
import { eventCalendarPath } from "../../../shared/lib/feeds.ts";
import { href, listPageSize, type RouteName } from "../../../shared/routes.ts";
import type { Change, CmsEvent } from "./event-shape.ts";

/** What the site must drop: everything, or these pages (in every language and their feeds, by the purge). */
export type Touched =
  | { scope: "all"; reason: string }
  | { scope: "paths"; paths: string[]; searchIndex: boolean };

/** What the lists need read from the CMS: the pages to drop depend on how many items there are. */
export interface ListSizes {
  /** Published news stories and job openings. */
  totals: () => Promise<{ news: number; jobs: number }>;
  /** The slugs of every location and team (the pages that list staff members). */
  staffListers: () => Promise<{ locations: string[]; teams: string[] }>;
}

/** The types the nav, footer or drawer show on every page (the CMS common data). */
const navTypes = new Set(["locations", "health-services", "teams"]);

const sitemapPath = "/sitemap.xml";

/** The pages of a paged list of `total` items, one more for an item that leaves or joins it. */
function listPages(name: "news" | "jobOpenings", total: number): string[] {
  const count = Math.max(1, Math.ceil((total + 1) / listPageSize));
  return Array.from({ length: count }, (_, i) => href(name, { page: i + 1 }));
}

const rolePage: Record<Extract<Change, { kind: "page" }>["role"], RouteName> = {
  home: "home",
  "about-us": "aboutUs",
  "covid-19": "covid19",
  privacy: "privacy",
  star: "star",
  contact: "contactUs",
};

/** The pages one non-nav change touches. */
async function pagesOf(change: Change, sizes: ListSizes): Promise<string[]> {
  if (change.kind === "settings") return [];
  // Every role's route takes no parameter.
  if (change.kind === "page") return [href(rolePage[change.role] as "aboutUs")];
  switch (change.type) {
    case "news-stories":
      return [
        ...change.slugs.map((slug) => href("newsStory", { slug })),
        ...listPages("news", (await sizes.totals()).news),
        // The home page's featured stories and the COVID-19 page's related news.
        href("home"),
        href("covid19"),
      ];
    case "job-openings":
      return [
        href("jobOpening", { id: change.id }),
        ...listPages("jobOpenings", (await sizes.totals()).jobs),
      ];
    case "staff_members": {
      const { locations, teams } = await sizes.staffListers();
      return [
        href("staffMember", { id: change.id }),
        ...teams.map((team) => href("team", { team })),
        ...locations.map((id) => href("location", { id })),
      ];
    }
    case "star-events":
      return [href("starEvents"), href("star"), ...change.slugs.map((slug) => eventCalendarPath(slug))];
    default:
      return [];
  }
}

/** What `event` touches. A list whose size cannot be read refreshes everything rather than guess. */
export async function touchedBy(event: CmsEvent, sizes: ListSizes): Promise<Touched> {
  for (const change of event.changes) {
    if (change.kind === "settings") return { scope: "all", reason: "settings" };
    if (change.kind === "item" && navTypes.has(change.type)) return { scope: "all", reason: change.type };
  }
  try {
    const paths = new Set<string>([sitemapPath]);
    for (const change of event.changes) for (const path of await pagesOf(change, sizes)) paths.add(path);
    const searchIndex = event.changes.some((change) => change.kind === "item");
    return { scope: "paths", paths: [...paths], searchIndex };
  } catch {
    return { scope: "all", reason: "list sizes unavailable" };
  }
}
