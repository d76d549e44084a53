/** @module The nav's link groups, built from common data and site settings (SPEC.md §2), in the page's language. */

import type { SiteSettings } from "../atoms/site.ts";
import type { CommonData } from "../cms/types.ts";
import type { MessageKey } from "../i18n/catalogue.ts";
import type { HrefArgs, RouteName } from "../routes.ts";

/** The page's `t` and `href` (useT, useHref): labels from the catalogue, links in the page's language. */
interface Speech {
  t: (key: MessageKey) => string;
  href: <N extends RouteName>(name: N, ...args: HrefArgs<N>) => string;
}

interface NavLink {
  label: string;
  href: string;
  external?: boolean;
  /** Rendered as a call-to-action button (the STAR group's Donate). */
  button?: boolean;
}

export interface NavGroup {
  id: string;
  label: string;
  links: NavLink[];
}

export function navGroups(common: CommonData, site: SiteSettings, { t, href }: Speech): NavGroup[] {
  return [
    {
      id: "services",
      label: t("nav.services"),
      links: common.services.map((s) => ({
        label: s.display_title,
        href: href("service", { id: s.url_slug }),
      })),
    },
    {
      id: "locations",
      label: t("nav.locations"),
      links: common.locations.map((l) => ({
        label: l.nav_title,
        href: href("location", { id: l.post_name }),
      })),
    },
    {
      id: "about",
      label: t("nav.about"),
      links: [
        { label: t("nav.generalInfo"), href: href("aboutUs") },
        ...common.teams.map((team) => ({
          label: team.nav_title,
          href: href("team", { team: team.post_name }),
        })),
        { label: t("nav.news"), href: href("news") },
        { label: t("nav.covid19"), href: href("covid19") },
        { label: t("nav.contactUs"), href: href("contactUs") },
      ],
    },
    {
      id: "employees",
      label: t("nav.employees"),
      links: [
        { label: t("nav.jobOpenings"), href: href("jobOpenings") },
        { label: t("nav.trainingPortal"), href: site.employeePortalUrl, external: true },
      ],
    },
    {
      id: "star",
      label: t("nav.star"),
      links: [
        { label: t("nav.aboutStar"), href: href("star") },
        { label: t("nav.starEvents"), href: href("starEvents") },
        { label: t("nav.donate"), href: href("donate"), button: true },
      ],
    },
  ];
}
