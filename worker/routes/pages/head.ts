/** @module What loaders share to build a page's head: breadcrumb trails, the head with its breadcrumb data, short descriptions. */
import { breadcrumbJsonLd, type Crumb } from "../../../shared/components/breadcrumbs.tsx";
import type { PageHead } from "../../../shared/pages/head.ts";
import { href } from "../../../shared/routes.ts";

/** A breadcrumb trail: Home, then `crumbs`. */
export const trailOf = (...crumbs: Crumb[]): Crumb[] => [{ label: "Home", href: href("home") }, ...crumbs];

/** Home › list › page n (the page crumb only past page 1). */
export function listTrail(label: string, name: "news" | "jobOpenings", page: number): Crumb[] {
  const trail = trailOf({ label, href: href(name) });
  return page > 1 ? [...trail, { label: `Page ${page}`, href: href(name, { page }) }] : trail;
}

/** A page's head: its canonical path is the trail's last crumb, its structured data ends with the trail. */
export function headWithTrail(
  head: Omit<PageHead, "path" | "jsonLd"> & { jsonLd?: object[] },
  trail: Crumb[],
  origin: string,
): PageHead {
  return {
    ...head,
    path: trail.at(-1)?.href ?? "/",
    jsonLd: [...(head.jsonLd ?? []), breadcrumbJsonLd(trail, origin)],
  };
}

/** Text cut to a search-result description's length, ending in an ellipsis when cut. */
export const clip = (text: string, max = 155) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
