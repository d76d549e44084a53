import { afterEach, describe, expect, it, vi } from "vitest";
import type { StarEvent } from "../../../shared/cms/types.ts";
import { calendarEvents, singleEventCalendar } from "../../../worker/feeds/event-calendar.ts";
import { calendarText, eventLines } from "../../../worker/feeds/ical.ts";
import { loggedMessages } from "../support/log-lines.ts";

const site = { origin: "https://www.clinic.test", brandName: "Clinic", timeZone: "America/Los_Angeles" };
const now = Date.parse("2027-06-01T12:00:00Z");
const day = 86_400_000;
const at = (ms: number) => new Date(ms).toISOString();
const event = (over: Partial<StarEvent>): StarEvent => ({
  id: 1,
  slug: "an-event",
  title: "An event",
  summary: "A summary.",
  description: "<p>First, second; third.</p><ul><li>One</li><li>Two &amp; three</li></ul>",
  start: at(now + day),
  end: at(now + day + 3_600_000),
  venue: { name: "Hall", address: { street: "1 Main St", city: "Town", state: "OR", zip: "97000" } },
  image: { src: "/x.svg", width: 1, height: 1, alt: "" },
  lang: "en",
  ...over,
});

afterEach(() => vi.restoreAllMocks());

describe("the events calendar's events", () => {
  it("are upcoming events and those that ended in the last 90 days, by start time", () => {
    const events = calendarEvents(
      [
        event({ id: 1, slug: "next", start: at(now + 2 * day), end: at(now + 2 * day + 1) }),
        event({ id: 2, slug: "recent", start: at(now - 89 * day - 1000), end: at(now - 89 * day) }),
        event({ id: 3, slug: "old", start: at(now - 91 * day - 1000), end: at(now - 91 * day) }),
        event({ id: 4, slug: "now", start: at(now - 1000), end: at(now + 1000) }),
      ],
      site,
      now,
    );
    expect(events.map((e) => e.uid)).toEqual([
      "star-event-2@www.clinic.test",
      "star-event-4@www.clinic.test",
      "star-event-1@www.clinic.test",
    ]);
  });

  it("leave out and log an event without a title, a start, an end after its start or a usable slug", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const events = calendarEvents(
      [
        event({ id: 1 }),
        event({ id: 2, title: "" }),
        event({ id: 3, start: "tbd" }),
        event({ id: 4, end: at(now) }),
        event({ id: 5, slug: "" }),
      ],
      site,
      now,
    );
    expect(events).toHaveLength(1);
    expect(loggedMessages(warn)).toEqual([
      "events calendar: left out event 2 (no title)",
      "events calendar: left out event 3 (no start)",
      "events calendar: left out event 4 (no end after its start)",
      "events calendar: left out event 5 (no usable slug)",
    ]);
  });

  it("describe the event in plain text with its summary, its details and a link to the page", () => {
    const [only] = calendarEvents([event({})], site, now);
    expect(only?.description).toBe(
      "A summary.\n\nFirst, second; third.\n\n- One\n- Two & three\n\nDetails: https://www.clinic.test/star-events#an-event",
    );
    expect(only?.location).toBe("Hall, 1 Main St, Town, OR 97000");
    expect(only?.url).toBe("https://www.clinic.test/star-events#an-event");
  });

  it("can be cut one at a time from the whole calendar, and an unknown one is not found", () => {
    const events = calendarEvents([event({ id: 1, slug: "a" }), event({ id: 2, slug: "b" })], site, now);
    const whole = calendarText(
      { owner: "Clinic", name: "Clinic STAR events", description: "d", timeZone: "UTC" },
      events.map((e) => eventLines(e, new Date(now))),
    );
    const one = singleEventCalendar(whole, "b", site);
    expect(one?.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(one).toContain("UID:star-event-2@www.clinic.test\r\n");
    expect(singleEventCalendar(whole, "c", site)).toBeNull();
  });
});
