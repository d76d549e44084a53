/**
 * @module Every Spanish page, with JavaScript on and off, and both forms sent in Spanish (success,
 * a mistake, the rate limit, the CMS down): no English anywhere outside elements marked English.
 */
import type { BrowserContext, Page } from "@playwright/test";
import { browserPaths } from "../../shared/cms/paths.ts";
import { textsFor } from "../../shared/i18n/catalogue.ts";
import { localizedPath } from "../../shared/i18n/locales.ts";
import { cmsSwitch } from "../support/cms-switch.ts";
import { pageExamples } from "../support/page-examples.ts";
import { type RunningWorker, startDemoCms, startOnFreePort, startWorker } from "../support/worker-process.ts";
import { englishOn } from "./english-on-page.ts";
import { test as base, expect, hydrated } from "./fixtures.ts";

const es = textsFor("es");
/** What waits on the site's answer: a form through the pipeline to the CMS, on a busy machine. */
const slow = expect.configure({ timeout: 15_000 });

/** The crawl's own site reading its own demo CMS over HTTP, and the Spanish pages it crawls. */
interface CrawlSite {
  url: string;
  /** Every Spanish route example, every `/es/` address of the site's sitemap, and a search results page. */
  paths: string[];
}

/** A site whose CMS can be taken down while its pages are open. */
interface DownSite {
  url: string;
  /** The CMS cannot be reached from the site any more (connections refused). */
  cmsDown: () => Promise<void>;
}

/**
 * How many tests share the crawl, so the Playwright workers split it. Each crawls its share of the
 * pages with JavaScript on, then the same pages with it off, which its site has just rendered.
 */
const crawlParts = 4;

/** Opens a page at `baseURL` in a context of its own client address, so each has a rate limit of its own. */
type Visit = (baseURL: string, javaScriptEnabled: boolean) => Promise<Page>;

let client = 0;

/**
 * The demo CMS and the site start once per Playwright worker that runs a test of this file, not once
 * per test; each test keeps its own client address (so its own rate limit) in them.
 */
const test = base.extend<
  { visit: Visit; downSite: DownSite },
  { crawlCms: RunningWorker; crawlSite: CrawlSite }
>({
  crawlCms: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const cms = await startOnFreePort((port) => startDemoCms(port));
      await use(cms);
      await cms.stop();
    },
    { scope: "worker", timeout: 90_000 },
  ],
  crawlSite: [
    async ({ crawlCms }, use) => {
      const site = await startOnFreePort((port) =>
        startWorker(port, { CMS_ORIGIN: crawlCms.url, CMS_TIMEOUT_MS: "5000" }),
      );
      const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
      const listed = [...sitemap.matchAll(/<loc>[^<]*?(\/es\/[^<]*)<\/loc>/g)].map((m) => m[1] ?? "");
      const examples = pageExamples.map(({ path }) => localizedPath(path, "es"));
      const paths = [...new Set([...examples, ...listed, "/es/search/dental/1"])].sort();
      await use({ url: site.url, paths });
      await site.stop();
    },
    { scope: "worker", timeout: 90_000 },
  ],
  visit: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (baseURL, javaScriptEnabled) => {
      client += 1;
      const context = await browser.newContext({
        baseURL,
        javaScriptEnabled,
        extraHTTPHeaders: { "cf-connecting-ip": `198.51.100.${client}` },
      });
      contexts.push(context);
      return context.newPage();
    });
    for (const context of contexts) await context.close();
  },
  /** A site of its own whose CMS (the worker's, through a switch) the test takes down. */
  downSite: [
    async ({ crawlCms }, use) => {
      const cms = await cmsSwitch(crawlCms.url);
      const site = await startOnFreePort((port) =>
        startWorker(port, { CMS_ORIGIN: cms.url, CMS_TIMEOUT_MS: "5000" }),
      );
      await use({ url: site.url, cmsDown: cms.down });
      await site.stop();
      await cms.down();
    },
    // Starting a worker takes longer than a test's own timeout on a busy machine.
    { timeout: 90_000 },
  ],
});

/** Fails (going on to the next page) with every English text on the page, named by `where`. */
async function expectSpanish(page: Page, where: string) {
  expect.soft(await englishOn(page), `${where} (${new URL(page.url()).pathname})`).toEqual([]);
}

/** A weekday abbreviation (`mar`, `sáb.`) written before a date's day, or anywhere in a `<time>`. */
const shortWeekday = /(?<!\p{L})(?:lun|mar|mié|jue|vie|sáb|dom)(?!\p{L})\.?/u;
const shortWeekdayInDate = new RegExp(`${shortWeekday.source},?\\s+\\d{1,2}\\s+de\\s`, "u");

/**
 * Every date on the page that abbreviates its weekday: a Spanish date shows none (`17 de noviembre
 * de 2026`) or writes it in full (`sábado 5 de…`); an hours table's `lun–vie` is no date.
 */
