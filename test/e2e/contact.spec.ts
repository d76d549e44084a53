/** @module The contact form: sending a message, announced errors, no JavaScript, and a CMS outage. */
import { e2eOpsToken } from "../../playwright.config.ts";
import { textsFor } from "../../shared/i18n/catalogue.ts";
import { freePort } from "../support/free-port.ts";
import { type RunningWorker, startDemoCms, startWorker } from "../support/worker-process.ts";
import { expect, holdScripts, hydrated, test } from "./fixtures.ts";

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

const es = textsFor("es");

/** Fills the form on the Spanish contact page, found by its Spanish labels. */
async function fillSpanishForm(page: Page, email: string) {
  const form = page.getByRole("region", { name: es("contact.heading") });
  await form.getByLabel(es("contact.name"), { exact: true }).fill("Lucía Pérez");
  await form.getByLabel(es("contact.email"), { exact: true }).fill(email);
  await form.getByLabel(es("contact.location"), { exact: true }).selectOption("main-street");
  await form.getByLabel(es("contact.reason"), { exact: true }).selectOption("Billing");
  await form.getByLabel(es("contact.message"), { exact: true }).fill("Tengo una pregunta sobre mi factura.");
  await form.getByLabel(es("contact.consent"), { exact: true }).check();
}

test("on a Spanish page the server's answer is told in Spanish from its code, whatever its message's language", async ({
  page,
}) => {
  await page.route("**/wp-json/v1/contact-us-form-endpoint", (route) =>
    route.fulfill({
      json: { success: true, code: "received", message: "Thank you, we received your message." },
    }),
  );
  await page.goto("/es/contact-us");
  await hydrated(page);
  await fillSpanishForm(page, uniqueEmail("code"));
  await page.getByRole("button", { name: es("contact.send") }).click();
  const done = page.getByRole("region", { name: es("contact.thanksHeading") });
  await expect(done.getByRole("status")).toHaveText(es("formAnswer.contactReceived"));
});

test("what a visitor types before the form is live is what it sends", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/contact-us", { waitUntil: "domcontentloaded" });
  await fillForm(page, uniqueEmail("early"));
  release();
  await hydrated(page);
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible();
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

  test("a visitor on the Spanish contact page stays in Spanish from the post to the redirect", async ({
    page,
  }) => {
    // A client address of its own, so this test spends none of the other tests' rate limit.
    await page.setExtraHTTPHeaders({ "cf-connecting-ip": `203.0.113.${Date.now() % 250}` });
    await page.goto("/es/contact-us");
    await page.getByRole("button", { name: es("contact.send") }).click();
    await expect(page).toHaveURL(/\/es\/contact-us$/);
    await expect(page.locator("html")).toHaveAttribute("lang", /^es/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(es("pages.contactUs"));
    await expect(page.getByText(es("formAnswer.invalid"))).toBeVisible();
    await expect(page.getByText(es("form.nameMissing"))).toBeVisible();
    await fillSpanishForm(page, uniqueEmail("nojs-es"));
    await page.getByRole("button", { name: es("contact.send") }).click();
    await expect(page).toHaveURL(/\/es\/contact-us\?sent=1$/);
    await expect(page.getByRole("heading", { name: es("contact.thanksHeading") })).toBeVisible();
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
