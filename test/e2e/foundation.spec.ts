import { expect, hydrated, test } from "./fixtures.ts";

test("a visitor sees the home page with its nav bar and footer", async ({ page, isMobile }) => {
  await page.goto("/");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(
    page.getByRole("banner").getByRole("link", { name: /Riverbend Community Health/ }),
  ).toBeVisible();
  if (isMobile) await expect(page.getByRole("button", { name: "Menu", exact: true })).toBeVisible();
  else
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" }),
    ).toBeVisible();
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("heading", { name: "Locations" })).toBeVisible();
  await expect(footer.getByRole("link", { name: /^\(\d{3}\) \d{3}-\d{4}$/ }).first()).toBeVisible();
});

test("a visitor on a phone opens the menu and follows a link in it", { tag: "@phone" }, async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  const menu = page.getByRole("button", { name: "Menu", exact: true });
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await menu.click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer).toBeVisible();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await drawer.getByRole("link", { name: "News" }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByRole("heading", { level: 1, name: "News" })).toBeVisible();
});

test("a visitor closes the menu with Escape and focus returns to the menu button", { tag: "@phone" }, async ({
  page,
}) => {
  await page.goto("/");
  await hydrated(page);
  const menu = page.getByRole("button", { name: "Menu", exact: true });
  await menu.click();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  await expect(menu).toBeFocused();
});

test("a visitor opens a news story from the news list", async ({ page }) => {
  await page.goto("/news");
  await hydrated(page);
  const first = page.getByRole("main").getByRole("heading", { level: 2 }).first().getByRole("link");
  const title = (await first.textContent()) ?? "";
  await first.click();
  await expect(page).toHaveURL(/\/news\/story\//);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
});

test("a desktop visitor opens a nav dropdown with the keyboard", { tag: "@desktop" }, async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  const services = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" });
  await services.focus();
  await page.keyboard.press("Enter");
  await expect(services).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("link", { name: "Dental" }).first()).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(services).toHaveAttribute("aria-expanded", "false");
});

const everyPage = [
  "/",
  "/locations/main-street",
  "/services/dental",
  "/job-openings",
  "/job-openings/job/601",
  "/team/dental-team",
  "/staff_member/401",
  "/about-us",
  "/contact-us",
  "/news",
  "/news/2",
  "/covid-19",
  "/star",
  "/star-events",
  "/donate",
  "/privacy",
  "/nondiscrimination",
  "/accessibility",
  "/login",
  "/404",
  "/no-such-page",
];

test("every page loads and hydrates with no console error or hydration warning", async ({ page }) => {
  test.setTimeout(90_000);
  for (const path of everyPage) {
    await page.goto(path);
    await hydrated(page);
  }
});
