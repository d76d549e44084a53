/** @module The contact form without JavaScript on a Spanish page stays in Spanish from the post to the redirect. */
import { describe, expect, it } from "vitest";
import { textsFor } from "../../../../shared/i18n/catalogue.ts";
import { call } from "../../support/app.ts";
import { freshEmail, freshIp, storedFor } from "../forms-support.ts";

const valid = () => ({
  name: "Lucía Pérez",
  email: freshEmail(),
  phone: "",
  location: "main-street",
  reason: "Billing",
  message: "Tengo una pregunta sobre mi factura.",
  consent: "on",
});

/** A plain form post to `path`, as a browser sends it from the Spanish contact page. */
function postForm(path: string, fields: Record<string, string>, ip = freshIp(), referer = true) {
  return call(path, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "cf-connecting-ip": ip,
      origin: "http://clinic.test",
      ...(referer ? { referer: "http://clinic.test/es/contact-us" } : {}),
    },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

/** The page's visible words: its HTML without tags, scripts and the page state. */
const words = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

describe("the Spanish contact page without JavaScript", () => {
  it("posts its form to the Spanish contact page", async () => {
    const html = await (await call("/es/contact-us")).text();
    const form = /<form[^>]*method="post"[^>]*>/.exec(html)?.[0] ?? "";
    expect(form).toContain('action="/es/contact-us"');
  });

  it("redirects a message sent from it to the Spanish success state, and stores it as Spanish", async () => {
    for (const referer of [true, false]) {
      const fields = valid();
      const response = await postForm("/es/contact-us", fields, freshIp(), referer);
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/es/contact-us?sent=1");
      expect((await storedFor(fields.email))[0]?.language).toBe("es");
    }
    const done = await (await call("/es/contact-us?sent=1")).text();
    expect(done).toContain("¡Gracias!");
  });

  it("shows the form again in Spanish, with Spanish field messages, when fields are wrong", async () => {
    const response = await postForm("/es/contact-us", { ...valid(), email: "nope", consent: "" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toMatch(/^<!DOCTYPE html><html lang="es/);
    const title = textsFor("es")("pages.contactUs");
    expect(html).toContain(`<h1>${title}</h1>`);
    expect(html).toContain(`<title>${title}`);
    expect(html).toContain("Corrija los campos marcados abajo.");
    expect(html).toContain("Escriba un correo electrónico válido.");
    expect(html).toContain('action="/es/contact-us"');
    const text = words(html);
    for (const english of ["Contact Us", "Please correct", "Please enter", "Send us a message"])
      expect(text).not.toContain(english);
  });

  it("tells a rate limit and an oversized form in Spanish", async () => {
    const ip = freshIp();
    // Five a minute; a limit window can turn over between two posts, so post until one is refused.
    let limited = await postForm("/es/contact-us", { ...valid(), email: "nope" }, ip);
    for (let i = 0; i < 11 && limited.status !== 429; i++)
      limited = await postForm("/es/contact-us", { ...valid(), email: "nope" }, ip);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("60");
    expect(await limited.text()).toContain("Demasiados envíos. Espere un minuto.");
    const big = await postForm("/es/contact-us", { ...valid(), message: "x".repeat(20_000) });
    expect(big.status).toBe(413);
    expect(await big.text()).toContain("El envío es demasiado grande (16 KB como máximo).");
  });

  it("keeps the English contact page's post in English", async () => {
    const fields = valid();
    const response = await call("/contact-us", {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "cf-connecting-ip": freshIp(),
        origin: "http://clinic.test",
        referer: "http://clinic.test/contact-us",
      },
      body: new URLSearchParams(fields).toString(),
      redirect: "manual",
    });
    expect(response.headers.get("location")).toBe("/contact-us?sent=1");
    expect((await storedFor(fields.email))[0]?.language).toBe("en");
  });
});
