/**
 * @module A page route's Cache-Tags (worker/cache/tags.ts): its path, the content item its params name
 * (`news-stories:welcome`) or the collection it lists (`list:news-stories`), `common` and its language.
 * A content change then reaches the pages that show the item, and every list of its collection.
 */
import type { Context } from "hono";
import { type RouteName, routes } from "../../../shared/routes.ts";
import { itemTag, listTag, pageTags } from "../../cache/tags.ts";
import type { AppEnv } from "../../request/app-env.ts";

/** The collection each list page shows. */
const lists: Partial<Record<RouteName, string>> = {
  news: "news-stories",
  jobOpenings: "job-openings",
  starEvents: "star-events",
  home: "news-stories",
};

/** The tags of route `name`'s answer to this request. */
export function routeTags(c: Context<AppEnv>, name: RouteName): string[] {
  const def = routes[name];
  const items: string[] = [];
  const param = Object.keys(def.params).find((p) => p !== "page");
  const value = param ? c.req.param(param) : undefined;
  if (def.collection && value) items.push(itemTag(def.collection, value));
  const list = lists[name];
  if (list) items.push(listTag(list));
  return pageTags(new URL(c.req.url).pathname, c.get("locale"), items);
}
