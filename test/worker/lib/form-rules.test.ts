/** @module The contact and newsletter rules the islands and the forms pipeline share. */
import { describe, expect, it } from "vitest";
import { textsFor } from "../../../shared/i18n/catalogue.ts";
import {
  checkContact as checkIn,
  hasControlCharacters,
  checkNewsletter as newsletterIn,
  phoneDigits,
} from "../../../shared/lib/form-rules.ts";

const english = textsFor("en");
const spanish = textsFor("es");
const checkContact = (input: Record<string, unknown>, names: readonly string[]) =>
  checkIn(input, names, english);
const checkNewsletter = (input: Record<string, unknown>) => newsletterIn(input, english);

const locations = ["main-street", "river-road"];
const good = {
  name: "  Ana Ruiz ",
  email: "ana@example.org",
  phone: "+1 (503) 555-0100",
  location: "main-street",
  reason: "Billing",
  message: " A question about my bill. ",
  consent: "on",
};

describe("checkContact", () => {
  it("accepts a complete submission and gives trimmed values and ten phone digits", () => {
    expect(checkContact(good, locations)).toEqual({
      ok: true,
      value: {
        name: "Ana Ruiz",
        email: "ana@example.org",
        phone: "5035550100",
        location: "main-street",
        reason: "Billing",
        message: "A question about my bill.",
        consent: true,
      },
    });
  });

  it("treats an empty phone number as not given", () => {
    const checked = checkContact({ ...good, phone: "  " }, locations);
    expect(checked.ok && checked.value.phone).toBe("");
  });

  it("reports one message per field, for every field that is missing", () => {
    expect(checkContact({}, locations)).toEqual({
      ok: false,
      errors: {
        name: "Please enter your name.",
        email: "Please enter a valid email address.",
        location: "Please choose a location.",
        reason: "Please choose a reason.",
        message: "Please enter a message.",
        consent: "Please agree to be contacted so we can answer you.",
      },
    });
  });

  it("names the limits of over-long names and messages", () => {
    const checked = checkContact({ ...good, name: "x".repeat(101), message: "y".repeat(2001) }, locations);
    expect(checked).toEqual({
      ok: false,
      errors: {
        name: "Your name can be at most 100 characters.",
        message: "Your message can be at most 2000 characters.",
      },
    });
  });

  it.each([
    ["letters in the number", "555-CALL-NOW"],
    ["too few digits", "555 0100"],
    ["eleven digits not starting with 1", "25035550100"],
  ])("refuses a phone number with %s", (_, phone) => {
    expect(checkContact({ ...good, phone }, locations)).toEqual({
      ok: false,
      errors: { phone: "Please enter a 10-digit phone number, or leave it empty." },
    });
  });

  it("refuses a location or reason outside the lists, and values that are not text", () => {
    const checked = checkContact(
      { ...good, location: "elsewhere", reason: "Gossip", name: 42, consent: "false" },
      locations,
    );
    expect(checked.ok ? [] : Object.keys(checked.errors)).toEqual(["name", "location", "reason", "consent"]);
  });

  it("accepts consent given as a boolean or the text true", () => {
    expect(checkContact({ ...good, consent: true }, locations).ok).toBe(true);
    expect(checkContact({ ...good, consent: "true" }, locations).ok).toBe(true);
  });
});

describe("checkNewsletter", () => {
  it("accepts a valid email with the newsletter profile", () => {
    expect(checkNewsletter({ email: "a.b@example.org", profile: "newsletter", extra: 1 })).toEqual({
      ok: true,
      value: { email: "a.b@example.org", profile: "newsletter" },
    });
  });

  it("refuses an invalid or untrimmed email and any other profile", () => {
    expect(checkNewsletter({ email: " a@example.org", profile: "news" })).toEqual({
      ok: false,
      errors: { email: "Invalid Email", profile: "Unknown profile; expected newsletter." },
    });
    expect(checkNewsletter({})).toEqual({
      ok: false,
      errors: { email: "Invalid Email", profile: "Unknown profile; expected newsletter." },
    });
  });
});

