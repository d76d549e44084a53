/** @module The pages the accessibility sweep visits: every route table example, a real news story, the 404 page. */
import { routes } from "../../../shared/routes.ts";
import { news } from "../../../worker/cms/demo/seed/news.ts";

const storySlug = news[0]?.slug;
if (!storySlug) throw new Error("the demo CMS seed has no news story");

/** Route name and concrete path, one per route of shared/routes.ts (the 404 route included). */
export const sweepPaths: { name: string; path: string }[] = Object.entries(routes).map(([name, def]) => ({
  name,
  path: name === "newsStory" ? `/news/story/${storySlug}` : def.example,
}));

/** The server-rendered search results page; swept only once it answers 200. */
export const searchResultsPath = "/search/dental/1";
