import { describe, expect, it } from "vitest";
import { textsFor } from "../../../shared/i18n/catalogue.ts";
import { ConfigError } from "../../../worker/env.ts";
import { configErrorPage } from "../../../worker/render/config-error.ts";
import { call } from "../support/app.ts";

const production = { ENVIRONMENT: "production" };

describe("the configuration error page", () => {
  it("speaks Spanish under /es/ and English elsewhere, listing the problems", async () => {
    const es = await call("/es/news", {}, production);
    expect(es.status).toBe(500);
    const html = await es.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain(`<h1>${textsFor("es")("errors.configTitle")}</h1>`);
    expect(html).toMatch(/<li lang="en">[^<]+<\/li>/);
    const en = await (await call("/news", {}, production)).text();
    expect(en).toContain('<html lang="en">');
    expect(en).toContain(`<h1>${textsFor("en")("errors.configTitle")}</h1>`);
    expect(en).not.toContain(textsFor("es")("errors.configTitle"));
  });

  it("shows every language, each marked, when the request's language is not known", async () => {
    const html = await configErrorPage(new ConfigError(["SITE_URL is <bad>"])).text();
    expect(html).toContain(`<h1>${textsFor("en")("errors.configTitle")}</h1>`);
    expect(html).toContain(`<h1 lang="es">${textsFor("es")("errors.configTitle")}</h1>`);
    expect(html).toContain("SITE_URL is &#60;bad&#62;");
  });
});
