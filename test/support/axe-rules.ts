/** @module The axe rule sets every page is held to, shared by the e2e sweep, the node tests and the bench, and the settling of a page before axe reads it. */
import type { Page } from "@playwright/test";

/** The WCAG 2.0, 2.1 and 2.2 A and AA rule sets. */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * The rules of `wcagTags` whose results read colours: the only ones a colour scheme can change, as
 * the dark scheme changes nothing but theme.css's colour properties (test/node/colour-schemes.test.ts
 * holds it to that). A page passes every rule in its light scheme and these again in dark.
 */
export const colourRules = ["color-contrast", "link-in-text-block"];

/**
 * Brings every running finite CSS animation and transition (reveal, dropdown slide, scheme change)
 * to its end state at once: what the page looks like once they are over, without waiting them out.
 * Axe reads colours as they are drawn: mid-transition after a scheme change they are neither scheme's.
 */
export async function settle(page: Page) {
  await page.evaluate(() => {
    // Typed here: not every project that compiles this module has the DOM library.
    const { document } = globalThis as unknown as {
      document: {
        getAnimations(): {
          playState: string;
          finish(): void;
          effect: { getComputedTiming(): { endTime?: number | string } } | null;
        }[];
      };
    };
    for (const animation of document.getAnimations()) {
      const end = Number(animation.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY);
      if (animation.playState === "running" && Number.isFinite(end)) animation.finish();
    }
  });
}
