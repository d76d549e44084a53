/** @module A date shown in the clinic's time zone (from the site settings) and the page's language, with its machine-readable day. */
import { useAtomValue } from "jotai";
import { siteAtom } from "../atoms/site.ts";
import { useIntlTag, useLocale } from "../hooks/use-locale.ts";
import { defaultLocale } from "../i18n/locales.ts";
import { formatDate, formatTime, isoDay } from "../lib/format.ts";

/** A date (and time) in another language than the default: `sáb, 5 de diciembre de 2026, 6:00 p.m.` */
function localDate(iso: string, timeZone: string, intl: string, withTime: boolean): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(intl, {
    weekday: "short",
    day: "numeric",
    month: "long",
    year: "numeric",
    ...(withTime ? { hour: "numeric", minute: "2-digit" } : {}),
    timeZone,
  }).format(date);
}

/**
 * `Mon July 4, 2024`, or with `withTime` `Mon July 4, 2024, 5:30 PM`, inside a `<time>`; in Spanish
 * `lun, 4 de julio de 2024` through `Intl` with the page's tag.
 */
export function LocalDate({ iso, withTime = false }: { iso: string; withTime?: boolean }) {
  const { timeZone } = useAtomValue(siteAtom);
  const locale = useLocale();
  const intl = useIntlTag();
  const day = formatDate(iso, timeZone);
  const text =
    locale === defaultLocale
      ? withTime
        ? `${day}, ${formatTime(iso, timeZone)}`
        : day
      : localDate(iso, timeZone, intl, withTime);
  return <time dateTime={withTime ? iso : isoDay(iso)}>{text}</time>;
}
