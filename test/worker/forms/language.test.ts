/** @module Form submissions carry the language they were written in, from the browser or from the page they came from. */
import { describe, expect, it } from "vitest";
import { submissionLanguage } from "../../../worker/forms/language.ts";
import {
  contactPath,
  freshEmail,
  freshIp,
  postJson,
  signupPath,
  storedFor,
  validContact,
} from "../routes/forms-support.ts";
import { call } from "../support/app.ts";

describe("the language of a form submission", () => {
  it("reaches the demo CMS as the browser sent it, for a contact message and a signup", async () => {
    const message = validContact({ language: "es", message: "Por favor llámenme." });
    expect((await postJson(contactPath, message)).status).toBe(200);
    const email = freshEmail();
    const signup = { email, profile: "newsletter", recaptchaToken: "", language: "es" };
    expect((await postJson(signupPath, signup)).status).toBe(200);
    for (const address of [message.email, email]) {
      const [row] = await storedFor(address);
      expect(row?.language, address).toBe("es");
      expect(row?.payload).toMatchObject({ language: "es" });
    }
  });

  it("is English when the browser sends none from an English page, or no page at all", async () => {
    const fromPage = validContact();
    await postJson(contactPath, fromPage, freshIp(), {}, { referer: "http://clinic.test/contact-us" });
    const bare = validContact();
    await postJson(contactPath, bare);
    for (const { email } of [fromPage, bare]) expect((await storedFor(email))[0]?.language, email).toBe("en");
  });

  it("is the page's language when a form without JavaScript is posted from a Spanish page", async () => {
    const fields = {
      name: "Lucía",
      email: freshEmail(),
      phone: "",
      location: "main-street",
      reason: "Appointment",
      message: "Quisiera una cita.",
      consent: "on",
    };
    const response = await call("/contact-us", {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "cf-connecting-ip": freshIp(),
        origin: "http://clinic.test",
        referer: "http://clinic.test/es/contact-us",
      },
      body: new URLSearchParams(fields).toString(),
      redirect: "manual",
    });
    expect(response.status).toBe(303);
    expect((await storedFor(fields.email))[0]?.language).toBe("es");
  });

  it.each([
    ["a language the site does not have", "fr"],
    ["a tag instead of a language", "es-US"],
    ["an empty language", ""],
    ["a language that is not a string", 34],
  ])("answers 400 with a message to %s, and forwards nothing", async (_what, language) => {
    const body = validContact({ language });
    const response = await postJson(contactPath, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      code: "wrong-language",
      message: "The form's language must be one of en, es.",
    });
    expect(await storedFor(body.email)).toEqual([]);
  });

  it("prefers the language the browser sent over the page's, and reads the page from the Referer's path", () => {
    const url = "http://clinic.test/contact-us-form";
    expect(submissionLanguage("en", "http://clinic.test/es/contact-us", url)).toEqual({
      ok: true,
      language: "en",
    });
    expect(submissionLanguage(undefined, "http://clinic.test/es/news/a", url)).toEqual({
      ok: true,
      language: "es",
    });
    expect(submissionLanguage(undefined, "not a url", "http://clinic.test/es/contact-us")).toEqual({
      ok: true,
      language: "es",
    });
    expect(submissionLanguage(undefined, undefined, url)).toEqual({ ok: true, language: "en" });
  });
});
