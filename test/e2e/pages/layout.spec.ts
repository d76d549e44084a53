/** @module Every page type fits the viewport without horizontal scrolling; with `SCREENSHOT_DIR` set, also writes full-page screenshots there for review. */
import { expect, hydrated, scrollThrough, test } from "../fixtures.ts";

/** One example of each page type on demo content. */
const pageTypes: Record<string, string> = {
  home: "/",
  location: "/locations/main-street",
  service: "/services/dental",
  team: "/team/dental-team",
  staff: "/staff_member/401",
  jobs: "/job-openings",
  job: "/job-openings/job/601",
  news: "/news",
  story: "/news/story/sliding-fee-scale-2024",
  covid: "/covid-19",
  about: "/about-us",
  star: "/star",
  "star-events": "/star-events",
  donate: "/donate",
  privacy: "/privacy",
  contact: "/contact-us",
  nondiscrimination: "/nondiscrimination",
  accessibility: "/accessibility",
  login: "/login",
  "not-found": "/404",
};

/** Where to write a full-page screenshot of each page type at each width, when asked for (none by default: they assert nothing). */
const shotDir = process.env.SCREENSHOT_DIR;

for (const [name, path] of Object.entries(pageTypes)) {
  test(`the ${name} page fits the screen without sideways scrolling`, async ({ page }) => {
    const res = await page.goto(path);
    expect(res?.status()).toBe(name === "not-found" ? 404 : 200);
    await hydrated(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, "horizontal overflow in px").toBeLessThanOrEqual(0);
    await scrollThrough(page);
    const width = page.viewportSize()?.width ?? 0;
    if (shotDir)
      await page.screenshot({
        path: `${shotDir}/${name}-${width}.png`,
        fullPage: true,
        animations: "disabled",
        scale: "css",
      });
    // The edges of the supported range: 320 px phones, 1440 px desktops.
    const edge = width < 960 ? 320 : 1440;
    await page.setViewportSize({ width: edge, height: 800 });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const edgeOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(edgeOverflow, `horizontal overflow in px at ${edge} px`).toBeLessThanOrEqual(0);
  });
}

/**
 * Parts that skip layout until near the viewport (`content-visibility: auto`) stand in with a
 * guessed height until then. A guess far from the real height moves the page as they come into
 * view (and once made a test's tap land beside the link it aimed at), so each guess must be within
 * ×1.5 of the real height, either way, on the demo content.
 */
for (const name of ["home", "news", "jobs", "star-events"]) {
  test(`the ${name} page's off-screen cards and footer guess their heights closely`, async ({ page }) => {
    await page.goto(pageTypes[name] ?? "/");
    const parts = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>("body *")]
        .filter((el) => getComputedStyle(el).contentVisibility === "auto")
        .map((el) => {
          const guess = Number.parseFloat(getComputedStyle(el).containIntrinsicBlockSize.replace("auto", ""));
          el.style.contentVisibility = "visible";
          return { part: `${el.tagName.toLowerCase()}.${el.className}`, guess, real: el.offsetHeight };
        }),
    );
    expect(parts.length, "parts with content-visibility: auto").toBeGreaterThan(1);
    for (const { part, guess, real } of parts) {
      expect
        .soft(real / guess, `${part}: guessed ${guess} px, really ${real} px`)
        .toBeGreaterThanOrEqual(1 / 1.5);
      expect.soft(real / guess, `${part}: guessed ${guess} px, really ${real} px`).toBeLessThanOrEqual(1.5);
    }
  });
}
