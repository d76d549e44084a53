/** @module Everything in the open drawer stays inside its panel on narrow phones, in both languages. */
import { animationsDone, expect, hydrated, nextFrames, test } from "../fixtures.ts";

const homes = [
  { language: "English", path: "/", menu: "Menu", search: "Search the site" },
  { language: "Spanish", path: "/es/", menu: "Menú", search: "Buscar en el sitio" },
];

for (const { language, path, menu, search } of homes) {
  test(`a ${language} visitor on a 320 or 375 px phone sees nothing of the drawer past its edge`, {
    tag: "@phone",
  }, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 740 });
    await page.goto(path);
    await hydrated(page);
    await page.getByRole("button", { name: menu, exact: true }).click();
    const drawer = page.getByRole("dialog", { name: menu });
    // The search box is placed in the drawer once the drawer's island is live.
    await expect(drawer.getByRole("combobox", { name: search })).toBeVisible();
    await animationsDone(page.locator("#side-drawer"));
    for (const width of [320, 375]) {
      await page.setViewportSize({ width, height: 740 });
      await nextFrames(page);
      const outside = await drawer.evaluate((panel) => {
        const box = panel.getBoundingClientRect();
        const left = box.left + panel.clientLeft;
        const right = left + panel.clientWidth;
        return [...panel.querySelectorAll("*")]
          .filter((el) => el.getClientRects().length > 0)
          .map((el) => ({ el, r: el.getBoundingClientRect() }))
          .filter(({ r }) => r.width > 0 && (r.right > right + 0.5 || r.left < left - 0.5))
          .map(
            ({ el, r }) =>
              `${el.tagName.toLowerCase()}.${el.className}: ${Math.round(r.left)}–${Math.round(r.right)} (panel ${Math.round(left)}–${Math.round(right)})`,
          );
      });
      expect(outside, `past the drawer's edge at ${width} px`).toEqual([]);
      expect(
        await drawer.evaluate((panel) => panel.scrollWidth - panel.clientWidth),
        `sideways scroll at ${width} px`,
      ).toBeLessThanOrEqual(0);
    }
  });
}
