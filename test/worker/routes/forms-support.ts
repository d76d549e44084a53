/** @module Helpers for the forms tests: unique clients, valid submissions, the demo CMS's stored rows. */
import { env } from "cloudflare:test";
import { vi } from "vitest";
import { browserPaths } from "../../../shared/cms/paths.ts";
import { listSubmissions } from "../../../worker/cms/demo/db.ts";
import type { OutboxMessage } from "../../../worker/forms/outbox.ts";
import { call, type Vars } from "../support/app.ts";

export const signupPath = browserPaths.signup;
export const contactPath = browserPaths.contactForm;

let client = 0;
/** A fresh client address per request group, so the rate limiter never mixes tests. */
export const freshIp = () => `10.${Math.floor(Math.random() * 250)}.${(client >> 8) & 255}.${client++ & 255}`;

let mail = 0;
export const freshEmail = () => `visitor${Date.now().toString(36)}${mail++}@example.org`;

export const validContact = (over: Record<string, unknown> = {}) => ({
  name: "Ada Lovelace",
  email: freshEmail(),
  phone: "(555) 123-4567",
  location: "main-street",
  reason: "Appointment",
  message: "Please call me back about an appointment.",
  consent: true,
  recaptchaToken: "",
  ...over,
});

/** POSTs JSON from a given client. */
export function postJson(
  path: string,
  body: unknown,
  ip = freshIp(),
  vars: Vars = {},
  headers: Record<string, string> = {},
) {
  return call(
    path,
    {
      method: "POST",
      headers: { "content-type": "application/json", "cf-connecting-ip": ip, ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    },
    vars,
  );
}

/** The demo CMS rows whose payload mentions `email`. */
export async function storedFor(email: string) {
  // The top-level (local) configuration, which tests run, always declares the demo database.
  return (await listSubmissions(env.DEMO_DB!)).filter((s) => JSON.stringify(s.payload).includes(email));
}

/** The no-JavaScript contact form post, from the site's own origin. */
export const postContactForm = (fields: Record<string, string>, ip = freshIp(), vars: Vars = {}) =>
  call(
    "/contact-us",
    {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "cf-connecting-ip": ip,
        origin: "http://clinic.test",
      },
      body: new URLSearchParams(fields).toString(),
      redirect: "manual",
    },
    vars,
  );

/** Watches what the worker puts on the real outbox queue (each message is still sent). */
export function watchOutbox(): OutboxMessage[] {
  const sent: OutboxMessage[] = [];
  const send = env.FORM_OUTBOX.send.bind(env.FORM_OUTBOX);
  vi.spyOn(env.FORM_OUTBOX, "send").mockImplementation(async (body, options) => {
    sent.push(body as OutboxMessage);
    return send(body, options);
  });
  return sent;
}
