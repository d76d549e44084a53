/** @module STAR events: upcoming fundraising events with dates and venues. */
import type { StarEvent } from "../cms/types.ts";
import { Breadcrumbs, type Crumb } from "../components/breadcrumbs.tsx";
import { CmsImage, cardImageSizes } from "../components/cms-image.tsx";
import { ListFallbackNote, useForeignLang } from "../components/in-language.tsx";
import { LocalDate } from "../components/local-date.tsx";
import { RichText } from "../components/rich-text.tsx";
import { useHref, useLocale, useT } from "../hooks/use-locale.ts";
import { eventCalendarPath, feedLinks, inCalendarWindow, webcalUrl } from "../lib/feeds.ts";
import type { SafeHtml } from "../lib/safe-html.ts";

export function StarEventsPage({
  events,
  trail,
  origin,
  now,
}: {
  events: { event: StarEvent; html: SafeHtml }[];
  trail: Crumb[];
  /** The site's origin, for the `webcal:` subscription link. */
  origin: string;
  /** Render time: events past the calendar's window get no "Add to calendar". */
  now: number;
}) {
  const t = useT();
  const href = useHref();
  const locale = useLocale();
  const foreign = useForeignLang();
  return (
    <section className="page">
      <Breadcrumbs trail={trail} />
      <h1>{t("star.eventsTitle")}</h1>
      <p className="feed-links">
        <a className="button" href={webcalUrl(origin, feedLinks(locale).events.href)}>
          {t("star.subscribe")}
        </a>{" "}
        <a className="button button-outline" href={feedLinks(locale).events.href} download="star-events.ics">
          {t("star.download")}
        </a>
      </p>
      <ListFallbackNote items={events.map(({ event }) => event)} />
      <ul className="event-list">
        {events.map(({ event, html }, i) => (
          <li key={event.id} id={event.slug} className="card event-card" lang={foreign(event)}>
            {/* The first event's picture is on the first screen (a phone's largest paint): it loads at once. */}
            <CmsImage
              image={{ ...event.image, alt: "" }}
              priority={i === 0}
              className="card-image"
              sizes={cardImageSizes}
            />
            <div className="card-body">
              <h2 className="card-title" id={`${event.slug}-title`}>
                {event.title}
              </h2>
              <p className="card-meta" lang={foreign(event) ? locale : undefined}>
                <LocalDate iso={event.start} event /> · {event.venue.name}, {event.venue.address.street},{" "}
                {event.venue.address.city}
              </p>
              <p>{event.summary}</p>
              <RichText html={html} />
              {inCalendarWindow(event.end, now) ? (
                <p lang={foreign(event) ? locale : undefined}>
                  <a
                    href={eventCalendarPath(event.slug, locale)}
                    download={`${event.slug}.ics`}
                    aria-describedby={`${event.slug}-title`}
                  >
                    {t("star.addToCalendar")}
                  </a>
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <p>
        <a className="button" href={href("donate")}>
          {t("star.donateToStar")}
        </a>
      </p>
    </section>
  );
}
