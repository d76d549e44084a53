/** @module What loaders share to build a page's head: breadcrumb trails, the head with its breadcrumb data, short descriptions. */
import { breadcrumbJsonLd, type Crumb } from "../../../shared/components/breadcrumbs.tsx";
import { itemLang } from "../../../shared/components/in-language.tsx";
import type { PageHead } from "../../../shared/pages/head.ts";
import type { LoaderArgs } from "./loader.ts";
import { webPageLd } from "./structured-data.ts";

type TrailArgs = Pick<LoaderArgs, "t" | "link">;

/** A breadcrumb trail in the page's language: Home, then `crumbs`. */
export const trailOf = ({ t, link }: TrailArgs, ...crumbs: Crumb[]): Crumb[] => [
  { label: t("crumbs.home"), href: link("home") },
  ...crumbs,
];

/** The crumb of a CMS item's page: its title, marked with the item's language when that is not the page's. */
export function itemCrumb(
  { locale }: Pick<LoaderArgs, "locale">,
  item: object,
  label: string,
  href: string,
): Crumb {
  const lang = itemLang(item);
  return lang === locale ? { label, href } : { label, href, lang };
}

/** Home › list › page n (the page crumb only past page 1). */
export function listTrail(
  args: TrailArgs,
  label: string,
  name: "news" | "jobOpenings",
  page: number,
): Crumb[] {
  const trail = trailOf(args, { label, href: args.link(name) });
  return page > 1
    ? [...trail, { label: args.t("crumbs.page", { page }), href: args.link(name, { page }) }]
    : trail;
}

/**
 * A page's head: its canonical path is the trail's last crumb; its structured data is the page's
 * own, then the page as a WebPage in its language, then the trail.
 */
export function headWithTrail(
  args: Pick<LoaderArgs, "origin" | "locale">,
  head: Omit<PageHead, "path" | "jsonLd"> & { jsonLd?: object[] },
  trail: Crumb[],
): PageHead {
  const path = trail.at(-1)?.href ?? "/";
  return {
    ...head,
    path,
    jsonLd: [
      ...(head.jsonLd ?? []),
      webPageLd(args, { name: head.title, description: head.description, path }),
      breadcrumbJsonLd(trail, args.origin),
    ],
  };
}

/** Text cut to a search-result description's length, ending in an ellipsis when cut. */
export const clip = (text: string, max = 155) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