async function shortWeekdayDates(page: Page): Promise<string[]> {
  const times = await page.locator("time").allTextContents();
  const inText = shortWeekdayInDate.exec((await page.locator("body").allInnerTexts()).join("\n"));
  return [...times.filter((time) => shortWeekday.test(time)), ...(inText ? [inText[0]] : [])];
}

/** Fails (going on to the next page) with every date on the page that abbreviates its weekday. */
async function expectWeekdaysInFull(page: Page, where: string) {
  const found = await shortWeekdayDates(page);
  expect.soft(found, `${where}: dates with a short weekday (${new URL(page.url()).pathname})`).toEqual([]);
}

const contactForm = (page: Page) => page.getByRole("region", { name: es("contact.heading") });
/** The contact form's success state, and what it says. */
const contactSent = (page: Page) =>
  page.getByRole("region", { name: es("contact.thanksHeading") }).getByRole("status");

async function fillContact(page: Page, email: string) {
  const form = contactForm(page);
  await form.getByLabel(es("contact.name"), { exact: true }).fill("Lucía Pérez");
  await form.getByLabel(es("contact.email"), { exact: true }).fill(email);
  await form.getByLabel(es("contact.location"), { exact: true }).selectOption("main-street");
  await form.getByLabel(es("contact.reason"), { exact: true }).selectOption("Billing");
  await form.getByLabel(es("contact.message"), { exact: true }).fill("Tengo una pregunta sobre mi factura.");
  await form.getByLabel(es("contact.consent"), { exact: true }).check();
}

/** Spends what is left of the page's client's five submissions a minute, so its next one is refused. */
async function spendRateLimit(page: Page) {
  const statuses = await page.evaluate(async (path) => {
    const sent: number[] = [];
    while (sent.length < 6 && !sent.includes(429)) {
      const body = JSON.stringify({ email: "no", profile: "newsletter", language: "es" });
      const init = { method: "POST", headers: { "content-type": "application/json" }, body };
      sent.push((await fetch(path, init)).status);
    }
    return sent;
  }, browserPaths.signup);
  expect(statuses.at(-1)).toBe(429);
}

const email = (tag: string) => `crawl-${tag}-${Date.now().toString(36)}@example.org`;

/** Opens the newsletter modal from the footer of `page` and signs up `address`. */
async function signUp(page: Page, address: string) {
  const footer = page.getByRole("contentinfo");
  await footer.getByLabel(es("newsletter.emailLabel"), { exact: true }).fill(address);
  await footer.getByRole("button", { name: es("newsletter.signUp") }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: es("newsletter.signUp") }).click();
  return dialog;
}

test("the English detector finds a planted English text, and leaves one marked lang=en alone", {
  tag: "@desktop",
}, async ({ page }) => {
  await page.setContent(
    '<html lang="es"><body><p>Hola</p><p lang="en">Please try again later.</p></body></html>',
  );
  expect(await englishOn(page)).toEqual([]);
  await page.evaluate(() => document.body.insertAdjacentHTML("beforeend", "<p>Please try again later.</p>"));
  expect(await englishOn(page)).toEqual([expect.stringContaining("Please try again later")]);
  await page.setContent('<html lang="es"><body><button aria-label="Close the menu">×</button></body></html>');
  expect((await englishOn(page)).length).toBeGreaterThan(0);
});

test("the date check finds an abbreviated weekday in a date, and leaves full weekdays and hours tables alone", {
  tag: "@desktop",
}, async ({ page }) => {
  await page.setContent(
    '<html lang="es"><body><p>lun–vie 8:00 a.m.</p><time>17 de noviembre de 2026</time><time>sábado 5 de diciembre de 2026, 5:30 p.m.</time></body></html>',
  );
  expect(await shortWeekdayDates(page)).toEqual([]);
  await page.setContent(
    '<html lang="es"><body><p>Publicado el mar, 17 de noviembre de 2026</p></body></html>',
  );
  expect(await shortWeekdayDates(page)).toEqual(["mar, 17 de "]);
  await page.setContent('<html lang="es"><body><time>sáb. 5 de diciembre</time></body></html>');
  expect(await shortWeekdayDates(page)).toEqual(["sáb. 5 de diciembre", "sáb. 5 de "]);
});

for (let part = 0; part < crawlParts; part++)
  test(`every Spanish page shows no English with JavaScript on, then off (part ${part + 1} of ${crawlParts})`, {
    tag: "@desktop",
  }, async ({ visit, crawlSite }) => {
    test.setTimeout(240_000);
    const { paths } = crawlSite;
    expect(paths.length).toBeGreaterThan(pageExamples.length);
    const share = paths.filter((_, n) => n % crawlParts === part);
    for (const javaScriptEnabled of [true, false]) {
      const page = await visit(crawlSite.url, javaScriptEnabled);
      for (const path of share) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBeLessThan(path.endsWith("/404") ? 500 : 400);
        if (javaScriptEnabled) await hydrated(page);
        await expectSpanish(page, `JavaScript ${javaScriptEnabled ? "on" : "off"}`);
        await expectWeekdaysInFull(page, `JavaScript ${javaScriptEnabled ? "on" : "off"}`);
      }
      await page.context().close();
    }
  });

