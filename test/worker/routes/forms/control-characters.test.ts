/** @module Form text fields refuse control characters; the contact message keeps its line breaks. */
import { describe, expect, it } from "vitest";
import { call } from "../../support/app.ts";
import {
  contactPath,
  freshEmail,
  freshIp,
  postJson,
  signupPath,
  storedFor,
  validContact,
} from "../forms-support.ts";

type Answer = { success: boolean; code: string; message: string; errors?: Record<string, string> };
const oneLine = "Please remove the line breaks and invisible characters from this field.";

describe("control characters in a submission", () => {
  it("refuse a name that would forge an email header, in the submission's language, and forward nothing", async () => {
    const body = validContact({ name: "Jane\r\nBcc: list@evil.example" });
    const response = await postJson(contactPath, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      code: "invalid",
      message: oneLine,
      errors: { name: oneLine },
    });
    const spanish = await postJson(contactPath, { ...body, language: "es" });
    expect(((await spanish.json()) as Answer).errors).toEqual({
      name: "Quite los saltos de línea y los caracteres invisibles de este campo.",
    });
    expect(await storedFor(body.email)).toEqual([]);
  });

  it.each([
    ["a NUL in the name", { name: "Jane\u0000Doe" }, "name"],
    ["a line separator in the name", { name: "Jane\u2028Doe" }, "name"],
    ["a paragraph separator in the name", { name: "Jane\u2029" }, "name"],
    ["a tab in the name", { name: "Jane\tDoe" }, "name"],
    ["a C1 next-line in the name", { name: "Jane\u0085Doe" }, "name"],
    ["a DEL in the name", { name: "Jane\u007f" }, "name"],
    ["a trailing line feed in the email", { email: "jane@example.org\n" }, "email"],
    ["an escape in the email", { email: "jane\u001b@example.org" }, "email"],
    ["a line feed inside the phone number", { phone: "555\n123 4567" }, "phone"],
    ["a line feed after the location", { location: "main-street\r\n" }, "location"],
    ["a carriage return after the reason", { reason: "Billing\r" }, "reason"],
  ])("refuse %s with 400 and that field's message", async (_what, over, field) => {
    const body = validContact(over);
    const response = await postJson(contactPath, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as Answer).errors).toEqual({ [field]: oneLine });
    expect(await storedFor(body.email)).toEqual([]);
  });

  it("keep a message's line breaks and tabs, as a visitor types them in its box", async () => {
    const message = "Hello,\r\n\r\nPlease call me:\r\n\t- mornings\n\t- evenings\r\nThanks";
    const body = validContact({ message });
    expect((await postJson(contactPath, body)).status).toBe(200);
    expect((await storedFor(body.email))[0]?.payload).toMatchObject({ message });
  });

  it.each([
    ["a NUL", "Hello\u0000"],
    ["a line separator", "Hello\u2028there"],
    ["a vertical tab", "Hello\u000bthere"],
    ["a C1 control", "Hello\u009bthere"],
  ])("refuse %s in the message", async (_what, message) => {
    const body = validContact({ message, language: "es" });
    const response = await postJson(contactPath, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as Answer).errors).toEqual({
      message: "Quite los caracteres de control invisibles de su mensaje.",
    });
  });

  it("refuse a newsletter address with a line break as Invalid Email", async () => {
    const response = await postJson(signupPath, {
      email: `${freshEmail()}\r\nBcc: list@evil.example`,
      profile: "newsletter",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "invalid", errors: { email: "Invalid Email" } });
  });

  it("refuse a name with a line break in a plain post from a Spanish page, on the Spanish page again", async () => {
    const fields = { ...validContact(), consent: "on", name: "Jane\r\nBcc: list@evil.example" };
    const response = await call("/es/contact-us", {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "cf-connecting-ip": freshIp(),
        origin: "http://clinic.test",
      },
      body: new URLSearchParams(fields as Record<string, string>).toString(),
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Quite los saltos de línea y los caracteres invisibles de este campo.");
    expect(await storedFor(fields.email)).toEqual([]);
  });
});
