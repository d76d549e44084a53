/** @module The contact form: sending a message, announced errors, no JavaScript, and a CMS outage. */
import { e2eOpsToken } from "../../playwright.config.ts";
import { freePort } from "../support/free-port.ts";
import { type RunningWorker, startDemoCms, startWorker } from "../support/worker-process.ts";
import { expect, hydrated, test } from "./fixtures.ts";

const uniqueEmail = (tag: string) => `e2e-${tag}-${Date.now().toString(36)}@example.org`;

type Page = import("@playwright/test").Page;
const contactForm = (page: Page) => page.getByRole("region", { name: "Send us a message" });

async function fillForm(page: Page, email: string) {
  const form = contactForm(page);
  await form.getByLabel("Your name", { exact: true }).fill("Playwright Visitor");
  await form.getByLabel("Email", { exact: true }).fill(email);
  await form.getByLabel("Phone (optional)", { exact: true }).fill("555-123-4567");
  await form.getByLabel("Preferred location", { exact: true }).selectOption({ label: "Riverside" });
  await form.getByLabel("Reason for contacting us", { exact: true }).selectOption("Feedback");
  await form.getByLabel("Message", { exact: true }).fill("The new website works well.");
  await form.getByLabel("I agree to be contacted about my message.", { exact: true }).check();
}

test("a visitor sends the contact form and sees the success state", async ({ page }) => {
  await page.goto("/contact-us");
  await hydrated(page);
  await fillForm(page, uniqueEmail("send"));
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText("received your message");
});

test("a visitor on a page in Spanish sends the contact form with the page's language", async ({ page }) => {
  // The message is answered here rather than by the site, so this test spends none of the form's
  // rate limit; the worker tests follow a Spanish message through the pipeline to the CMS's store.
  const posted: unknown[] = [];
  await page.route("**/wp-json/v1/contact-us-form-endpoint", async (route) => {
    posted.push(route.request().postDataJSON());
    await route.fulfill({ json: { success: true, message: "Gracias, recibimos su mensaje." } });
  });
  await page.goto("/contact-us");
  await hydrated(page);
  // What a Spanish page says of itself; the form reads it when it sends.
  await page.evaluate(() => {
    document.documentElement.lang = "es-US";
  });
  const email = uniqueEmail("es");
  await fillForm(page, email);
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("status")).toContainText("Gracias, recibimos su mensaje.");
  expect(posted).toEqual([expect.objectContaining({ email, language: "es" })]);
});

test("a visitor who submits an incomplete form hears what to fix", async ({ page }) => {
  await page.goto("/contact-us");
  await hydrated(page);
  const form = contactForm(page);
  await form.getByLabel("Email", { exact: true }).fill("not-an-email");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText(/Please correct \d fields\./)).toBeVisible();
  const name = form.getByLabel("Your name", { exact: true });
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAccessibleDescription("Please enter your name.");
  await expect(form.getByLabel("Email", { exact: true })).toHaveAccessibleDescription(
    "Please enter a valid email address.",
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor sends the contact form as a plain form post", async ({ page }) => {
    await page.goto("/contact-us");
    await fillForm(page, uniqueEmail("nojs"));
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page).toHaveURL(/\/contact-us\?sent=1$/);
    await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible();
  });
});

test.describe("when the CMS is down", () => {
  test.describe.configure({ mode: "serial" });
  let cms: RunningWorker | null = null;
  let site: RunningWorker | null = null;

  test.afterAll(async () => {
    await site?.stop();
    await cms?.stop();
  });

  // One run with two extra workers is enough, so only the desktop project runs it.
  test("the visitor still sees success and the message reaches the CMS once it is back", {
    tag: "@desktop",
  }, async ({ page }) => {
    test.setTimeout(180_000);
    // The CMS comes back on the same port after its outage.
    const cmsPort = await freePort();
    cms = await startDemoCms(cmsPort, { OPS_TOKEN: e2eOpsToken });
    site = await startWorker(await freePort(), { CMS_ORIGIN: cms.url });
    await page.goto(`${site.url}/contact-us`);
    await hydrated(page);
    const email = uniqueEmail("outbox");
    await fillForm(page, email);

    await cms.stop();
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible();

    cms = await startDemoCms(cmsPort, { OPS_TOKEN: e2eOpsToken });
    const url = `${cms.url}/cms-service/index.php/wp-json/v1/demo/submissions`;
    await expect
      .poll(
        async () => {
          const response = await fetch(url, { headers: { authorization: `Bearer ${e2eOpsToken}` } });
          const rows = (await response.json()) as { payload: { email?: string } }[];
          return rows.filter((r) => r.payload.email === email).length;
        },
        { timeout: 60_000, intervals: [1000] },
      )
      .toBe(1);
  });
});