test("with JavaScript, both forms sent in Spanish with a mistake and then right show no English", {
  tag: "@desktop",
}, async ({ visit, crawlSite }) => {
  test.setTimeout(90_000);
  const live = await visit(crawlSite.url, true);
  await live.goto("/es/contact-us");
  await hydrated(live);
  await contactForm(live)
    .getByRole("button", { name: es("contact.send") })
    .click();
  await slow(contactForm(live).getByText(es("form.nameMissing"))).toBeVisible();
  await expectSpanish(live, "contact form with mistakes");
  await fillContact(live, email("live"));
  await contactForm(live)
    .getByRole("button", { name: es("contact.send") })
    .click();
  await slow(contactSent(live)).toHaveText(es("formAnswer.contactReceived"));
  await expectSpanish(live, "contact form sent");
  const dialog = await signUp(live, "not-an-email");
  await slow(dialog.getByText(es("newsletter.invalid"))).toBeVisible();
  await expectSpanish(live, "newsletter with a mistyped address");
  await dialog.getByRole("textbox").fill(email("signup"));
  await dialog.getByRole("button", { name: es("newsletter.signUp") }).click();
  await slow(live.getByRole("dialog", { name: es("newsletter.successHeading") })).toBeVisible();
  await expectSpanish(live, "newsletter signed up");
});

test("with JavaScript, both forms refused by the rate limit say so in Spanish", {
  tag: "@desktop",
}, async ({ visit, crawlSite }) => {
  test.setTimeout(90_000);
  const limited = await visit(crawlSite.url, true);
  await limited.goto("/es/contact-us");
  await hydrated(limited);
  // The limit counts per minute: spend it right before each send, so a new minute cannot begin in between.
  await fillContact(limited, email("limited"));
  await spendRateLimit(limited);
  await contactForm(limited)
    .getByRole("button", { name: es("contact.send") })
    .click();
  await slow(contactForm(limited).getByRole("alert")).toContainText(es("formAnswer.rateLimited"));
  await expectSpanish(limited, "contact form rate-limited");
  await spendRateLimit(limited);
  const dialog = await signUp(limited, email("limited"));
  await slow(dialog.getByText(es("formAnswer.rateLimited"))).toBeVisible();
  await expectSpanish(limited, "newsletter rate-limited");
});

test("without JavaScript, the contact form with a mistake, sent, and rate-limited shows no English, and the footer form leads to it", {
  tag: "@desktop",
}, async ({ visit, crawlSite }) => {
  test.setTimeout(90_000);
  const plain = await visit(crawlSite.url, false);
  await plain.goto("/es/");
  await plain
    .getByRole("contentinfo")
    .getByRole("button", { name: es("newsletter.signUp") })
    .click();
  await slow(plain).toHaveURL(/\/es\/contact-us\??$/);
  await contactForm(plain)
    .getByRole("button", { name: es("contact.send") })
    .click();
  await slow(plain.getByText(es("formAnswer.invalid"))).toBeVisible();
  await expectSpanish(plain, "plain contact form with mistakes");
  await fillContact(plain, email("plain"));
  await contactForm(plain)
    .getByRole("button", { name: es("contact.send") })
    .click();
  await slow(plain).toHaveURL(/\/es\/contact-us\?sent=1$/);
  await expectSpanish(plain, "plain contact form sent");
  await plain.goto("/es/contact-us");
  await fillContact(plain, email("plain-limited"));
  await spendRateLimit(plain);
  await contactForm(plain)
    .getByRole("button", { name: es("contact.send") })
    .click();
  await slow(plain.getByText(es("formAnswer.rateLimited"))).toBeVisible();
  await expectSpanish(plain, "plain contact form rate-limited");
});

test("with the CMS down, both forms are kept for later and say so in Spanish, with JavaScript and without", {
  tag: "@desktop",
}, async ({ visit, downSite }) => {
  test.setTimeout(120_000);
  const down = await visit(downSite.url, true);
  await down.goto("/es/contact-us");
  await hydrated(down);
  const plainDown = await visit(downSite.url, false);
  await plainDown.goto("/es/contact-us");
  await downSite.cmsDown();
  await fillContact(down, email("down"));
  await contactForm(down)
    .getByRole("button", { name: es("contact.send") })
    .click();
  await slow(contactSent(down)).toHaveText(es("formAnswer.contactQueued"));
  await expectSpanish(down, "contact form with the CMS down");
  await signUp(down, email("down"));
  await slow(down.getByRole("dialog", { name: es("newsletter.successHeading") })).toBeVisible();
  await expectSpanish(down, "newsletter with the CMS down");
  await fillContact(plainDown, email("plain-down"));
  await contactForm(plainDown)
    .getByRole("button", { name: es("contact.send") })
    .click();
  await slow(plainDown).toHaveURL(/\/es\/contact-us\?sent=1$/);
  await expectSpanish(plainDown, "plain contact form with the CMS down");
});
