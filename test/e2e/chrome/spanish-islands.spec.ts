/** @module The interactive chrome on Spanish pages: drawer, dropdowns, search, newsletter and contact form speak Spanish and link to Spanish pages. */
import type { Page } from "@playwright/test";
import { axeBothSchemes } from "../a11y/axe.ts";
import { islandReady } from "../a11y/island-ready.ts";
import { animationsDone, expect, hydrated, test } from "../fixtures.ts";

/** Every link of `scope` to a page of this site (not a phone number, portal or other site). */
async function internalPaths(scope: import("@playwright/test").Locator): Promise<string[]> {
  const hrefs = await scope
    .locator("a[href^='/']")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  return hrefs.filter((href): href is string => href !== null);
}

test("the drawer on a Spanish page is in Spanish, links to Spanish pages and offers English", {
  tag: "@phone",
}, async ({ page }) => {
  await page.goto("/es/");
  await hydrated(page);
  const menu = page.getByRole("button", { name: "Menú", exact: true });
  await menu.click();
  const drawer = page.getByRole("dialog", { name: "Menú" });
  await expect(drawer).toBeVisible();
  const close = drawer.getByRole("button", { name: "Cerrar el menú" });
  await expect(close).toBeFocused();
  const nav = drawer.getByRole("navigation", { name: "Móvil" });
  await expect(nav.getByRole("heading", { name: "Servicios" })).toBeVisible();
  await expect(nav.getByRole("heading", { name: "Quiénes somos" })).toBeVisible();
  // The services list comes first; the care teams list has a "Atención primaria" of its own.
  await expect(nav.getByRole("link", { name: "Atención primaria" }).first()).toHaveAttribute(
    "href",
    "/es/services/primary-care",
  );
  await expect(nav.getByRole("link", { name: "Portal del paciente" })).toBeVisible();
  const paths = await internalPaths(nav);
  expect(paths.length).toBeGreaterThan(5);
  expect(paths.filter((path) => !path.startsWith("/es/"))).toEqual([]);
  await expect(drawer.getByRole("combobox", { name: "Buscar en el sitio" })).toBeVisible();
  const english = drawer.getByRole("link", { name: "English" });
  await expect(english).toHaveAttribute("href", "/");
  await expect(english).toHaveAttribute("lang", "en");
  const box = await english.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(24);
  await animationsDone(page.locator("#side-drawer"));
  await close.click();
  await expect(drawer).toBeHidden();
  await expect(menu).toBeFocused();
});

test("a dropdown on a Spanish page opens with Spanish labels and links to Spanish pages", {
  tag: "@desktop",
}, async ({ page }) => {
  await page.goto("/es/");
  await hydrated(page);
  const nav = page.getByRole("navigation", { name: "Principal" });
  const about = nav.getByRole("button", { name: "Quiénes somos" });
  await about.click();
  await expect(about).toHaveAttribute("aria-expanded", "true");
  const general = nav.getByRole("link", { name: "Información general" });
  await expect(general).toBeVisible();
  await expect(general).toHaveAttribute("href", "/es/about-us");
  await expect(nav.getByRole("link", { name: "Comuníquese con nosotros" })).toHaveAttribute(
    "href",
    "/es/contact-us",
  );
  const paths = await internalPaths(nav);
  expect(paths.filter((path) => !path.startsWith("/es/"))).toEqual([]);
  await expect(page.getByRole("banner").getByRole("link", { name: "Portal del paciente" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "English" })).toHaveAttribute("href", "/");
});

test("the nav bar's language switch is a plain link that works before any script runs", {
  tag: "@desktop",
}, async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/es/contact-us");
  const english = page.getByRole("banner").getByRole("link", { name: "English" });
  await expect(english).toHaveAttribute("href", "/contact-us");
  await english.focus();
  await expect(english).toHaveCSS("outline-style", "solid");
  await english.click();
  await expect(page).toHaveURL(/\/contact-us$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  // The contact page has no Spanish version in the CMS yet: the switch leads to the Spanish home.
  await expect(page.getByRole("banner").getByRole("link", { name: "Español" })).toHaveAttribute(
    "href",
    /^\/es\//,
  );
  await context.close();
});

/** Opens the search box of the nav bar (desktop) or of the drawer (phone) on a Spanish page. */
async function openSearch(page: Page, isMobile: boolean) {
  await hydrated(page);
  if (isMobile) {
    await page.getByRole("button", { name: "Menú", exact: true }).click();
    await expect(page.getByRole("button", { name: "Cerrar el menú" })).toBeFocused();
    return page.getByRole("dialog", { name: "Menú" }).getByRole("combobox", { name: "Buscar en el sitio" });
  }
  // The widget hydrates as the visitor reaches for it; its toggle is a button once it is live.
  await islandReady(page, "search-widget");
  await page.getByRole("banner").getByRole("button", { name: "Buscar", exact: true }).click();
  await expect(page.getByRole("banner").getByRole("button", { name: "Cerrar la búsqueda" })).toBeVisible();
  return page.getByRole("banner").getByRole("combobox", { name: "Buscar en el sitio" });
}

