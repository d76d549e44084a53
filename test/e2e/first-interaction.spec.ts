/** @module The four first interactions of the performance budget at 4× CPU slowdown: each shows its result and yields a latency (the bench holds the budgets). */
import { interactions, measureRound } from "../support/first-interaction.ts";
import { expect, test } from "./fixtures.ts";

for (const interaction of interactions) {
  test(`at 4× CPU slowdown, right after a cold load, the ${interaction.name.replace(/ \(\w+\)$/, "")}, and again once the page is live`, {
    tag: `@${interaction.viewport}`,
  }, async ({ page }) => {
    // measureRound throws unless the result appears both times; the numbers are the bench's to judge.
    const { first, live } = await measureRound(page, "", interaction);
    expect(first).toBeGreaterThan(0);
    expect(live).toBeGreaterThan(0);
    await expect(page.locator(interaction.shown).first()).toBeVisible();
  });
}
