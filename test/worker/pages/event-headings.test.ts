import { describe, expect, it } from "vitest";
import { trustHtml } from "../../../shared/lib/safe-html.ts";
import { starEvents as spanishEvents } from "../../../worker/cms/demo/seed/es/star.ts";
import { starEvents } from "../../../worker/cms/demo/seed/star-events.ts";
import { nestHeadings } from "../../../worker/routes/pages/nested-headings.ts";
import { call } from "../support/app.ts";

/** Each event card of a page (`<li class="card event-card" …>…</li>`) and the heading levels inside it, in order. */
const cardHeadings = (html: string) =>
  [
    ...html.matchAll(
      /<li[^>]*class="card event-card"[^>]*>([\s\S]*?)<\/li>\s*(?=<li[^>]*class="card event-card"|<\/ul>)/g,
    ),
  ].map((m) => [...(m[1] ?? "").matchAll(/<h([1-6])\b/g)].map((h) => Number(h[1])));

describe("headings of the STAR event cards", () => {
  it("gives each card one level-2 heading, its title, with the description's headings below it", async () => {
    for (const path of ["/star-events", "/es/star-events"]) {
      const res = await call(path);
      expect(res.status, path).toBe(200);
      const cards = cardHeadings(await res.text());
      expect(cards.length, path).toBeGreaterThan(2);
      for (const levels of cards) {
        expect(levels[0], path).toBe(2);
        expect(
          levels.filter((l) => l <= 2),
          path,
        ).toEqual([2]);
        // No level is skipped going down: h2 → h3 → h4.
        for (const [i, l] of levels.entries())
          if (i > 0) expect(l, path).toBeLessThanOrEqual((levels[i - 1] ?? 2) + 1);
      }
      expect(
        cards.some((levels) => levels.includes(3)),
        `${path} keeps the descriptions' own headings`,
      ).toBe(true);
    }
  });

  it("writes the demo event descriptions with no heading above level 3", () => {
    for (const event of [...Object.values(starEvents), ...Object.values(spanishEvents)]) {
      expect(event.description).not.toMatch(/<h[12][\s>]/i);
    }
  });

  it("moves a description's headings down below the card's title, keeping their order", async () => {
    const nest = (html: string) => nestHeadings(trustHtml(html), 2);
    expect(await nest("<h2>Schedule</h2><p>x</p><h3>Morning</h3>")).toBe(
      "<h3>Schedule</h3><p>x</p><h4>Morning</h4>",
    );
    expect(await nest("<h2>a</h2><h5>b</h5><h6>c</h6>")).toBe("<h3>a</h3><h6>b</h6><h6>c</h6>");
    expect(await nest("<h3>Already below</h3><h4>x</h4>")).toBe("<h3>Already below</h3><h4>x</h4>");
    expect(await nest("<p>No headings</p>")).toBe("<p>No headings</p>");
  });
});
