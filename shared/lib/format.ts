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

/**
 * Which date a page shows: the day a story or job was posted, or the day an event takes place (a
 * reader planning to come needs its weekday).
 */
export type DateKind = "posted" | "event";

type DateParts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

/** How one language writes a date of each kind: the weekday `Intl` gives it, and the order of the parts. */
interface DateStyle {
  weekday: Record<DateKind, "long" | "short" | undefined>;
  write: (parts: DateParts, kind: DateKind) => string;
}

/**
 * The site's one date formatter per language. English: `Tue November 17, 2026` for both kinds.
 * Spanish (es-US review, turn 4, row 3): no weekday on a posting date, `17 de noviembre de 2026`,
 * since an abbreviated one reads badly (`mar` is "sea") and takes no period in `Intl`; an event's
 * weekday written in full, `sábado 5 de diciembre de 2026`.
 */
const dateStyles: Record<Locale, DateStyle> = {
  en: {
    weekday: { posted: "short", event: "short" },
    write: (p) => `${p.weekday} ${p.month} ${p.day}, ${p.year}`,
  },
  es: {
    weekday: { posted: undefined, event: "long" },
    write: (p, kind) => `${kind === "event" ? `${p.weekday} ` : ""}${p.day} de ${p.month} de ${p.year}`,
  },
};

/** One `Intl` formatter per kind, time zone and language: a site has one time zone and two languages, so this stays tiny. */
const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(kind: DateKind | "time", timeZone: string, locale: Locale): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone} ${locale}`;
  let format = formats.get(key);
  if (!format) {
    const weekday = kind === "time" ? undefined : dateStyles[locale].weekday[kind];
    format = new Intl.DateTimeFormat(
      localeInfo[locale].intl,
      kind === "time"
        ? { hour: "numeric", minute: "2-digit", timeZone }
        : { ...(weekday ? { weekday } : {}), month: "long", day: "numeric", year: "numeric", timeZone },
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
 * Formats an ISO date in the clinic's time zone and the page's language, as `kind` asks (see
 * `dateStyles`): `Thu July 4, 2024`; `4 de julio de 2024`, or for an event `jueves 4 de julio de
 * 2024`. Invalid input gives "".
 */
export function formatDate(
  iso: string,
  timeZone: string,
  locale: Locale = defaultLocale,
  kind: DateKind = "posted",
): string {
  const date = parse(iso);
  if (!date) return "";
  const parts: DateParts = Object.fromEntries(
    formatIn(kind, timeZone, locale)
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return dateStyles[locale].write(parts, kind);
}

/** An event's date and start time: `Sat December 5, 2026, 5:30 PM`, `sábado 5 de diciembre de 2026, 5:30 p.m.` */
export function formatEventStart(iso: string, timeZone: string, locale: Locale = defaultLocale): string {
  const day = formatDate(iso, timeZone, locale, "event");
  return day && `${day}, ${formatTime(iso, timeZone, locale)}`;
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
