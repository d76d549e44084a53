/** @module "Open now" label in the page's language: rendered on the server, then recomputed in the browser so cached pages stay right. */
import { useEffect, useState } from "react";
import type { OpeningHours } from "../cms/types.ts";
import { useLocale, useT } from "../hooks/use-locale.ts";
import { type OpenStatus, openStatus, tellStatus } from "../lib/hours.ts";

export interface OpenNowProps {
  hours: OpeningHours[];
  timeZone: string;
  /** The status when the server rendered the page (shown until it runs out). */
  initial: OpenStatus;
}

/**
 * Shows the server's status and recomputes it only when it runs out (the next opening or closing),
 * also when a cached page arrives after that moment. Reading the clinic's clock needs the browser's
 * time-zone data, whose first use costs a phone tens of milliseconds, so it is not done at load.
 */
export default function OpenNow({ hours, timeZone, initial }: OpenNowProps) {
  const t = useT();
  const locale = useLocale();
  const [status, setStatus] = useState(initial);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const scheduleAfter = (current: OpenStatus) => {
      timer = setTimeout(
        () => {
          const next = openStatus(hours, timeZone, new Date());
          setStatus(next);
          scheduleAfter(next);
        },
        Math.max(0, current.until - Date.now()),
      );
    };
    scheduleAfter(initial);
    return () => clearTimeout(timer);
  }, [hours, timeZone, initial]);
  return (
    <p className={status.open ? "open-now open" : "open-now closed"} aria-live="polite">
      {tellStatus(status.words, { locale, t })}
    </p>
  );
}
