/** @module The four first interactions of the performance budget at 4× CPU slowdown: each shows its result and yields a latency, right after a cold load and on a live page of its own (the bench holds the budgets). */
import { interactions, measureLive, measureRound } from "../support/first-interaction.ts";
import { expect, test } from "./fixtures.ts";

for (const interaction of interactions) {
  const what = interaction.name.replace(/ \(\w+\)$/, "");
  test(`at 4× CPU slowdown, right after a cold load, the ${what}, and again once the page is live`, {
    tag: `@${interaction.viewport}`,
  }, async ({ page }) => {
    // measureRound throws unless the result appears both times; the numbers are the bench's to judge.
    const { first, repeat } = await measureRound(page, "", interaction);
    expect(first).toBeGreaterThan(0);
    expect(repeat).toBeGreaterThan(0);
    await expect(page.locator(interaction.shown).first()).toBeVisible();
  });

  test(`at 4× CPU slowdown, the ${what} for the first time on a page whose islands focus alone brought live (the bench's live twin)`, {
    tag: `@${interaction.viewport}`,
  }, async ({ page }) => {
    const live = await measureLive(page, "", interaction);
    expect(live).toBeGreaterThan(0);
    await expect(page.locator(interaction.shown).first()).toBeVisible();
  });
}
