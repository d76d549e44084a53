/** @module Accessibility sweep of open states: drawer, nav dropdowns, search, newsletter modal, contact form errors. */
import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "../fixtures.ts";
import { axeBothSchemes } from "./axe.ts";
import { islandReady } from "./island-ready.ts";

async function openDrawer(page: Page) {
  await page.getByRole("button", { name: "Menu", exact: true }).click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer).toBeVisible();
  return drawer;
}

test("the open side drawer has no WCAG A/AA violations in light or dark", { tag: "@phone" }, async ({
  page,
}) => {
  await page.goto("/");
  await hydrated(page);
  await openDrawer(page);
  expect(await axeBothSchemes(page, "/ drawer open")).toEqual([]);
});

test("each open nav dropdown has no WCAG A/AA violations in light or dark", { tag: "@desktop" }, async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto("/");
  await hydrated(page);
  const buttons = page.getByRole("navigation", { name: "Main" }).locator("button[aria-expanded]");
  await expect(buttons.first(), "the main navigation has dropdown buttons").toBeVisible();
  const found: string[] = [];
  for (const button of await buttons.all()) {
    const label = (await button.textContent())?.trim() ?? "?";
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    found.push(...(await axeBothSchemes(page, `/ dropdown ${label} open`, "header")));
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
  }
  expect(found).toEqual([]);
});

test("search completions and the results modal have no WCAG A/AA violations in light or dark", async ({
  page,
  isMobile,
}) => {
  test.setTimeout(60_000);
  await page.goto("/");
  await hydrated(page);
  await islandReady(page, "search-widget");
  await page.evaluate(() => window.scrollTo(0, 0));
  // The search box is in the nav bar behind its Search button on a desktop, and in the drawer on a phone.
  let box = page.getByRole("banner").getByRole("combobox", { name: "Search the site" });
  if (isMobile) {
    const drawer = await openDrawer(page);
    // The opening drawer moves focus to its first control; type only once it has.
    await expect(drawer.getByRole("button", { name: "Close menu" })).toBeFocused();
    box = drawer.getByRole("combobox", { name: "Search the site" });
  } else await page.getByRole("banner").getByRole("button", { name: "Search", exact: true }).click();
  const found: string[] = [];
  await box.click();
  await box.pressSequentially("dent");
  const option = page.getByRole("listbox").getByRole("option").first();
  await expect(option).toBeVisible({ timeout: 5000 });
  found.push(...(await axeBothSchemes(page, "/ search completions")));
  await option.click();
  const results = page.getByRole("dialog").filter({ hasText: /results? for "/ });
  await expect(results).toBeVisible({ timeout: 10_000 });
  found.push(...(await axeBothSchemes(page, "/ search results modal")));
  expect(found).toEqual([]);
});

test("every newsletter modal view has no WCAG A/AA violations in light or dark", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("/");
  await hydrated(page);
  const footer = page.getByRole("contentinfo");
  const signUp = footer.getByRole("button", { name: "Sign Up" });
  await islandReady(page, "newsletter");
  const found: string[] = [];
  const dialog = page.getByRole("dialog");
  const close = async () => {
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  };

  await signUp.click();
  await expect(dialog).toBeVisible();
  found.push(...(await axeBothSchemes(page, "/ newsletter entry")));
  await dialog.getByRole("button", { name: "Sign Up" }).click();
  await expect(dialog.getByText("Invalid Email")).toBeVisible();
  found.push(...(await axeBothSchemes(page, "/ newsletter invalid email")));
  await close();

  await footer.getByRole("textbox", { name: /email/i }).fill("visitor@example.org");
  await signUp.click();
  await expect(dialog).toBeVisible();
  found.push(...(await axeBothSchemes(page, "/ newsletter confirm")));
  await dialog.getByRole("button", { name: "Sign Up" }).click();
  await expect(dialog.getByRole("heading", { name: /Success!|Sorry, there was a problem!/ })).toBeVisible();
  found.push(...(await axeBothSchemes(page, "/ newsletter answer")));
  const success = (await dialog.getByRole("heading", { name: "Success!" }).count()) > 0;
  await close();

  // The other answer view, reached by answering the page's own signup request from the test.
  await page.route("**/wp-json/v1/signup", (route) =>
    route.fulfill({
      json: success ? { success: false, message: "The list is closed." } : { success: true, message: "" },
    }),
  );
  await footer.getByRole("textbox", { name: /email/i }).fill("visitor@example.org");
  await signUp.click();
  await dialog.getByRole("button", { name: "Sign Up" }).click();
  await expect(dialog.getByRole("heading", { name: /Success!|Sorry, there was a problem!/ })).toBeVisible();
  found.push(...(await axeBothSchemes(page, "/ newsletter other answer")));
  expect(found).toEqual([]);
});

test("the contact form showing its errors has no WCAG A/AA violations in light or dark", async ({ page }) => {
  await page.goto("/contact-us");
  await hydrated(page);
  const send = page.getByRole("main").getByRole("button", { name: /send|submit/i });
  await islandReady(page, "contact-form");
  await send.click();
  await expect(page.getByRole("main").locator("[aria-invalid='true']").first()).toBeVisible();
  expect(await axeBothSchemes(page, "/contact-us form errors")).toEqual([]);
});
