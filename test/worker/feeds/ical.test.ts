import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import {
  type CalendarEvent,
  calendarText,
  escapeText,
  eventBlocks,
  eventLines,
  foldLine,
  utcDateTime,
} from "../../../worker/feeds/ical.ts";

const octets = (line: string) => new TextEncoder().encode(line).byteLength;
const physicalLines = (text: string) => text.split("\r\n").slice(0, -1);

const longLine = `${"Bring water, sunscreen; and a friend. ".repeat(5)}Gates open at 7:30 a.m. sharp!!`.slice(
  0,
  200,
);
const description = `Run, walk; or roll\\ with us.\n${longLine}\nSecond paragraph, with commas; and semicolons.`;

const event: CalendarEvent = {
  uid: "star-event-1@clinic.test",
  start: new Date("2027-04-17T15:00:00Z"),
  end: new Date("2027-04-17T18:00:00Z"),
  summary: "Run for Access 5K, Family Fun Run; and health fair",
  description,
  location: "Riverside Park, 12 River Road, Cedar Hollow, OR 97399",
  url: "https://clinic.test/star-events#run",
};
const info = {
  owner: "Clinic, Inc.",
  name: "Clinic STAR events",
  description: "Events",
  timeZone: "America/Los_Angeles",
};
const stamp = new Date("2026-11-25T12:00:00Z");

describe("the iCalendar writer", () => {
  it("escapes backslashes, semicolons, commas and new lines in TEXT, and drops control characters", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf\u0007g\th")).toBe("a\\\\b\\;c\\,d\\ne\\nfg\th");
  });

  it("writes instants as UTC date-times", () => {
    expect(utcDateTime(new Date("2026-12-05T17:30:00-08:00"))).toBe("20261206T013000Z");
  });

  it("folds a 200-character line into lines of at most 75 octets that unfold to the original", () => {
    expect(longLine).toHaveLength(200);
    const folded = foldLine(`DESCRIPTION:${longLine}`);
    const lines = folded.split("\r\n");
    expect(lines.length).toBe(3);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(octets(lines[0]!)).toBe(75);
    for (const line of lines.slice(1)) expect(line.startsWith(" ")).toBe(true);
    expect(folded.replace(/\r\n /g, "")).toBe(`DESCRIPTION:${longLine}`);
  });

  it("never splits a multi-octet character across folded lines", () => {
    const text = `SUMMARY:${"é".repeat(40)}${"健康".repeat(30)}${"🎉".repeat(30)}`;
    const lines = foldLine(text).split("\r\n");
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) {
      expect(octets(line)).toBeLessThanOrEqual(75);
      expect(line).not.toMatch(/\p{Cs}/u);
    }
    expect(foldLine(text).replace(/\r\n /g, "")).toBe(text);
  });

  it("writes an event whose description has commas, semicolons and a 200-character line so a parser reads it back", () => {
    const text = calendarText(info, [eventLines(event, stamp)]);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of physicalLines(text)) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(text).toContain("DESCRIPTION:Run\\, walk\\; or roll\\\\ with us.\\n");
    const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent")!;
    expect(vevent.getFirstPropertyValue("description")).toBe(description);
    expect(vevent.getFirstPropertyValue("summary")).toBe(event.summary);
    expect(vevent.getFirstPropertyValue("location")).toBe(event.location);
    expect(vevent.getFirstPropertyValue("url")).toBe(event.url);
    expect(vevent.getFirstPropertyValue("uid")).toBe(event.uid);
    const dtstart = vevent.getFirstPropertyValue("dtstart") as ICAL.Time;
    expect(dtstart.zone?.tzid).toBe("UTC");
    expect(dtstart.toJSDate().toISOString()).toBe(event.start.toISOString());
    expect((vevent.getFirstPropertyValue("dtstamp") as ICAL.Time).toJSDate().toISOString()).toBe(
      stamp.toISOString(),
    );
  });

  it("names a calendar to subscribe to and says how often to refresh it, but not a one-event download", () => {
    const feed = calendarText(
      { ...info, subscription: { url: "https://clinic.test/c.ics", refreshHours: 6 } },
      [],
    );
    const root = new ICAL.Component(ICAL.parse(feed));
    expect(root.getFirstPropertyValue("x-wr-calname")).toBe("Clinic STAR events");
    expect(root.getFirstPropertyValue("refresh-interval")?.toString()).toBe("PT6H");
    expect(root.getFirstPropertyValue("prodid")).toBe("-//Clinic, Inc.//Clinic STAR events//EN");
    const single = new ICAL.Component(ICAL.parse(calendarText(info, [eventLines(event, stamp)])));
    expect(single.getFirstPropertyValue("x-wr-calname")).toBeNull();
    expect(single.getFirstPropertyValue("x-wr-timezone")).toBe("America/Los_Angeles");
  });

  it("finds each event of a calendar it wrote again, unfolded, by its URL", () => {
    const other = { ...event, uid: "star-event-2@clinic.test", url: "https://clinic.test/star-events#gala" };
    const text = calendarText(info, [eventLines(event, stamp), eventLines(other, stamp)]);
    const blocks = eventBlocks(text);
    expect(blocks.map((b) => b.url)).toEqual([event.url, other.url]);
    expect(blocks[0]!.lines).toEqual(eventLines(event, stamp));
  });
});
