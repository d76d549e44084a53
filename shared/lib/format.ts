/** @module Display formatters shared by server and client (SPEC.md §5 and §9), in the page's language. */
import { defaultLocale, type Locale, localeInfo } from "../i18n/locales.ts";

/** Formats exactly ten digits as `(XXX) XXX-XXXX`; anything else gives null (SPEC.md §5). */
export function formatPhone(value: string | null | undefined): string | null {
  if (typeof value !== "string" || !/^\d{10}$/.test(value)) return null;
  return `(${value.slice(0, 3)}) ${value.slice(3, 6)}-${value.slice(6)}`;
}

/** `tel:` URI for a ten-digit US number, or null. */
export function telHref(value: string | null | undefined): string | null {
  return formatPhone(value) === null ? null : `tel:+1${value}`;
}

/** One formatter per kind, time zone and language: a site has one time zone and two languages, so this stays tiny. */
const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(kind: "date" | "time", timeZone: string, locale: Locale): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone} ${locale}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      localeInfo[locale].intl,
      kind === "date"
        ? { weekday: "short", month: "long", day: "numeric", year: "numeric", timeZone }
        : { hour: "numeric", minute: "2-digit", timeZone },
    );
    formats.set(key, format);
  }
  return format;
}

const parse = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** Intl puts narrow or no-break spaces in times ("5:30\u202fPM"); pages and tests read plain spaces. */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

/**
 * Formats an ISO date in the clinic's time zone: `Mon July 4, 2024` in English, `jue, 4 de julio de
 * 2024` in Spanish; invalid input gives "".
 */
export function formatDate(iso: string, timeZone: string, locale: Locale = defaultLocale): string {
  const date = parse(iso);
  if (!date) return "";
  if (locale !== "en") return plainSpaces(formatIn("date", timeZone, locale).format(date));
  const parts = Object.fromEntries(
    formatIn("date", timeZone, locale)
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.weekday} ${parts.month} ${parts.day}, ${parts.year}`;
}

/** Formats an ISO date-time's clock time as `5:30 PM` (`5:30 p.m.`) in the clinic's time zone; invalid input gives "". */
export function formatTime(iso: string, timeZone: string, locale: Locale = defaultLocale): string {
  const date = parse(iso);
  if (!date) return "";
  const text = formatIn("time", timeZone, locale).format(date);
  return locale === "en" ? text : plainSpaces(text);
}

/** The date part (YYYY-MM-DD) of an ISO date-time, for `<time datetime>` and sitemaps. */
export function isoDay(iso: string): string {
  return iso.slice(0, 10);
}
