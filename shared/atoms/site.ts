/** @module Site-wide data atoms: the CMS common data and the public site settings. */
import { atom } from "jotai";
import type { CommonData } from "../cms/types.ts";
import type { Locale } from "../i18n/locales.ts";
import type { Messages } from "../i18n/messages.ts";

export const commonAtom = atom<CommonData>({ services: [], locations: [], teams: [] });

/** Public settings the islands need (never secrets). */
export interface SiteSettings {
  brandName: string;
  patientPortalUrl: string;
  employeePortalUrl: string;
  donationUrl: string;
  searchBasePath: string;
  /** Path of the page being shown, for "current page" states. */
  currentPath: string;
  year: number;
  /** Analytics measurement id; null when unset or in local mode (then nothing is tracked). */
  analyticsId: string | null;
  /** Maps API key (a public browser key); null when unset (slots show the address instead). */
  mapsKey: string | null;
  /** Bot-check (reCAPTCHA) public site key; null when bot protection is off. */
  botCheckSiteKey: string | null;
  /** The clinic's IANA time zone, for dates and times (CLINIC_TIME_ZONE). */
  timeZone: string;
  /** The language of the page (its path's prefix). */
  locale: Locale;
  /** The language switcher's links: this page in each other language, or that language's home. */
  languageLinks: Array<{ locale: Locale; path: string }>;
}

export const siteAtom = atom<SiteSettings>({
  brandName: "",
  patientPortalUrl: "",
  employeePortalUrl: "",
  donationUrl: "",
  searchBasePath: "/search",
  currentPath: "/",
  year: 2026,
  analyticsId: null,
  mapsKey: null,
  botCheckSiteKey: null,
  timeZone: "UTC",
  locale: "en",
  languageLinks: [],
});

/**
 * The page language's texts: the whole catalogue on the server, the islands' areas in the browser
 * (shared/i18n/catalogue.ts `clientAreas`).
 */
export const messagesAtom = atom<Partial<Messages>>({});
