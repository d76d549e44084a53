/** @module The footer newsletter signup: every view and text of SPEC.md §4, §5, §8, and the shared modal's behaviour. */
import { textsFor } from "../../../shared/i18n/catalogue.ts";
import { islandReady } from "../a11y/island-ready.ts";
import { expect, holdScripts, hydrated, nextFrames, test } from "../fixtures.ts";
import { allowConsole } from "./allow-console.ts";

async function openSignup(page: import("@playwright/test").Page, email = "") {
  await page.goto("/about-us");
  await hydrated(page);
  const footer = page.getByRole("contentinfo");
  await footer.scrollIntoViewIfNeeded();
  const input = footer.getByLabel("Email address");
  await expect(input).toBeEditable();
  // The island hydrates as the visitor reaches for it; these tests are about the live island.
  await islandReady(page, "newsletter");
  await expect(page.locator(".newsletter[data-ready]")).toBeAttached();
  if (email) await input.fill(email);
  await footer.getByRole("button", { name: "Sign Up" }).click();
  return page.getByRole("dialog", { name: "Newsletter Sign Up" });
}

test("a visitor signs up from the footer: fresh entry, invalid email, then success", async ({ page }) => {
  const dialog = await openSignup(page);
  await expect(dialog.getByText("Please enter your email below.")).toBeVisible();
  const input = dialog.getByRole("textbox", { name: "Please enter your email below." });
  await expect(input).toBeFocused();
  await input.fill("not-an-email");
  await expect(dialog.getByText("Invalid Email")).toBeHidden();
  const signUp = dialog.getByRole("button", { name: "Sign Up" });
  await signUp.click();
  await expect(dialog.getByText("Invalid Email")).toBeVisible();
  await expect(signUp).toHaveAttribute("aria-disabled", "true");
  const email = `pat-${Date.now()}@example.org`;
  await input.fill(email);
  await expect(dialog.getByText("Invalid Email")).toBeHidden();
  await expect(signUp).not.toHaveAttribute("aria-disabled", "true");
  await signUp.click();
  const success = page.getByRole("dialog", { name: "Success!" });
  await expect(success.getByText("We added the following email to our newsletter list:")).toBeVisible();
  await expect(success.getByText(email)).toBeVisible();
  await expect(
    success.getByText(
      "We're looking forward to keeping you up-to-date on all the developments at Riverbend Community Health!",
    ),
  ).toBeVisible();
});

test("an email typed in the footer is confirmed in the modal, and closing resets it", async ({ page }) => {
  const dialog = await openSignup(page, "sam@example.org");
  await expect(dialog.getByText("Please confirm that the email below is correct:")).toBeVisible();
  await expect(dialog.getByRole("textbox")).toHaveValue("sam@example.org");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("contentinfo").getByLabel("Email address")).toHaveValue("");
  await page.getByRole("contentinfo").getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByRole("dialog").getByText("Please enter your email below.")).toBeVisible();
});

test("a rejected signup shows the failure view with the server's message", async ({
  page,
  consoleProblems,
}) => {
  await page.route("**/wp-json/v1/signup", (route) =>
    route.fulfill({ status: 429, json: { success: false, message: "Too many requests, slow down." } }),
  );
  const dialog = await openSignup(page, "pat@example.org");
  await dialog.getByRole("button", { name: "Sign Up" }).click();
  const failure = page.getByRole("dialog", { name: "Sorry, there was a problem!" });
  await expect(
    failure.getByText("We weren't able to add the following email to our newsletter list:"),
  ).toBeVisible();
  await expect(failure.getByText("pat@example.org")).toBeVisible();
  await expect(failure.getByText("Too many requests, slow down.")).toBeVisible();
  allowConsole(consoleProblems, "status of 429", "/v1/signup");
});

test("a network failure shows the failure view asking to try again later", async ({
  page,
  consoleProblems,
}) => {
  await page.route("**/wp-json/v1/signup", (route) => route.abort("connectionrefused"));
  const dialog = await openSignup(page, "pat@example.org");
  await dialog.getByRole("button", { name: "Sign Up" }).click();
  const failure = page.getByRole("dialog", { name: "Sorry, there was a problem!" });
  await expect(failure.getByText("Please try again later.")).toBeVisible();
  // Chromium logs the refused request itself; that is the failure this test makes.
  allowConsole(consoleProblems, "ERR_CONNECTION_REFUSED", "/v1/signup");
});

test("the modal suspends page scroll, traps focus, closes on Escape and restores scroll and focus", async ({
  page,
}) => {
  const dialog = await openSignup(page);
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  await expect(page.locator("html")).toHaveClass(/dialog-open/);
  await page.mouse.wheel(0, -400);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  const input = dialog.getByRole("textbox");
  await expect(input).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Sign Up" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(input).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.locator("html")).not.toHaveClass(/dialog-open/);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await expect(page.getByRole("contentinfo").getByRole("button", { name: "Sign Up" })).toBeFocused();
});

