/**
 * @module The language suggestion bar: a browser preferring another site language than the page's is
 * offered the same page in it, once, in that language, without moving anything; the HTML is the same for all.
 */
import type { Page } from "@playwright/test";
import { axeBothSchemes } from "../a11y/axe.ts";
import { expect, hydrated, test } from "../fixtures.ts";

/** The script chunks of the bar the page asked for; none means the page decided not to show it. */
function suggestionChunks(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/language-suggestion-[\w-]+\.js$/.test(request.url())) urls.push(request.url());
  });
  return urls;
}

/** Where the page's frame sits, and how tall the document is: what a bar taking room would change. */
async function frameLayout(page: Page): Promise<string> {
  return page.evaluate(() => {
    const rect = (selector: string) => {
      const r = document.querySelector(selector)?.getBoundingClientRect();
      return r ? [r.x, r.y, r.width, r.height] : null;
    };
    const { scrollHeight, scrollWidth } = document.documentElement;
    return JSON.stringify({
      header: rect(".site-header"),
      main: rect("#main"),
      footer: rect(".site-footer"),
      scrollHeight,
      scrollWidth,
    });
  });
}

test.describe("a browser preferring Spanish", () => {
  test.use({ locale: "es-US" });

  test("an English page offers its Spanish version in Spanish, in a bar that takes no room and passes axe", async ({
    page,
  }) => {
    await page.goto("/locations/main-street");
    await hydrated(page);
    const bar = page.getByRole("complementary", { name: "Esta página está disponible en español." });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute("lang", "es");
    const link = bar.getByRole("link", { name: "Esta página está disponible en español." });
    await expect(link).toHaveAttribute("href", "/es/locations/main-street");
    await expect(link).toHaveAttribute("hreflang", "es");
    const dismiss = bar.getByRole("button", { name: "Cerrar" });
    const box = await dismiss.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(24);
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(24);
    expect(await bar.evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
    expect(await axeBothSchemes(page, "language suggestion shown")).toEqual([]);
    // It takes no room: taking it away moves nothing and leaves the document as long as it was.
    const withBar = await frameLayout(page);
    await dismiss.click();
    await expect(bar).toHaveCount(0);
    expect(await frameLayout(page)).toBe(withBar);
  });

  test("dismissing the bar hides it, and it stays away on the next page", async ({ page }) => {
    const chunks = suggestionChunks(page);
    await page.goto("/news");
    await hydrated(page);
    const bar = page.getByRole("complementary", { name: "Esta página está disponible en español." });
    const dismiss = bar.getByRole("button", { name: "Cerrar" });
    await dismiss.focus();
    await page.keyboard.press("Enter");
    await expect(bar).toHaveCount(0);
    await expect(page.locator("#main")).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem("languageSuggestionDismissed"))).not.toBeNull();
    expect(chunks).toHaveLength(1);
    await page.goto("/about-us");
    await hydrated(page);
    await expect(page.locator(".language-suggestion")).toHaveCount(0);
    expect(chunks).toHaveLength(1);
  });

  test("following the bar's link leads to the Spanish page and counts as dismissing", async ({ page }) => {
    const chunks = suggestionChunks(page);
    await page.goto("/news");
    await hydrated(page);
    await page.getByRole("link", { name: "Esta página está disponible en español." }).click();
    await expect(page).toHaveURL(/\/es\/news$/);
    await hydrated(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await page.goto("/services");
    await hydrated(page);
    await expect(page.locator(".language-suggestion")).toHaveCount(0);
    expect(chunks).toHaveLength(1);
  });

  test("a Spanish page shows no suggestion", async ({ page }) => {
    const chunks = suggestionChunks(page);
    await page.goto("/es/news");
    await hydrated(page);
    await expect(page.locator(".language-suggestion")).toHaveCount(0);
    expect(chunks).toEqual([]);
  });
});

test.describe("a browser preferring English", () => {
  test.use({ locale: "en-US" });

  test("English pages show no suggestion and load none of its code", async ({ page }) => {
    const chunks = suggestionChunks(page);
    for (const path of ["/", "/news", "/locations/main-street"]) {
      await page.goto(path);
      await hydrated(page);
      await expect(page.locator(".language-suggestion")).toHaveCount(0);
    }
    expect(chunks).toEqual([]);
  });

  test("a Spanish page offers its English version in English", async ({ page }) => {
    await page.goto("/es/news");
    await hydrated(page);
    const bar = page.getByRole("complementary", { name: "This page is available in English." });
    await expect(bar).toHaveAttribute("lang", "en");
    await expect(bar.getByRole("link", { name: "This page is available in English." })).toHaveAttribute(
      "href",
      "/news",
    );
    await expect(bar.getByRole("button", { name: "Dismiss" })).toBeVisible();
  });

  test("choosing Spanish with the language switcher counts as dismissing", async ({ page }) => {
    await page.goto("/news");
    await hydrated(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Español" }).click();
    await expect(page).toHaveURL(/\/es\/news$/);
    await hydrated(page);
    await expect(page.locator(".language-suggestion")).toHaveCount(0);
  });
});
