import type { Page } from "@playwright/test";
import { axeBothSchemes } from "./a11y/axe.ts";
import { expect, hydrated, test } from "./fixtures.ts";

/**
 * Opens the search box of the nav bar (desktop) or of the drawer (phone). The widget hydrates as the
 * visitor reaches for it: before it is live, the nav bar's toggle is a label that focuses the box.
 */
async function openSearch(page: Page, isMobile: boolean) {
  await hydrated(page);
  if (isMobile) {
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    // The opening drawer moves focus to its first control; type only once it has.
    await expect(page.getByRole("button", { name: "Close menu" })).toBeFocused();
    return page.getByRole("dialog", { name: "Menu" }).getByRole("combobox", { name: "Search the site" });
  }
  await page.getByRole("banner").locator(".search-toggle").click();
  const box = page.getByRole("banner").getByRole("combobox", { name: "Search the site" });
  await expect(box).toBeFocused();
  await page.locator(".search-widget[data-ready]").first().waitFor({ state: "attached" });
  return box;
}

test("a visitor types a few letters, picks a completion, pages through the results and opens one", async ({
  page,
  isMobile,
}) => {
  await page.goto("/");
  const box = await openSearch(page, isMobile);
  await box.pressSequentially("dent");
  const options = page.getByRole("listbox", { name: "Suggestions" }).getByRole("option");
  await expect(options.first()).toBeVisible();
  expect(await options.count()).toBeLessThanOrEqual(5);
  await expect(box).toHaveAttribute("aria-expanded", "true");
  await box.press("ArrowDown");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  await box.press("ArrowDown");
  await box.press("ArrowUp");
  const picked = (await options.first().textContent()) ?? "";
  await box.press("Enter");

  const results = page.getByRole("dialog", { name: new RegExp(`^Found \\d+ results? for "${picked}"$`) });
  await expect(results).toBeVisible();
  await expect(results.getByRole("heading", { level: 3 }).first()).toBeVisible();
  await expect(results.getByRole("button", { name: /Previous/ })).toHaveCount(0);

  const firstTitle = await results.getByRole("heading", { level: 3 }).first().textContent();
  await results.getByRole("button", { name: /Next/ }).click();
  await expect(results.getByRole("button", { name: /Previous/ })).toBeVisible();
  await expect(results.getByRole("heading", { level: 3 }).first()).not.toHaveText(firstTitle ?? "");
  await results.getByRole("button", { name: /Previous/ }).click();
  await expect(results.getByRole("heading", { level: 3 }).first()).toHaveText(firstTitle ?? "");
  await expect(results.getByRole("button", { name: /Previous/ })).toHaveCount(0);

  const first = results.getByRole("heading", { level: 3 }).first().getByRole("link");
  const href = (await first.getAttribute("href")) ?? "";
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the first letter's completions were read ahead: they show without a request, the next letters ask", async ({
  page,
  isMobile,
}) => {
  const asked: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/search/")) asked.push(`${url.pathname}?${url.searchParams}`);
  });
  await page.goto("/");
  const box = await openSearch(page, isMobile);
  await expect
    .poll(() => asked, { message: "the letters are read ahead" })
    .toContain("/api/search/first-letters?lang=en");
  await box.press("d");
  const options = page.getByRole("listbox", { name: "Suggestions" }).getByRole("option");
  await expect(options.first()).toBeVisible();
  const ahead = await options.allTextContents();
  const one = await page.request.get("/api/search/suggest?q=d&lang=en");
  expect(ahead).toEqual(((await one.json()) as { suggestions: string[] }).suggestions);
  expect(asked.filter((path) => path.startsWith("/api/search/suggest"))).toEqual([]);
  await box.press("e");
  await expect
    .poll(() => asked, { message: "a longer term is asked for" })
    .toContain("/api/search/suggest?q=de&lang=en");
  expect(asked.filter((path) => path.startsWith("/api/search/first-letters"))).toHaveLength(1);
});

