/** @module A date shown in the clinic's time zone (from the site settings) and the page's language, with its machine-readable day. */
import { useAtomValue } from "jotai";
import { siteAtom } from "../atoms/site.ts";
import { useLocale } from "../hooks/use-locale.ts";
import { formatDate, formatEventStart, isoDay } from "../lib/format.ts";

/**
 * A story's or job's posting date (`Tue November 17, 2026`, `17 de noviembre de 2026`) inside a
 * `<time>`; with `event`, an event's date and start time (`sábado 5 de diciembre de 2026, 5:30
 * p.m.`). Both come from the language's one formatter (shared/lib/format.ts).
 */
export function LocalDate({ iso, event = false }: { iso: string; event?: boolean }) {
  const { timeZone } = useAtomValue(siteAtom);
  const locale = useLocale();
  const text = event ? formatEventStart(iso, timeZone, locale) : formatDate(iso, timeZone, locale);
  return <time dateTime={event ? iso : isoDay(iso)}>{text}</time>;
}
