/** @module STAR events: upcoming fundraising events with dates and venues. */
import type { StarEvent } from "../cms/types.ts";
import { Breadcrumbs, type Crumb } from "../components/breadcrumbs.tsx";
import { CmsImage } from "../components/cms-image.tsx";
import { LocalDate } from "../components/local-date.tsx";
import { RichText } from "../components/rich-text.tsx";
import type { SafeHtml } from "../lib/safe-html.ts";

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
                <LocalDate iso={event.start} withTime /> · {event.venue.name}, {event.venue.address.street},{" "}
                {event.venue.address.city}
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
