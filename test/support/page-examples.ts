/** @module One concrete path per page type: the route table's examples, with a real news story from the demo seed. */
import { href, routes } from "../../shared/routes.ts";
import { news } from "../../worker/cms/demo/seed/news.ts";

const storySlug = news[0]?.slug;
if (!storySlug) throw new Error("the demo CMS seed has no news story");

/** Route name and concrete path, one per route of shared/routes.ts (the 404 route included). */
export const pageExamples: { name: string; path: string }[] = Object.entries(routes).map(([name, def]) => ({
  name,
  path: name === "newsStory" ? href("newsStory", { slug: storySlug }) : def.example,
}));

export const examplePath = (name: string) => pageExamples.find((p) => p.name === name)?.path ?? "/";
