/** @module The contact and newsletter rules the islands and the forms pipeline share. */
import { describe, expect, it } from "vitest";
import { textsFor } from "../../../shared/i18n/catalogue.ts";
import {
  checkContact as checkIn,
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
