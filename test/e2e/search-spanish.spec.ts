import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures.ts";

/** The search box of the nav bar (desktop) or of the drawer (phone), found by role and place, not by its words. */
async function openSearch(page: Page, isMobile: boolean) {
  await hydrated(page);
  if (isMobile) {
    await page.getByRole("banner").locator('[aria-controls="side-drawer"]').click();
    const box = page.locator("#side-drawer").getByRole("combobox");
    await expect(box).toBeVisible();
    await box.click();
    return box;
  }
  await page.getByRole("banner").locator(".search-toggle").click();
  const box = page.getByRole("banner").getByRole("combobox");
  await expect(box).toBeFocused();
  await page.locator(".search-widget[data-ready]").first().waitFor({ state: "attached" });
  return box;
}

test("a visitor on a Spanish page gets completions and results from the Spanish index", async ({
  page,
  isMobile,
}) => {
  await page.goto("/es/search/xylophonic/1");
  const box = await openSearch(page, isMobile);
  const suggest = page.waitForResponse((r) => r.url().includes("/api/search/suggest?"));
  await box.pressSequentially("dent");
  const suggestUrl = new URL((await suggest).url());
  expect(suggestUrl.searchParams.get("lang")).toBe("es");
  const options = page.getByRole("listbox").getByRole("option");
  await expect(options.first()).toBeVisible();

  const search = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/search");
  await box.press("Enter");
  const searchResponse = await search;
  expect(new URL(searchResponse.url()).searchParams.get("lang")).toBe("es");
  const links = page
    .locator("#teleport-target")
    .getByRole("dialog")
    .getByRole("heading", { level: 3 })
    .getByRole("link");
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).toMatch(/^\/es\//);
});

test("a visitor on an English page searches the English index", async ({ page, isMobile }) => {
  await page.goto("/search/xylophonic/1");
  const box = await openSearch(page, isMobile);
  const search = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/search");
  await box.fill("dental");
  await box.press("Enter");
  expect(new URL((await search).url()).searchParams.get("lang")).toBe("en");
  const link = page
    .locator("#teleport-target")
    .getByRole("dialog")
    .getByRole("heading", { level: 3 })
    .getByRole("link");
  await expect(link.first()).toHaveAttribute("href", "/services/dental");
});
