/** @module A date shown in the clinic's time zone (from the site settings), with its machine-readable day. */
import { useAtomValue } from "jotai";
import { siteAtom } from "../atoms/site.ts";
import { formatDate, formatTime, isoDay } from "../lib/format.ts";

/** `Mon July 4, 2024`, or with `withTime` `Mon July 4, 2024, 5:30 PM`, inside a `<time>`. */
export function LocalDate({ iso, withTime = false }: { iso: string; withTime?: boolean }) {
  const { timeZone } = useAtomValue(siteAtom);
  const day = formatDate(iso, timeZone);
  return (
    <time dateTime={withTime ? iso : isoDay(iso)}>
      {withTime ? `${day}, ${formatTime(iso, timeZone)}` : day}
    </time>
  );
}