test("a click on the modal's background closes it; the modal sits above the page at 50% size", async ({
  page,
  isMobile,
}) => {
  const dialog = await openSignup(page);
  const box = await dialog.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error("no layout");
  expect(Math.round(box.width)).toBe(Math.round(viewport.width * (isMobile ? 0.85 : 0.5)));
  expect(Math.round(box.height)).toBe(Math.round(viewport.height * 0.5));
  expect(await dialog.evaluate((el) => getComputedStyle(el, "::backdrop").backgroundColor)).toBe(
    "rgba(255, 255, 255, 0.6)",
  );
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
});

test("while a signup is being sent the modal is mandatory: no close button, Escape and background ignored", async ({
  page,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/wp-json/v1/signup", async (route) => {
    await held;
    await route.fulfill({ json: { success: true, message: "ok" } });
  });
  const dialog = await openSignup(page, "wait@example.org");
  await dialog.getByRole("button", { name: "Sign Up" }).click();
  await expect(dialog.getByRole("button", { name: "Sending…" })).toHaveAttribute("aria-busy", "true");
  await expect(dialog.getByRole("button", { name: "Close" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  release();
  await expect(page.getByRole("dialog", { name: "Success!" })).toBeVisible();
  await expect(
    page.getByRole("dialog", { name: "Success!" }).getByRole("button", { name: "Close" }),
  ).toBeVisible();
});

test("before the island's code has arrived, Sign Up opens the modal at once, and what is typed there goes on in the live one", async ({
  page,
  isMobile,
}) => {
  const release = await holdScripts(page);
  await page.goto("/about-us", { waitUntil: "domcontentloaded" });
  const footer = page.getByRole("contentinfo");
  await footer.getByLabel("Email address").fill("early@example");
  await footer.getByRole("button", { name: "Sign Up" }).click();
  const dialog = page.getByRole("dialog", { name: "Newsletter Sign Up" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Please confirm that the email below is correct:")).toBeVisible();
  const input = dialog.getByRole("textbox");
  await expect(input).toHaveValue("early@example");
  await expect(input).toBeFocused();
  // The modal is the island's own dialog, in the server's HTML: sized as ever.
  const box = await dialog.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error("no layout");
  expect(Math.round(box.width)).toBe(Math.round(viewport.width * (isMobile ? 0.85 : 0.5)));
  // Focus stays inside it: from the last control Tab wraps to the first (the close button).
  await dialog.getByRole("button", { name: "Sign Up" }).focus();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(dialog.getByRole("button", { name: "Sign Up" })).toBeFocused();
  await input.focus();
  await input.press("End");
  await input.pressSequentially(".org");
  release();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("textbox")).toHaveValue("early@example.org");
  await expect(dialog.getByRole("textbox")).toBeFocused();
  await dialog.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByRole("dialog", { name: "Success!" }).getByText("early@example.org")).toBeVisible();
});

test("Sign Up brings the signup to life even when the modal it opens is closed at once", async ({ page }) => {
  await page.goto("/about-us");
  await hydrated(page);
  const footer = page.getByRole("contentinfo");
  await footer.scrollIntoViewIfNeeded();
  // Nothing so far has reached for the signup: it is server HTML answered by the page's loader.
  await expect(page.locator('[data-island="newsletter"]')).not.toHaveAttribute("data-live");
  // The press opens the modal (the page's loader) and starts the island; the modal is closed at once.
  await footer.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByRole("dialog", { name: "Newsletter Sign Up" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.locator('[data-island="newsletter"]')).toHaveAttribute("data-live", "");
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("a modal shown before the island's code arrived and closed again drops the signup: nothing opens once live", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/about-us", { waitUntil: "domcontentloaded" });
  const signUp = page.getByRole("contentinfo").getByRole("button", { name: "Sign Up" });
  const dialog = page.getByRole("dialog", { name: "Newsletter Sign Up" });
  await signUp.click();
  await expect(dialog.getByText("Please enter your email below.")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(signUp).toBeFocused();
  await signUp.click();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  release();
  // The visitor reached for the signup before the client ran: it comes to life by itself.
  await expect(page.locator('[data-island="newsletter"]')).toHaveAttribute("data-live", "");
  await nextFrames(page, 2);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // The island works as usual from then on.
  await signUp.click();
  await expect(dialog).toBeVisible();
});

test.describe("a mistyped address in the footer (SPEC.md §5: the modal checks it, not the browser)", () => {
  const es = textsFor("es");

  /** The About page with its newsletter island live: the footer and the modal. */
  async function liveSignup(page: import("@playwright/test").Page) {
    await page.goto("/about-us");
    await hydrated(page);
    await islandReady(page, "newsletter");
    return {
      footer: page.getByRole("contentinfo"),
      dialog: page.getByRole("dialog", { name: "Newsletter Sign Up" }),
    };
  }

  test("once the island is live, Sign Up opens the modal every time, and its first submit says Invalid Email", async ({
    page,
  }) => {
    const { footer, dialog } = await liveSignup(page);
    for (let round = 0; round < 5; round++) {
      await footer.getByLabel("Email address").fill("not-an-email");
      await footer.getByRole("button", { name: "Sign Up" }).click();
      await expect(dialog, `round ${round}`).toBeVisible();
      await expect(dialog.getByRole("textbox")).toHaveValue("not-an-email");
      await expect(dialog.getByText("Invalid Email")).toBeHidden();
      await dialog.getByRole("button", { name: "Sign Up" }).click();
      await expect(dialog.getByText("Invalid Email")).toBeVisible();
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialog).toBeHidden();
    }
  });

  /**
   * Opens the live modal with first@example.org, closes it, and in the microtask that sees it shut
   * (before the browser's own `close` event, a task of its own) types second@example.org into the
   * footer, pressing Sign Up there too if `submit`.
   */
  async function typeAsItShuts(page: import("@playwright/test").Page, submit: boolean) {
    const { footer, dialog } = await liveSignup(page);
    await footer.getByLabel("Email address").fill("first@example.org");
    await footer.getByRole("button", { name: "Sign Up" }).click();
    await expect(dialog.getByRole("textbox")).toHaveValue("first@example.org");
    await page.evaluate(
      (press) =>
        new Promise<void>((resolve, reject) => {
          const modal = document.querySelector<HTMLDialogElement>("#newsletter-modal");
          const form = document.querySelector<HTMLFormElement>(".newsletter-footer-form");
          const field = form?.querySelector<HTMLInputElement>("input[type=email]");
          const close = modal?.querySelector<HTMLButtonElement>(".modal-close-form button");
          if (!modal || !form || !field || !close) return reject(new Error("no signup form or modal"));
          new MutationObserver((_, observer) => {
            if (modal.open) return;
            observer.disconnect();
            field.value = "second@example.org";
            if (press) form.requestSubmit(form.querySelector<HTMLButtonElement>("button[type=submit]"));
            resolve();
          }).observe(modal, { attributes: true, attributeFilter: ["open"] });
          close.click();
        }),
      submit,
    );
    await nextFrames(page, 2);
    return { footer, dialog };
  }

  test("Sign Up pressed again before the browser's close event opens the modal with the new address, not a reset one", async ({
    page,
  }) => {
    const { dialog } = await typeAsItShuts(page, true);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("textbox")).toHaveValue("second@example.org");
  });

  test("an address typed into the footer as soon as the modal has shut is kept for the next Sign Up", async ({
    page,
  }) => {
    const { footer, dialog } = await typeAsItShuts(page, false);
    await expect(footer.getByLabel("Email address")).toHaveValue("second@example.org");
    await footer.getByRole("button", { name: "Sign Up" }).click();
    await expect(dialog.getByRole("textbox")).toHaveValue("second@example.org");
  });

  test("before the island is live, Sign Up opens the modal at once, and once live its submit says Invalid Email in the page's language", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto("/es/about-us", { waitUntil: "domcontentloaded" });
    const footer = page.getByRole("contentinfo");
    await footer.getByLabel(es("newsletter.emailLabel"), { exact: true }).fill("not-an-email");
    await footer.getByRole("button", { name: es("newsletter.signUp") }).click();
    const dialog = page.getByRole("dialog", { name: es("newsletter.modalHeading") });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("textbox")).toHaveValue("not-an-email");
    release();
    await islandReady(page, "newsletter");
    await expect(dialog.getByText(es("newsletter.invalid"))).toBeHidden();
    await dialog.getByRole("button", { name: es("newsletter.signUp") }).click();
    await expect(dialog.getByText(es("newsletter.invalid"))).toBeVisible();
  });

  test("whenever a visitor clicks while the page is still loading, the modal opens", async ({ page }) => {
    for (let round = 0; round < 3; round++) {
      await page.goto("/es/about-us", { waitUntil: "commit" });
      const footer = page.getByRole("contentinfo");
      await footer.getByLabel(es("newsletter.emailLabel"), { exact: true }).fill("not-an-email");
      await footer.getByRole("button", { name: es("newsletter.signUp") }).click();
      const dialog = page.getByRole("dialog", { name: es("newsletter.modalHeading") });
      await expect(dialog, `round ${round}`).toBeVisible();
      await expect(dialog.getByRole("textbox")).toHaveValue("not-an-email");
      await islandReady(page, "newsletter");
      await dialog.getByRole("button", { name: es("newsletter.signUp") }).click();
      await expect(dialog.getByText(es("newsletter.invalid"))).toBeVisible();
    }
  });
});
