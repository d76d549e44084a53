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

/** One formatter per kind and time zone: a site has one time zone, so this stays tiny. */
const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(kind: "date" | "time", timeZone: string): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      "en-US",
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

/** Formats an ISO date as `Mon July 4, 2024` in the clinic's time zone; invalid input gives "". */
export function formatDate(iso: string, timeZone: string): string {
  const date = parse(iso);
  if (!date) return "";
  const parts = Object.fromEntries(
    formatIn("date", timeZone)
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.weekday} ${parts.month} ${parts.day}, ${parts.year}`;
}

/** Formats an ISO date-time's clock time as `5:30 PM` in the clinic's time zone; invalid input gives "". */
export function formatTime(iso: string, timeZone: string): string {
  const date = parse(iso);
  return date ? formatIn("time", timeZone).format(date) : "";
}

/** The date part (YYYY-MM-DD) of an ISO date-time, for `<time datetime>` and sitemaps. */
export function isoDay(iso: string): string {
  return iso.slice(0, 10);
}
