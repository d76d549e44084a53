/** @module Loaders of the STAR fundraising programme: its page, its events and the donate page. */

import { eventsCalendarLink } from "../../../shared/lib/feeds.ts";
import { DonatePage } from "../../../shared/pages/donate.tsx";
import { StarEventsPage } from "../../../shared/pages/star-events.tsx";
import { href } from "../../../shared/routes.ts";
import { sanitizeHtml } from "../../security/sanitize.ts";
import { contentLoader } from "./cms-pages.tsx";
import { headWithTrail, trailOf } from "./head.ts";
import type { Loader } from "./loader.ts";
import { eventLd } from "./structured-data.ts";

export const star = contentLoader(
  ({ cms }) => cms.star(),
  "star",
  "About STAR",
  async () => (
    <p>
      <a className="button" href={href("starEvents")}>
        See STAR events
      </a>{" "}
      <a className="button button-outline" href={href("donate")}>
        Donate
      </a>
    </p>
  ),
);

export const starEvents: Loader = async ({ cms, config, origin }) => {
  const events = await cms.starEvents();
  const trail = trailOf(
    { label: "STAR", href: href("star") },
    { label: "STAR Events", href: href("starEvents") },
  );
  const withHtml = await Promise.all(
    events.map(async (event) => ({ event, html: await sanitizeHtml(event.description) })),
  );
  return {
    status: 200,
    head: headWithTrail(
      {
        title: "STAR events",
        description: "Fundraising events that support care for everyone in our community.",
        jsonLd: events.map((e) => eventLd(origin, e, config.brandName)),
        feeds: [eventsCalendarLink],
      },
      trail,
      origin,
    ),
    body: <StarEventsPage events={withHtml} trail={trail} origin={origin} now={Date.now()} />,
  };
};

export const donate: Loader = async ({ cms, config, origin }) => {
  const page = await cms.star();
  const trail = trailOf({ label: "Donate", href: href("donate") });
  return {
    status: 200,
    head: headWithTrail({ title: "Donate", description: page.tagline }, trail, origin),
    body: <DonatePage star={page} donationUrl={config.donationUrl} trail={trail} />,
  };
};
