/** @module "Open now" label: rendered on the server, then recomputed in the browser so cached pages stay right. */
import { useEffect, useState } from "react";
import type { OpeningHours } from "../cms/types.ts";
import { type OpenStatus, openStatus } from "../lib/hours.ts";

export interface OpenNowProps {
  hours: OpeningHours[];
  timeZone: string;
  /** The status when the server rendered the page (shown until the browser recomputes it). */
  initial: OpenStatus;
}

export default function OpenNow({ hours, timeZone, initial }: OpenNowProps) {
  const [status, setStatus] = useState(initial);
  useEffect(() => {
    const update = () => setStatus(openStatus(hours, timeZone, new Date()));
    update();
    const timer = setInterval(update, 60_000);
    return () => clearInterval(timer);
  }, [hours, timeZone]);
  return (
    <p className={status.open ? "open-now open" : "open-now closed"} aria-live="polite">
      {status.text}
    </p>
  );
}