describe("control characters", () => {
  const oneLine = english("form.controlCharacters");

  it("are refused in every one-line field, before trimming, with the field's own message", () => {
    for (const field of ["name", "email", "phone", "location", "reason"] as const) {
      for (const bad of [
        "\r\n",
        "\n",
        "\r",
        "\u0000",
        "\t",
        "\u001b",
        "\u007f",
        "\u0085",
        "\u009f",
        "\u2028",
        "\u2029",
      ]) {
        const value = `${good[field].trim()}${bad}`;
        expect(checkContact({ ...good, [field]: value }, locations), JSON.stringify(value)).toEqual({
          ok: false,
          errors: { [field]: oneLine },
        });
      }
    }
    expect(checkContact({ ...good, name: "Jane\r\nBcc: list@evil.example" }, locations)).toEqual({
      ok: false,
      errors: { name: oneLine },
    });
  });

  it("leave a message its line breaks and tabs, and refuse any other control in it", () => {
    const message = "Line one\r\nLine two\n\tindented";
    const checked = checkContact({ ...good, message }, locations);
    expect(checked.ok && checked.value.message).toBe(message);
    for (const bad of ["\u0000", "\u000b", "\u000c", "\u001b", "\u007f", "\u0085", "\u2028", "\u2029"])
      expect(checkContact({ ...good, message: `a${bad}b` }, locations), JSON.stringify(bad)).toEqual({
        ok: false,
        errors: { message: english("form.messageControlCharacters") },
      });
  });

  it("are told in Spanish with the Spanish texts", () => {
    expect(checkIn({ ...good, name: "Ana\u2028Ruiz" }, locations, spanish)).toEqual({
      ok: false,
      errors: { name: "Quite los saltos de línea y los caracteres invisibles de este campo." },
    });
  });

  it("are every C0 and C1 control, DEL and the Unicode line and paragraph separators, and nothing else", () => {
    const controls: number[] = [];
    for (let code = 0; code <= 0x3000; code++)
      if (hasControlCharacters(String.fromCodePoint(code))) controls.push(code);
    const expected = [
      ...Array.from({ length: 0x20 }, (_, i) => i),
      ...Array.from({ length: 0x21 }, (_, i) => 0x7f + i),
      0x2028,
      0x2029,
    ];
    expect(controls).toEqual(expected);
    expect(hasControlCharacters("José Ñúñez 😀 ‍")).toBe(false);
    expect(hasControlCharacters("a\r\nb\tc", true)).toBe(false);
    expect(hasControlCharacters("a\u2028b", true)).toBe(true);
  });
});

describe("phoneDigits", () => {
  it("strips punctuation and a leading country code", () => {
    expect(phoneDigits("1-503-555-0100")).toBe("5035550100");
    expect(phoneDigits("503.555.0100 x2")).toBeNull();
  });
});

describe("the rules' messages in Spanish", () => {
  it("tells every missing contact field in Spanish when given the Spanish texts", () => {
    expect(checkIn({}, locations, spanish)).toEqual({
      ok: false,
      errors: {
        name: "Escriba su nombre.",
        email: "Escriba un correo electrónico válido.",
        location: "Elija una clínica.",
        reason: "Elija un motivo.",
        message: "Escriba un mensaje.",
        consent: "Acepte que nos comuniquemos con usted para poder responderle.",
      },
    });
  });

  it("fills the length limits into the Spanish messages", () => {
    const checked = checkIn(
      { ...good, name: "x".repeat(101), message: "y".repeat(2001) },
      locations,
      spanish,
    );
    expect(checked.ok ? null : checked.errors).toEqual({
      name: "Su nombre puede tener como máximo 100 caracteres.",
      message: "Su mensaje puede tener como máximo 2000 caracteres.",
    });
  });

  it("tells an invalid newsletter email in Spanish", () => {
    expect(newsletterIn({ email: "nope", profile: "newsletter" }, spanish)).toEqual({
      ok: false,
      errors: { email: "Correo electrónico no válido" },
    });
  });
});
