/** @module STAR events: upcoming fundraising events with dates and venues. */
import type { StarEvent } from "../cms/types.ts";
import { Breadcrumbs, type Crumb } from "../components/breadcrumbs.tsx";
import { CmsImage } from "../components/cms-image.tsx";
import { RichText } from "../components/rich-text.tsx";
import { formatDate } from "../lib/format.ts";
import type { SafeHtml } from "../lib/safe-html.ts";

const clock = new Intl.DateTimeFormat("en-US", {
  hour: "numeric",
  minute: "2-digit",
  timeZone: "America/Los_Angeles",
});

/** "5:30 PM", or "" for a date that does not parse. */
const timeOf = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : clock.format(date);
};

export function StarEventsPage({
  events,
  trail,
}: {
  events: { event: StarEvent; html: SafeHtml }[];
  trail: Crumb[];
}) {
  return (
    <section className="page">
      <Breadcrumbs trail={trail} />
      <h1>STAR events</h1>
      <ul className="event-list">
        {events.map(({ event, html }) => (
          <li key={event.id} className="card event-card">
            <CmsImage image={{ ...event.image, alt: "" }} className="card-image" />
            <div className="card-body">
              <h2 className="card-title">{event.title}</h2>
              <p className="card-meta">
                <time dateTime={event.start}>
                  {formatDate(event.start)}, {timeOf(event.start)}
                </time>{" "}
                · {event.venue.name}, {event.venue.address.street}, {event.venue.address.city}
              </p>
              <p>{event.summary}</p>
              <RichText html={html} />
            </div>
          </li>
        ))}
      </ul>
      <p>
        <a className="button" href="/donate">
          Donate to STAR
        </a>
      </p>
    </section>
  );
}
