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