test("searching on a Spanish page shows Spanish completions and a Spanish results modal", async ({
  page,
  isMobile,
}) => {
  await page.goto("/es/");
  const box = await openSearch(page, isMobile);
  await expect(box).toHaveAttribute("placeholder", "Buscar");
  await expect(page.locator("form[role='search']").first()).toHaveAttribute("action", "/es/search");
  await box.pressSequentially("dent");
  const options = page.getByRole("listbox", { name: "Sugerencias" }).getByRole("option");
  await expect(options.first()).toBeVisible();
  await box.press("ArrowDown");
  const picked = (await options.first().textContent()) ?? "";
  await box.press("Enter");
  const results = page.getByRole("dialog", {
    name: new RegExp(`^(Se encontró \\d+ resultado|Se encontraron \\d+ resultados) para “${picked}”$`),
  });
  await expect(results).toBeVisible();
  await expect(results).toHaveAccessibleDescription(`Resultados de la búsqueda de ${picked}, página 1`);
  await expect(results.getByRole("link", { name: "Ver todos los resultados" })).toHaveAttribute(
    "href",
    `/es/search/${encodeURIComponent(picked)}/1`,
  );
  await results.getByRole("button", { name: "Cerrar" }).click();
  await expect(results).toBeHidden();
});

test("the newsletter signup runs in Spanish on a Spanish page", async ({ page }) => {
  await page.goto("/es/about-us");
  await hydrated(page);
  const footer = page.getByRole("contentinfo");
  await footer.scrollIntoViewIfNeeded();
  await islandReady(page, "newsletter");
  await expect(page.locator(".newsletter[data-ready]")).toBeAttached();
  await expect(footer.getByRole("heading", { name: "Boletín" })).toBeVisible();
  // Valid for the browser's own check of the footer field, not for the signup's rule (no suffix).
  await footer.getByLabel("Correo electrónico", { exact: true }).fill("ana@example");
  await footer.getByRole("button", { name: "Suscribirse" }).click();
  const dialog = page.getByRole("dialog", { name: "Suscripción al boletín" });
  const input = dialog.getByRole("textbox", { name: "Confirme que este correo electrónico es correcto:" });
  await expect(input).toBeFocused();
  const signUp = dialog.getByRole("button", { name: "Suscribirse" });
  await signUp.click();
  await expect(dialog.getByText("Correo electrónico no válido")).toBeVisible();
  await expect(input).toHaveAccessibleDescription("Correo electrónico no válido");
  const email = `ana-${Date.now()}@example.org`;
  await input.fill(email);
  await signUp.click();
  const success = page.getByRole("dialog", { name: "¡Listo!" });
  await expect(
    success.getByText("Agregamos este correo electrónico a la lista de nuestro boletín:"),
  ).toBeVisible();
  await expect(success.getByText(email)).toBeVisible();
  await expect(
    success.getByText(/^¡Nos dará mucho gusto mantenerlo al tanto de todas las novedades de .+!$/),
  ).toBeVisible();
  await success.getByRole("button", { name: "Cerrar" }).click();
  await expect(success).toBeHidden();
});

test("the contact form on a Spanish page tells what to fix in Spanish", async ({ page }) => {
  await page.goto("/es/contact-us");
  await hydrated(page);
  const form = page.getByRole("region", { name: "Envíenos un mensaje" });
  await expect(form.getByLabel("Teléfono (opcional)", { exact: true })).toHaveAccessibleDescription(
    "10 dígitos, por ejemplo (555) 123-4567.",
  );
  const reason = form.getByLabel("Motivo de su mensaje", { exact: true });
  await expect(reason.getByRole("option", { name: "Facturación" })).toHaveAttribute("value", "Billing");
  await form.getByLabel("Correo electrónico", { exact: true }).fill("no-es-un-correo");
  await form.getByRole("button", { name: "Enviar mensaje" }).click();
  await expect(form.getByText("Corrija 6 campos.")).toBeVisible();
  const name = form.getByLabel("Su nombre", { exact: true });
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAccessibleDescription("Escriba su nombre.");
  await expect(form.getByLabel("Correo electrónico", { exact: true })).toHaveAccessibleDescription(
    "Escriba un correo electrónico válido.",
  );
  await expect(
    form.getByLabel("Acepto que se comuniquen conmigo sobre mi mensaje."),
  ).toHaveAccessibleDescription("Acepte que nos comuniquemos con usted para poder responderle.");
});

test("the Spanish nav bar with its language switch, and the open drawer, pass the WCAG A/AA sweep in both schemes", async ({
  page,
  isMobile,
}) => {
  test.setTimeout(90_000);
  await page.goto("/es/");
  await hydrated(page);
  if (isMobile) {
    await page.getByRole("button", { name: "Menú", exact: true }).click();
    await expect(
      page.getByRole("dialog", { name: "Menú" }).getByRole("link", { name: "English" }),
    ).toBeVisible();
    await animationsDone(page.locator("#side-drawer"));
    expect(await axeBothSchemes(page, "/es/ drawer", "#side-drawer")).toEqual([]);
  } else {
    await expect(page.getByRole("banner").getByRole("link", { name: "English" })).toBeVisible();
    expect(await axeBothSchemes(page, "/es/ nav bar", "header")).toEqual([]);
  }
});

test("a Spanish location page says whether the clinic is open in Spanish", async ({ page }) => {
  await page.goto("/es/locations/main-street");
  await hydrated(page);
  await expect(page.locator(".open-now")).toHaveText(
    /^(Abierto en este momento · hasta las? \d{1,2}:\d{2} [ap]\. ?m\.|Cerrado en este momento( · abre (hoy|mañana|el \p{L}+) a las? \d{1,2}:\d{2} [ap]\. ?m\.)?)$/u,
  );
});