test("a visitor searches for something that is not on the site", async ({ page, isMobile }) => {
  await page.goto("/");
  const box = await openSearch(page, isMobile);
  await box.fill("xylophonic");
  await box.press("Enter");
  await expect(page.getByRole("dialog", { name: 'No search results for "xylophonic"' })).toBeVisible();
});

test("a blank search sends nothing and opens nothing", async ({ page, isMobile }) => {
  await page.goto("/");
  const box = await openSearch(page, isMobile);
  const searches: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/search?")) searches.push(new URL(r.url()).searchParams.get("q") ?? "");
  });
  await box.fill("   ");
  await box.press("Enter");
  await expect(page.getByRole("dialog", { name: /results? for/ })).toHaveCount(0);
  await box.fill("xylophonic");
  await box.press("Enter");
  await expect(page.getByRole("dialog", { name: 'No search results for "xylophonic"' })).toBeVisible();
  expect(searches).toEqual(["xylophonic"]);
});

test("the results modal's link opens the full results page after a short delay", async ({
  page,
  isMobile,
}) => {
  await page.goto("/");
  const box = await openSearch(page, isMobile);
  await box.fill("dental");
  await box.press("Enter");
  const results = page.getByRole("dialog", { name: /^Found \d+ results for "dental"$/ });
  await results.getByRole("link", { name: "See all results" }).click();
  await expect(page).toHaveURL(/\/search\/dental\/1$/);
  await expect(
    page.getByRole("status").filter({ hasText: /^Found \d+ results for "dental"$/ }),
  ).toBeVisible();
});

test("when the search service fails, the error is logged and no results open", async ({
  page,
  isMobile,
  consoleProblems,
}) => {
  await page.goto("/");
  const box = await openSearch(page, isMobile);
  await page.route("**/api/search?*", (route) => route.fulfill({ status: 503, body: "{}" }));
  await box.fill("dental");
  await box.press("Enter");
  await expect
    .poll(() => consoleProblems.some((p) => p.includes("Error: getSearchResults failed")))
    .toBe(true);
  await expect(page.getByRole("dialog", { name: /results? for/ })).toHaveCount(0);
  // The expected failure (and the browser's log of the 503) are this test's subject, not a problem.
  consoleProblems.splice(
    0,
    consoleProblems.length,
    ...consoleProblems.filter((p) => !/getSearchResults failed|status of 503/.test(p)),
  );
});

test("the open search box, its completions and the results modal pass the WCAG A/AA sweep", async ({
  page,
  isMobile,
}) => {
  test.setTimeout(90_000);
  await page.goto("/");
  const box = await openSearch(page, isMobile);
  await box.pressSequentially("dent");
  await expect(page.getByRole("listbox", { name: "Suggestions" }).getByRole("option").first()).toBeVisible();
  const found = await axeBothSchemes(page, "/ search completions");
  await box.press("Enter");
  await expect(page.getByRole("dialog", { name: /^Found \d+ results for "dent"$/ })).toBeVisible();
  found.push(...(await axeBothSchemes(page, "/ search results modal")));
  expect(found).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor searches through the results page and pages forward and back", async ({
    page,
    isMobile,
  }) => {
    await page.goto(isMobile ? "/search" : "/");
    const form = isMobile
      ? page.getByRole("main").getByRole("search")
      : page.getByRole("banner").getByRole("search");
    await form.getByRole(isMobile ? "searchbox" : "combobox", { name: "Search the site" }).fill("dental");
    await form.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search\/dental\/1$/);
    await expect(page.getByText(/^Found \d+ results for "dental"$/)).toBeVisible();
    await page
      .getByRole("navigation", { name: "Search result pages" })
      .getByRole("link", { name: /Next/ })
      .click();
    await expect(page).toHaveURL(/\/search\/dental\/2$/);
    await page
      .getByRole("navigation", { name: "Search result pages" })
      .getByRole("link", { name: /Previous/ })
      .click();
    await expect(page).toHaveURL(/\/search\/dental$/);
    await page.getByRole("main").getByRole("link", { name: "Dental Care" }).click();
    await expect(page).toHaveURL(/\/services\/dental$/);
  });
});
