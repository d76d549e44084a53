/** @module Form answers carry a code, and a message in the submission's language (or, before the body is read, the page's). */
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiBase } from "../../../../shared/cms/paths.ts";
import { demoCms } from "../../../../worker/cms/demo/index.ts";
import { call } from "../../support/app.ts";
import { contactPath, freshEmail, freshIp, postJson, signupPath, validContact } from "../forms-support.ts";

type Answer = { success: boolean; code: string; message: string };
const fromSpanishPage = { referer: "http://clinic.test/es/contact-us" };

afterEach(() => vi.restoreAllMocks());

/** POSTs one submission from `ip` and reads the JSON answer. */
async function answer(path: string, body: unknown, ip = freshIp(), vars = {}, headers = {}) {
  const response = await postJson(path, body, ip, vars, headers);
  return { status: response.status, body: (await response.json()) as Answer };
}

describe("the form endpoints' answers", () => {
  it("tell a Spanish contact message and signup that they were received, in Spanish", async () => {
    expect(await answer(contactPath, validContact({ language: "es" }))).toEqual({
      status: 200,
      body: { success: true, code: "received", message: "Gracias, recibimos su mensaje." },
    });
    const signup = { email: freshEmail(), profile: "newsletter", language: "es" };
    expect(await answer(signupPath, signup)).toEqual({
      status: 200,
      body: { success: true, code: "received", message: "Su suscripción al boletín quedó registrada." },
    });
  });

  it("tell a rate limit in the language of the page it came from, before reading the body", async () => {
    const ip = freshIp();
    // Five a minute; a limit window can turn over between two posts, so post until one is refused.
    // Not even JSON: the limit is told before the body is read.
    let limited = await answer(signupPath, "{", ip, {}, fromSpanishPage);
    for (let i = 0; i < 11 && limited.status !== 429; i++)
      limited = await answer(signupPath, "{", ip, {}, fromSpanishPage);
    expect(limited).toEqual({
      status: 429,
      body: { success: false, code: "rate-limited", message: "Demasiados envíos. Espere un minuto." },
    });
    expect((await answer(signupPath, "{", ip)).body.message).toBe(
      "Too many submissions. Please wait a minute.",
    );
  });

  it("tell a body over the cap, a body that cannot be read and a wrong method in the page's language", async () => {
    const big = JSON.stringify(validContact({ message: "x".repeat(17 * 1024) }));
    expect(await answer(contactPath, big, freshIp(), {}, fromSpanishPage)).toEqual({
      status: 413,
      body: {
        success: false,
        code: "too-large",
        message: "El envío es demasiado grande (16 KB como máximo).",
      },
    });
    expect(await answer(contactPath, "[1]", freshIp(), {}, fromSpanishPage)).toEqual({
      status: 400,
      body: {
        success: false,
        code: "bad-request",
        message: "No pudimos leer el formulario. Vuelva a cargar la página e inténtelo de nuevo.",
      },
    });
    const get = await call(signupPath, { headers: fromSpanishPage });
    expect(get.status).toBe(405);
    expect(await get.json()).toEqual({
      success: false,
      code: "wrong-method",
      message: "Envíe el formulario con POST.",
    });
  });

  it("tell a refused or unreachable bot check in the submission's language", async () => {
    const vars = { BOT_CHECK_SECRET: "test-secret", BOT_CHECK_SITE_KEY: "site-key-0123456789abcdef" };
    const original = globalThis.fetch;
    let down = false;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      if (new Request(input, init).url !== "https://www.google.com/recaptcha/api/siteverify")
        return original(input, init);
      if (down) throw new TypeError("network down");
      return Response.json({ success: false });
    });
    const signup = () => ({
      email: freshEmail(),
      profile: "newsletter",
      recaptchaToken: "t",
      language: "es",
    });
    expect(await answer(signupPath, signup(), freshIp(), vars)).toEqual({
      status: 403,
      body: {
        success: false,
        code: "bot-check-failed",
        message: "No pudimos confirmar que usted no es un robot. Inténtelo de nuevo.",
      },
    });
    down = true;
    expect((await answer(signupPath, signup(), freshIp(), vars)).body).toMatchObject({
      code: "bot-check-unavailable",
      message: "La verificación contra robots no está disponible. Inténtelo de nuevo en unos momentos.",
    });
  });

  it("tell a message kept for a CMS that is down, and the CMS's own refusal, in Spanish", async () => {
    const cmsOrigin = "https://cms.example.test";
    const vars = { CMS_ORIGIN: cmsOrigin, CMS_TIMEOUT_MS: "300" };
    const original = globalThis.fetch;
    let up = false;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      if (!request.url.startsWith(cmsOrigin)) return original(input, init);
      if (!up) throw new TypeError("connection refused");
      const url = new URL(request.url);
      return demoCms.fetch(new Request(`http://demo.internal${url.pathname}`, request), env);
    });
    expect(await answer(contactPath, validContact({ language: "es" }), freshIp(), vars)).toEqual({
      status: 202,
      body: {
        success: true,
        code: "queued",
        message: "Gracias, recibimos su mensaje y lo haremos llegar en breve.",
      },
    });
    up = true;
    // The site's rules pass this address; the demo CMS, like WordPress, checks it again its own way.
    const { status, body } = await answer(
      signupPath,
      { email: "ana@example.org", profile: "newsletter", language: "es" },
      freshIp(),
      vars,
    );
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      code: "received",
      message: "Su suscripción al boletín quedó registrada.",
    });
  });
});

describe("the demo CMS's answers", () => {
  const post = async (path: string, body: unknown, type = "application/json") => {
    const request = new Request(`http://demo.internal${apiBase}/${path}`, {
      method: "POST",
      headers: { "content-type": type },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
    const response = await demoCms.fetch(request, env);
    return { status: response.status, body: await response.json() };
  };

  it("are told in the submission's language, with a code, and never in English for a Spanish one", async () => {
    expect(await post("signup", { email: "ana@example.org", profile: "newsletter", language: "es" })).toEqual(
      {
        status: 200,
        body: { success: true, code: "received", message: "Su suscripción al boletín quedó registrada." },
      },
    );
    expect(await post("signup", { email: "not-an-email", profile: "newsletter", language: "es" })).toEqual({
      status: 400,
      body: { success: false, code: "invalid", message: "Correo electrónico no válido" },
    });
    expect(await post("contact-us-form-endpoint", { email: "x", language: "es" })).toEqual({
      status: 400,
      body: { success: false, code: "invalid", message: "Escriba un correo electrónico válido." },
    });
    expect(
      await post("contact-us-form-endpoint", { email: "ana@example.org", language: "fr" }),
    ).toMatchObject({
      status: 400,
      body: { code: "wrong-language" },
    });
    expect(await post("signup", "email=a", "text/plain")).toMatchObject({
      status: 415,
      body: { code: "bad-request" },
    });
  });
});
