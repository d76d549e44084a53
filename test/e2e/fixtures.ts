/** @module The e2e `test`: every page fails on a console error or a React hydration warning. */
import { test as base, expect } from "@playwright/test";

export const test = base.extend<{ consoleProblems: string[] }>({
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

/** Waits until the client marked every `load` island as hydrated. */
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
