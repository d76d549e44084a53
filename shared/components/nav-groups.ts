/** @module The nav's link groups, built from common data and site settings (SPEC.md §2). */

import type { SiteSettings } from "../atoms/site.ts";
import type { CommonData } from "../cms/types.ts";
import { href } from "../routes.ts";

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

export function navGroups(common: CommonData, site: SiteSettings): NavGroup[] {
  return [
    {
      id: "services",
      label: "Services",
      links: common.services.map((s) => ({
        label: s.display_title,
        href: href("service", { id: s.url_slug }),
      })),
    },
    {
      id: "locations",
      label: "Locations",
      links: common.locations.map((l) => ({
        label: l.nav_title,
        href: href("location", { id: l.post_name }),
      })),
    },
    {
      id: "about",
      label: "About Us",
      links: [
        { label: "General Info", href: href("aboutUs") },
        ...common.teams.map((t) => ({ label: t.nav_title, href: href("team", { team: t.post_name }) })),
        { label: "News", href: href("news") },
        { label: "COVID-19", href: href("covid19") },
        { label: "Contact Us", href: href("contactUs") },
      ],
    },
    {
      id: "employees",
      label: "Employees",
      links: [
        { label: "Job Openings", href: href("jobOpenings") },
        { label: "Employee Training Portal", href: site.employeePortalUrl, external: true },
      ],
    },
    {
      id: "star",
      label: "STAR",
      links: [
        { label: "About STAR", href: href("star") },
        { label: "STAR Events", href: href("starEvents") },
        { label: "Donate", href: href("donate"), button: true },
      ],
    },
  ];
}
