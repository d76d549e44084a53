/** @module Visitor journeys through the content pages: a location's phone, paging news, filtering jobs. */
import { openStatus } from "../../../shared/lib/hours.ts";
import { locations } from "../../../worker/cms/demo/seed/locations.ts";
import { clickSettled, expect, hydrated, test } from "../fixtures.ts";

test("a visitor on a phone goes from home to a location and sees a tappable phone link", {
  tag: "@phone",
}, async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  const locations = page.getByRole("region", { name: "Locations" });
  await locations.getByRole("link", { name: "Riverside Family Clinic", exact: true }).click();
  await expect(page).toHaveURL(/\/locations\/riverside$/);
  await expect(page.getByRole("heading", { level: 1, name: "Riverside Family Clinic" })).toBeVisible();
  const phone = page.getByRole("main").getByRole("link", { name: "(503) 555-0157" });
  await expect(phone).toBeVisible();
  await expect(phone).toHaveAttribute("href", "tel:+15035550157");
  const box = await phone.boundingBox();
  expect(box?.height ?? 0, "tap target height").toBeGreaterThanOrEqual(44);
  await expect(page.getByRole("link", { name: "Get directions" })).toBeVisible();
  await expect(page.getByText(/^(Open now · until|Closed now)/)).toBeVisible();
});

test("a visitor pages through the news and opens a story", async ({ page }) => {
  await page.goto("/news");
  await hydrated(page);
  // The pager sits below ten cards; see clickSettled.
  const pager = page.getByRole("navigation", { name: "News pages" });
  await clickSettled(pager.getByRole("link", { name: /Next/ }));
  await expect(page).toHaveURL(/\/news\/2$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("News (page 2)");
  await clickSettled(pager.getByRole("link", { name: /Previous/ }));
  await expect(page).toHaveURL(/\/news$/);
  await clickSettled(pager.getByRole("link", { name: /Next/ }));
  await expect(page).toHaveURL(/\/news\/2$/);
  const story = page.getByRole("main").getByRole("heading", { level: 2 }).first().getByRole("link");
  const title = (await story.textContent()) ?? "";
  await story.click();
  await expect(page).toHaveURL(/\/news\/story\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByRole("main").locator("time").first()).toHaveText(
    /^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) [A-Z][a-z]+ \d{1,2}, \d{4}$/,
  );
});

test("a job seeker filters the openings by location and opens one", async ({ page }) => {
  await page.goto("/job-openings");
  await hydrated(page);
  await page.getByRole("combobox", { name: "Location" }).selectOption({ label: "Riverside" });
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/\/job-openings\?location=riverside/);
  await expect(page.getByText(/match your filters/)).toBeVisible();
  const jobs = page.getByRole("main").getByRole("heading", { level: 2 }).getByRole("link");
  expect(await jobs.count()).toBeGreaterThan(0);
  const title = (await jobs.first().textContent()) ?? "";
  await jobs.first().click();
  await expect(page).toHaveURL(/\/job-openings\/job\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByRole("main").getByRole("link", { name: "Riverside", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Apply for this job" }).first()).toHaveAttribute(
    "href",
    /^https:\/\//,
  );
});

test("a location page opened after its clinic's next opening or closing shows the status of that moment", async ({
  page,
}) => {
  const clinic = locations.find((l) => l.post_name === "main-street");
  if (!clinic) throw new Error("the demo seed has no main-street location");
  // A moment, at least 7 h from now (past any status the server can hand over), whose status reads
  // differently from the one the server renders now.
  const now = Date.now();
  const served = openStatus(clinic.hours, clinic.timezone, new Date(now)).text;
  let later = now + 7 * 3_600_000;
  while (openStatus(clinic.hours, clinic.timezone, new Date(later)).text === served) later += 30 * 60_000;
  const expected = openStatus(clinic.hours, clinic.timezone, new Date(later)).text;

  await page.clock.install({ time: new Date(later) });
  await page.goto("/locations/main-street");
  await hydrated(page);
  await expect(page.getByText(/^(Open now · until|Closed now)/)).toHaveText(expected);
});
