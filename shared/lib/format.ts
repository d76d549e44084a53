/** @module Display formatters shared by server and client (SPEC.md §5 and §9). */

/** Formats exactly ten digits as `(XXX) XXX-XXXX`; anything else gives null (SPEC.md §5). */
export function formatPhone(value: string | null | undefined): string | null {
  if (typeof value !== "string" || !/^\d{10}$/.test(value)) return null;
  return `(${value.slice(0, 3)}) ${value.slice(3, 6)}-${value.slice(6)}`;
}

/** `tel:` URI for a ten-digit US number, or null. */
export function telHref(value: string | null | undefined): string | null {
  return formatPhone(value) === null ? null : `tel:+1${value}`;
}

/** The organisation's time zone (IANA name): dates and times on pages and in feeds are its local time. */
export const clinicTimeZone = "America/Los_Angeles";

const dateFormat = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: clinicTimeZone,
});

/** Formats an ISO date as `Mon July 4, 2024` in the organisation's time zone; invalid input gives "". */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const parts = Object.fromEntries(dateFormat.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.weekday} ${parts.month} ${parts.day}, ${parts.year}`;
}

/** The date part (YYYY-MM-DD) of an ISO date-time, for `<time datetime>` and sitemaps. */
export function isoDay(iso: string): string {
  return iso.slice(0, 10);
}
