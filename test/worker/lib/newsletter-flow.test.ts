/** @module Unit tests of the newsletter signup flow reducer. */
import { describe, expect, it } from "vitest";
import { textsFor } from "../../../shared/i18n/catalogue.ts";
import {
  buttonActive,
  initialNewsletter,
  type NewsletterAction,
  newsletterReducer,
  promptFor,
  showsError,
} from "../../../shared/lib/newsletter-flow.ts";

const english = textsFor("en");
const run = (...actions: NewsletterAction[]) => actions.reduce(newsletterReducer, initialNewsletter);

describe("newsletterReducer", () => {
  it("opens on the fresh entry view asking for an email when the footer input is empty", () => {
    const s = run({ type: "open", email: "  " });
    expect(s).toMatchObject({ open: true, view: "entry", email: "" });
    expect(english(promptFor(s))).toBe("Please enter your email below.");
  });

  it("opens on the confirm view with the footer's email", () => {
    const s = run({ type: "open", email: " pat@example.org " });
    expect(s).toMatchObject({ view: "confirm", email: "pat@example.org" });
    expect(english(promptFor(s))).toBe("Please confirm that the email below is correct:");
  });

  it("keeps the button active and hides the error until the first submit attempt", () => {
    const s = run({ type: "open", email: "" }, { type: "edit", email: "not-an-email" });
    expect(showsError(s)).toBe(false);
    expect(buttonActive(s)).toBe(true);
  });

  it("blocks an invalid submit, then shows the error and deactivates the button", () => {
    const s = run({ type: "open", email: "bad@" }, { type: "attempt" });
    expect(s.busy).toBe(false);
    expect(showsError(s)).toBe(true);
    expect(buttonActive(s)).toBe(false);
    const fixed = newsletterReducer(s, { type: "edit", email: "good@example.org" });
    expect(showsError(fixed)).toBe(false);
    expect(buttonActive(fixed)).toBe(true);
  });

  it("sends a valid email and ends on the success view", () => {
    const sending = run({ type: "open", email: "pat@example.org" }, { type: "attempt" });
    expect(sending.busy).toBe(true);
    expect(newsletterReducer(sending, { type: "edit", email: "x" }).email).toBe("pat@example.org");
    expect(newsletterReducer(sending, { type: "succeeded" })).toMatchObject({ view: "success", busy: false });
  });

  it("ends on the failure view with the server's message", () => {
    const s = run(
      { type: "open", email: "pat@example.org" },
      { type: "attempt" },
      { type: "failed", message: "Nope" },
    );
    expect(s).toMatchObject({ view: "failure", message: "Nope", busy: false });
  });

  it("resets everything, the email included, on close", () => {
    expect(run({ type: "open", email: "pat@example.org" }, { type: "attempt" }, { type: "close" })).toEqual(
      initialNewsletter,
    );
  });

  it("fills the brand into the success text, in English and in Spanish", () => {
    expect(english("newsletter.successOutro", { brand: "Riverbend" })).toBe(
      "We're looking forward to keeping you up-to-date on all the developments at Riverbend!",
    );
    expect(textsFor("es")("newsletter.successOutro", { brand: "Riverbend" })).toBe(
      "¡Nos dará mucho gusto mantenerlo al tanto de todas las novedades de Riverbend!",
    );
  });

  it("asks for the email in Spanish on a Spanish page", () => {
    const s = run({ type: "open", email: "pat@example.org" });
    expect(textsFor("es")(promptFor(s))).toBe("Confirme que este correo electrónico es correcto:");
  });
});
