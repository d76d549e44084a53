/** @module Feeds from the reader's side: following the Subscribe links on /news and /star-events. */
import { readFile } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import { XMLParser } from "fast-xml-parser";
import ICAL from "ical.js";
import { axeBothSchemes } from "./a11y/axe.ts";
import { currentStop, markTabbables } from "./a11y/focus.ts";
import { expect, hydrated, test } from "./fixtures.ts";

const vevents = (ics: string) => new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents("vevent");

/** Tabs from the top of the page to `link`, and says whether focus on it could be seen. */
async function tabTo(page: Page, link: Locator) {
  await markTabbables(page);
  const target = await link.evaluate((el) => (el as HTMLElement).dataset.kbId);
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press("Tab");
    const stop = await currentStop(page);
    if (stop && stop.id === target) return stop;
  }
  throw new Error("the link was never reached with Tab");
}

test("a reader finds Subscribe on /news by keyboard, and its address is the Atom feed of the latest stories", async ({
  page,
}) => {
  await page.goto("/news");
  await hydrated(page);
  await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
    "href",
    "/news/feed.xml",
  );
  const subscribe = page.getByRole("link", { name: "Subscribe to news (Atom feed)" });
  await expect(subscribe).toBeVisible();
  const stop = await tabTo(page, subscribe);
  expect(stop.onScreen).toBe(true);
  expect(stop.indicator).toBe(true);
  expect(await axeBothSchemes(page, "/news", ".feed-links")).toEqual([]);

  // What a feed reader does with the link: GET its address. (Chrome itself would show the raw XML.)
  const href = new URL((await subscribe.getAttribute("href"))!, page.url()).href;
  expect(await subscribe.getAttribute("type")).toBe("application/atom+xml");
  const response = await page.request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
  const feed = new XMLParser({ ignoreAttributes: false }).parse(await response.text()).feed;
  expect(feed.entry).toHaveLength(20);
  const first = feed.entry[0];
  const story = first.link.find((l: Record<string, string>) => l["@_rel"] === "alternate")["@_href"];
  await page.goto(new URL(story).pathname);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.title["#text"]);
});

test("a supporter subscribes to STAR events, downloads the calendar and adds one event", async ({ page }) => {
  await page.goto("/star-events");
  await hydrated(page);
  const subscribe = page.getByRole("link", { name: "Subscribe to STAR events in your calendar app" });
  const download = page.getByRole("link", { name: "Download the events calendar (.ics)" });
  await expect(subscribe).toBeVisible();
  await expect(download).toBeVisible();
  const stop = await tabTo(page, subscribe);
  expect(stop.indicator).toBe(true);
  expect(await axeBothSchemes(page, "/star-events", "main")).toEqual([]);

  // A browser hands webcal: to the calendar app; the app fetches the same address over http(s).
  const webcal = new URL((await subscribe.getAttribute("href"))!);
  expect(webcal.protocol).toBe("webcal:");
  const origin = new URL(page.url());
  const calendarUrl = new URL(`${origin.protocol}//${webcal.host}${webcal.pathname}`);
  expect(calendarUrl.href).toBe(new URL((await download.getAttribute("href"))!, page.url()).href);
  const fetched = await page.request.get(calendarUrl.href);
  expect(fetched.status()).toBe(200);
  expect(fetched.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const calendar = await fetched.text();
  const events = vevents(calendar);
  expect(events.length).toBeGreaterThan(0);

  const [file] = await Promise.all([page.waitForEvent("download"), download.press("Enter")]);
  expect(file.suggestedFilename()).toBe("star-events.ics");
  expect(
    vevents(await readFile((await file.path())!, "utf8")).map((e) => e.getFirstPropertyValue("uid")),
  ).toEqual(events.map((e) => e.getFirstPropertyValue("uid")));

  const card = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 2 }) })
    .first();
  const title = await card.getByRole("heading", { level: 2 }).first().textContent();
  const add = card.getByRole("link", { name: "Add to calendar" });
  await expect(add).toHaveAccessibleDescription(title!);
  const [one] = await Promise.all([page.waitForEvent("download"), add.click()]);
  const single = vevents(await readFile((await one.path())!, "utf8"));
  expect(single).toHaveLength(1);
  expect(single[0]!.getFirstPropertyValue("summary")).toBe(title);
});
