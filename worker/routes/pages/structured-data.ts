/**
 * @module JSON-LD builders for the page types (schema.org), in the page's language: every URL is the
 * page's language's, and creative works and events carry `inLanguage` (the language their text is in).
 */

import type { JobOpening, Location, NewsStory, StaffMember, StarEvent } from "../../../shared/cms/types.ts";
import { itemLang } from "../../../shared/components/in-language.tsx";
import { type Locale, localeInfo } from "../../../shared/i18n/locales.ts";
import { dayNames } from "../../../shared/lib/hours.ts";
import { httpsUrl, siteUrl } from "../../../shared/lib/outbound-url.ts";
import { assetUrl } from "../../../shared/lib/safe-html.ts";
import type { LoaderArgs } from "./loader.ts";

/** What every builder needs: the origin, the page's language and its links. */
export type LdArgs = Pick<LoaderArgs, "origin" | "locale" | "link">;

/** A CMS image as the site's own absolute URL; undefined (left out of the JSON) for any other address. */
const abs = (origin: string, src: string) => siteUrl(assetUrl(src), origin) ?? undefined;
/** `abs` as a list: empty when the image is not the site's own. */
const absList = (origin: string, src: string) => [abs(origin, src)].filter((url) => url !== undefined);
const inLanguage = (locale: Locale) => localeInfo[locale].intl;
const postal = (a: { street: string; city: string; state: string; zip: string }) => ({
  "@type": "PostalAddress",
  streetAddress: a.street,
  addressLocality: a.city,
  addressRegion: a.state,
  postalCode: a.zip,
  addressCountry: "US",
});

/** The page itself, in the page's language (schema.org `WebPage`). */
export function webPageLd(
  { origin, locale }: Pick<LoaderArgs, "origin" | "locale">,
  page: { name: string; description: string; path: string },
): object {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    name: page.name,
    description: page.description,
    url: `${origin}${page.path}`,
    inLanguage: inLanguage(locale),
  };
}

export function organizationLd({ origin, link }: LdArgs, name: string, sameAs: string[]): object {
  return {
    "@context": "https://schema.org",
    "@type": "MedicalOrganization",
    name,
    url: `${origin}${link("home")}`,
    logo: `${origin}/favicon.svg`,
    // The CMS's social profile links: full https addresses only.
    sameAs: sameAs.flatMap((url) => httpsUrl(url) ?? []),
  };
}

export function clinicLd({ origin, link }: LdArgs, l: Location, brand: string): object {
  return {
    "@context": "https://schema.org",
    "@type": "MedicalClinic",
    name: l.title,
    parentOrganization: { "@type": "MedicalOrganization", name: brand },
    url: `${origin}${link("location", { id: l.post_name })}`,
    image: abs(origin, l.image.src),
    telephone: `+1-${l.phone_number.slice(0, 3)}-${l.phone_number.slice(3, 6)}-${l.phone_number.slice(6)}`,
    address: postal(l.address),
    geo: { "@type": "GeoCoordinates", latitude: l.lat, longitude: l.lng },
    openingHoursSpecification: l.hours.map((h) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: `https://schema.org/${dayNames[h.day]}`,
      opens: h.open,
      closes: h.close,
    })),
  };
}

export function articleLd({ origin, link }: LdArgs, s: NewsStory, brand: string): object {
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: s.title,
    description: s.excerpt,
    inLanguage: inLanguage(itemLang(s)),
    image: absList(origin, s.image.src),
    datePublished: s.created,
    dateModified: s.modified,
    author: [{ "@type": "Person", name: s.author }],
    publisher: {
      "@type": "Organization",
      name: brand,
      logo: { "@type": "ImageObject", url: `${origin}/favicon.svg` },
    },
    mainEntityOfPage: `${origin}${link("newsStory", { slug: s.slug })}`,
  };
}

/** A job posting; schema.org gives `JobPosting` no `inLanguage`, so the page's `WebPage` carries it. */
export function jobLd(
  { origin, link }: LdArgs,
  job: JobOpening,
  location: Location | undefined,
  brand: string,
  text: string,
): object {
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: text,
    datePosted: job.created,
    validThrough: job.valid_through,
    employmentType: job.employment_type,
    identifier: { "@type": "PropertyValue", name: brand, value: String(job.id) },
    hiringOrganization: {
      "@type": "Organization",
      name: brand,
      sameAs: `${origin}${link("home")}`,
      logo: `${origin}/favicon.svg`,
    },
    jobLocation: location ? { "@type": "Place", address: postal(location.address) } : undefined,
    ...(job.salary_min !== null && job.salary_max !== null
      ? {
          baseSalary: {
            "@type": "MonetaryAmount",
            currency: "USD",
            value: {
              "@type": "QuantitativeValue",
              minValue: job.salary_min,
              maxValue: job.salary_max,
              unitText: "YEAR",
            },
          },
        }
      : {}),
    url: `${origin}${link("jobOpening", { id: job.id })}`,
  };
}

export function eventLd({ origin, link }: LdArgs, e: StarEvent, brand: string): object {
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: e.title,
    description: e.summary,
    inLanguage: inLanguage(itemLang(e)),
    url: `${origin}${link("starEvents")}#${e.slug}`,
    startDate: e.start,
    endDate: e.end,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    image: absList(origin, e.image.src),
    location: { "@type": "Place", name: e.venue.name, address: postal(e.venue.address) },
    organizer: { "@type": "Organization", name: brand, url: `${origin}${link("home")}` },
  };
}

export function personLd({ origin, link }: LdArgs, m: StaffMember, brand: string): object {
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    name: m.name,
    honorificSuffix: m.credentials,
    jobTitle: m.role,
    image: abs(origin, m.photo.src),
    knowsLanguage: m.languages,
    worksFor: { "@type": "MedicalOrganization", name: brand, url: `${origin}${link("home")}` },
    url: `${origin}${link("staffMember", { id: m.id })}`,
  };
}
