/** @module The demo CMS keeps the language each signup and contact message was written in. */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { apiPath } from "../../../../shared/cms/paths.ts";
import { textsFor } from "../../../../shared/i18n/catalogue.ts";
import { answerVars } from "../../../../shared/lib/form-answers.ts";
import { demoCms } from "../../../../worker/cms/demo/index.ts";

const post = (body: unknown) =>
  demoCms.request(
    apiPath("contactForm"),
    { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) },
    env,
  );
const listed = async () =>
  (await (
    await demoCms.request(
      apiPath("demoSubmissions"),
      { headers: { authorization: `Bearer ${env.OPS_TOKEN}` } },
      env,
    )
  ).json()) as { language: string; payload: { email: string } }[];

describe("the demo CMS's submissions", () => {
  it("stores the language a message was written in, and lists it", async () => {
    expect((await post({ email: "ana@example.org", message: "Hola", language: "es" })).status).toBe(200);
    expect((await post({ email: "bo@example.org", message: "Hello" })).status).toBe(200);
    const rows = await listed();
    expect(rows.slice(-2).map((r) => [r.payload.email, r.language])).toEqual([
      ["ana@example.org", "es"],
      ["bo@example.org", "en"],
    ]);
  });

  it("answers 400 with its code to a language the site does not have, told in the default language, and stores nothing", async () => {
    const before = (await listed()).length;
    for (const language of ["fr", "", 5, "ES"]) {
      const res = await post({ email: "cy@example.org", message: "Hi", language });
      expect(res.status, String(language)).toBe(400);
      expect(await res.json()).toEqual({
        success: false,
        code: "wrong-language",
        message: textsFor("en")("formAnswer.wrongLanguage", answerVars),
      });
    }
    expect(await listed()).toHaveLength(before);
  });

  it("refuses a Spanish submission in Spanish, with its code", async () => {
    const before = (await listed()).length;
    const res = await post({ email: "not-an-email", message: "Hola", language: "es" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      success: false,
      code: "invalid",
      message: textsFor("es")("form.emailInvalid"),
    });
    expect(await listed()).toHaveLength(before);
  });
});
