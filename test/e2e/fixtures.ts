/** @module The e2e `test` (every page fails on a console error or a React hydration warning) and the signals tests wait on. */
import { createHash } from "node:crypto";
import { test as base, expect } from "@playwright/test";

export const test = base.extend<{ consoleProblems: string[] }>({
  /**
   * Every test is a visitor of its own to the forms' rate limit (5 a minute per client, wrangler.toml):
   * an IPv6 /64 of the documentation prefix, from the test and its attempt, in `cf-connecting-ip`
   * (Cloudflare's edge sets it; `wrangler dev` passes it on). Sharing one address, the suite's form
   * posts ran into the limit whenever a few tests sent within a minute. Tests of the limit set their own.
   */
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const id = `${testInfo.testId}:${testInfo.retry}:${testInfo.repeatEachIndex}`;
    const hex = createHash("sha256").update(id).digest("hex");
    const client = `2001:db8:${hex.slice(0, 4)}:${hex.slice(4, 8)}::1`;
    await use({ "cf-connecting-ip": client, ...extraHTTPHeaders });
  },
  consoleProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on("console", (message) => {
        const text = message.text();
        // A 404 page's own document status is logged as a failed resource; that is the page working.
        const ownStatus = /^Failed to load resource/.test(text) && message.location().url === page.url();
        if (ownStatus) return;
        if (message.type() === "error" || /hydrat/i.test(text)) {
          problems.push(`${message.type()}: ${text} (${message.location().url})`);
        }
      });
      page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
      await use(problems);
      expect(problems, "console errors or hydration warnings").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until the client marked every `load` and `idle` island live. */
export async function hydrated(page: import("@playwright/test").Page) {
  await page.locator("body[data-hydrated='true']").waitFor({ state: "attached" });
}

/**
 * Clicks an element once the layout around it has stopped moving. Scrolling far down a page brings
 * off-screen cards (`content-visibility: auto`) into layout a frame or two later, and their real
 * heights move what is below them; a click sent in that window lands where the element was. A
 * person cannot tap that fast; a test can, so links below a list of cards are clicked this way.
 */
export async function clickSettled(locator: import("@playwright/test").Locator) {
  for (let attempt = 0; attempt < 3; attempt++) {
    await locator.scrollIntoViewIfNeeded();
    const inView = await locator.evaluate(
      (el) =>
        new Promise<boolean>((resolve) => {
          let last = "";
          let same = 0;
          const tick = () => {
            const r = el.getBoundingClientRect();
            const key = `${r.x},${r.y},${r.width},${r.height}`;
            same = key === last ? same + 1 : 0;
            last = key;
            if (same < 4) requestAnimationFrame(tick);
            else resolve(r.top >= 0 && r.bottom <= innerHeight);
          };
          requestAnimationFrame(tick);
        }),
    );
    if (inView) break;
  }
  await locator.click();
}

/**
 * Waits for `count` rendering frames. Scroll events, IntersectionObserver callbacks and
 * `requestAnimationFrame` work queued by the page run in the frame after a change, so two frames
 * after one the page has reacted to it.
 */
export async function nextFrames(page: import("@playwright/test").Page, count = 2) {
  await page.evaluate(async (n) => {
    for (let i = 0; i < n; i++) await new Promise((r) => requestAnimationFrame(r));
  }, count);
}

/**
 * Turns the mouse wheel over the viewport's middle until the page has scrolled. Headless Chromium
 * with no wheel listener on the page scrolls on its compositor, which now and then drops a wheel
 * sent just after a load; the page's scroll position is the signal it was taken, so a dropped one
 * is sent again. A page that refuses to scroll (a lock left on) still fails after the poll's time.
 */
export async function wheelScroll(page: import("@playwright/test").Page, dy: number) {
  const size = page.viewportSize();
  await page.mouse.move((size?.width ?? 300) / 2, (size?.height ?? 600) / 2);
  const start = await page.evaluate(() => window.scrollY);
  await expect(async () => {
    await page.mouse.wheel(0, dy);
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 1000 }).not.toBe(start);
  }).toPass({ timeout: 10_000 });
}

/** Waits until every CSS animation and transition on the element and inside it has finished (or was cancelled). */
export async function animationsDone(locator: import("@playwright/test").Locator) {
  await locator.evaluate((el) =>
    Promise.allSettled(el.getAnimations({ subtree: true }).map((a) => a.finished)),
  );
}

/**
 * Scrolls down the page a screen at a time, letting each position render (so what reveals or
 * loads on scroll has seen it), then back to the top.
 */
export async function scrollThrough(page: import("@playwright/test").Page) {
  await page.evaluate(async () => {
    const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await frames();
    }
    window.scrollTo(0, 0);
    await frames();
  });
}

/**
 * Holds every request for the site's scripts (or those matching `pattern`) until the returned
 * function is called: by default the page is server HTML with its inline loader only, as on a slow
 * phone before the client has arrived.
 */
export async function holdScripts(
  page: import("@playwright/test").Page,
  pattern = "**/assets/*.js",
): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Checks that Tab and Shift+Tab stay inside the open side drawer, whose "Close menu" button has the
 * focus: Shift+Tab goes round to its last link, Tab back to the button.
 */
export async function expectTabWrapsInDrawer(page: import("@playwright/test").Page) {
  const drawer = page.getByRole("dialog", { name: "Menu" });
  const close = drawer.getByRole("button", { name: "Close menu" });
  await expect(close).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(drawer.getByRole("link", { name: "Patient Portal" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(close).toBeFocused();
}
