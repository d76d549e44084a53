/** @module Loaders of the STAR fundraising programme: its page, its events and the donate page. */

import { feedLinks } from "../../../shared/lib/feeds.ts";
import { DonatePage } from "../../../shared/pages/donate.tsx";
import { StarEventsPage } from "../../../shared/pages/star-events.tsx";
import { cmsHtml } from "./cms-html.ts";
import { contentLoader } from "./cms-pages.tsx";
import { headWithTrail, trailOf } from "./head.ts";
import type { Loader } from "./loader.ts";
import { nestHeadings } from "./nested-headings.ts";
import { eventLd } from "./structured-data.ts";

export const star = contentLoader(
  ({ cms }) => cms.star(),
  "star",
  "star.aboutStar",
  async ({ t, link }) => (
    <p>
      <a className="button" href={link("starEvents")}>
        {t("star.seeEvents")}
      </a>{" "}
      <a className="button button-outline" href={link("donate")}>
        {t("star.donate")}
      </a>
    </p>
  ),
);

export const starEvents: Loader = async (args) => {
  const { cms, config, origin, t, link } = args;
  const events = await cms.starEvents();
  const trail = trailOf(
    args,
    { label: t("star.star"), href: link("star") },
    { label: t("star.eventsCrumb"), href: link("starEvents") },
  );
  const withHtml = await Promise.all(
    // Each event is a card under its own <h2>: the description's headings nest below it.
    events.map(async (event) => ({
      event,
      html: await nestHeadings(await cmsHtml(args.locale, event.description), 2),
    })),
  );
  return {
    status: 200,
    head: headWithTrail(
      args,
      {
        title: t("star.eventsTitle"),
        description: t("star.eventsDescription"),
        jsonLd: events.map((e) => eventLd(args, e, config.brandName)),
        feeds: [feedLinks(args.locale).events],
      },
      trail,
    ),
    body: <StarEventsPage events={withHtml} trail={trail} origin={origin} now={Date.now()} />,
  };
};

export const donate: Loader = async (args) => {
  const { cms, config, t, link } = args;
  const page = await cms.star();
  const trail = trailOf(args, { label: t("star.donate"), href: link("donate") });
  return {
    status: 200,
    head: headWithTrail(args, { title: t("star.donate"), description: page.tagline }, trail),
    body: <DonatePage star={page} donationUrl={config.donationUrl} trail={trail} />,
  };
};
