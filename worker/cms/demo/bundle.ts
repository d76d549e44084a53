/**
 * @module The demo clinic's content as one bundle for a CMS to import (`npm run cms:bundle`; the
 * WordPress plugin's bin/import.php reads it): every collection as the demo CMS stores it, the
 * singleton pages by role, the social links, and each language's translations, keyed as the demo
 * CMS keys them. The brand token is replaced, as the demo CMS replaces it on every answer.
 */
import { defaultLocale } from "../../../shared/i18n/locales.ts";
import { collections } from "./content.ts";
import { catalogues } from "./languages.ts";
import { aboutUs, contactPage, covid19, home, privacy, star } from "./seed/pages.ts";
import { starEvents } from "./seed/star-events.ts";

/** The format the plugin's importer reads. */
const bundleFormat = "clinic-site-bundle/1";

/** Each language's translations in the bundle's layout, from the catalogues the demo CMS answers with. */
const translations = Object.fromEntries(
  Object.entries(catalogues).map(([locale, c]) => [
    locale,
    {
      collections: { ...c.collections, "star-events": c.starEvents },
      /** Fields translated alone, where the item has no translation: a staff member's role. */
      alone: {
        staff_members: Object.fromEntries(Object.entries(c.staffRoles).map(([id, role]) => [id, { role }])),
      },
      pages: {
        home: c.home,
        about_us: c.pages.aboutUs,
        covid_19: c.pages.covid19,
        privacy: c.pages.privacy,
        star: c.star,
        contact: c.pages.contactPage,
      },
    },
  ]),
);

/** The bundle, with `{{brand}}` replaced by `brand` and dates read in `timeZone`. */
export function contentBundle(brand: string, timeZone: string): string {
  const { social, ...homeFields } = home;
  const bundle = {
    format: bundleFormat,
    timeZone,
    defaultLocale,
    collections: {
      ...Object.fromEntries(Object.entries(collections).map(([type, { items }]) => [type, items])),
      "star-events": starEvents,
    },
    pages: { home: homeFields, about_us: aboutUs, covid_19: covid19, privacy, star, contact: contactPage },
    social,
    translations,
  };
  return JSON.stringify(bundle, null, 1).replaceAll("{{brand}}", JSON.stringify(brand).slice(1, -1));
}
