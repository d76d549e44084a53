/** @module The forms pipeline: validation, limits, rate limiting, bot check, and forwarding to the CMS. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { call } from "../support/app.ts";
import {
  contactPath,
  freshEmail,
  freshIp,
  postJson,
  signupPath,
  storedFor,
  validContact,
} from "./forms-support.ts";

type Answer = { success: boolean; code: string; message: string; errors?: Record<string, string> };

afterEach(() => vi.restoreAllMocks());

describe("the newsletter signup", () => {
  it("forwards a valid signup to the CMS once, with an idempotency key", async () => {
    const email = freshEmail();
    const response = await postJson(signupPath, { email, profile: "newsletter", recaptchaToken: "" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      code: "received",
      message: "You are subscribed.",
    });
    const rows = await storedFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("passes the visitor's bearer token on to the CMS, and only a well-formed one", async () => {
    const seen: (string | null)[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      seen.push(new Request(input, init).headers.get("authorization"));
      return Response.json({ success: true, message: "ok" });
    });
    const vars = { CMS_ORIGIN: "http://cms.test" };
    const body = { email: freshEmail(), profile: "newsletter", recaptchaToken: "" };
    await postJson(signupPath, body, freshIp(), vars, { authorization: "Bearer a.b.c" });
    await postJson(signupPath, { ...body, email: freshEmail() }, freshIp(), vars, {
      authorization: "Basic xyz",
    });
    await postJson(signupPath, { ...body, email: freshEmail() }, freshIp(), vars);
    expect(seen).toEqual(["Bearer a.b.c", null, null]);
  });

  it.each([
    ["an invalid email", { email: "not an email", profile: "newsletter" }, "invalid", /Invalid Email/],
    [
      "an email starting with a dot",
      { email: ".a@example.org", profile: "newsletter" },
      "invalid",
      /Invalid Email/,
    ],
    ["another profile", { email: "a@example.org", profile: "admin" }, "invalid", /profile/],
    [
      "a token that is not a string",
      { email: "a@example.org", profile: "newsletter", recaptchaToken: 5 },
      "bad-request",
      /could not read the form/,
    ],
  ])("answers 400 for %s", async (_name, body, code, message) => {
    const response = await postJson(signupPath, body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as Answer;
    expect(answer.success).toBe(false);
    expect(answer.code).toBe(code);
    expect(answer.message).toMatch(message);
  });
});

describe("the contact form endpoint", () => {
  it("tells the field messages of a 400 in the submission's language", async () => {
    const response = await postJson(contactPath, {
      ...validContact(),
      name: "",
      consent: false,
      language: "es",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      success: false,
      errors: {
        name: "Escriba su nombre.",
        consent: "Acepte que nos comuniquemos con usted para poder responderle.",
      },
    });
    const english = await postJson(contactPath, { ...validContact(), name: "" });
    expect(((await english.json()) as Answer).errors).toEqual({ name: "Please enter your name." });
  });

  it("forwards a valid message with the phone reduced to its digits", async () => {
    const body = validContact();
    const response = await postJson(contactPath, body);
    expect(response.status).toBe(200);
    expect(((await response.json()) as Answer).success).toBe(true);
    const [row] = await storedFor(body.email);
    expect(row?.payload).toMatchObject({
      name: "Ada Lovelace",
      phone: "5551234567",
      location: "main-street",
    });
    expect(row?.payload).not.toHaveProperty("recaptchaToken");
  });

  it.each([
    ["name", { name: "" }, /enter your name/],
    ["name", { name: "x".repeat(101) }, /at most 100/],
    ["email", { email: "nobody" }, /valid email/],
    ["phone", { phone: "555-1234" }, /10-digit/],
    ["phone", { phone: "555 123 45x7" }, /10-digit/],
    ["location", { location: "atlantis" }, /choose a location/],
    ["reason", { reason: "Complaint about cats" }, /choose a reason/],
    ["message", { message: "   " }, /enter a message/],
    ["message", { message: "m".repeat(2001) }, /at most 2000/],
    ["consent", { consent: false }, /agree to be contacted/],
  ])("answers 400 with a message for a bad %s", async (field, over, message) => {
    const body = validContact(over);
    const response = await postJson(contactPath, body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as Answer;
    expect(answer.errors?.[field]).toMatch(message);
    expect(await storedFor(body.email)).toHaveLength(0);
  });

  it("accepts a message without a phone number", async () => {
    const response = await postJson(contactPath, validContact({ phone: "" }));
    expect(response.status).toBe(200);
  });
});

describe("request limits", () => {
  it("answers 415 to anything but JSON from the site's own pages", async () => {
    const response = await call(signupPath, {
      method: "POST",
      headers: { "content-type": "text/plain", "cf-connecting-ip": freshIp(), origin: "http://clinic.test" },
      body: "email=a@example.org",
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      success: false,
      code: "bad-request",
      message: "We could not read the form. Please reload the page and try again.",
    });
  });

  it("answers 413 to a body over 16 KB, by declared length and by actual bytes", async () => {
    const big = JSON.stringify(validContact({ message: "x".repeat(17 * 1024) }));
    expect((await postJson(contactPath, big)).status).toBe(413);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const response = await call(contactPath, {
      method: "POST",
      headers: { "content-type": "application/json", "cf-connecting-ip": freshIp() },
      body: stream,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      success: false,
      code: "too-large",
      message: "The submission is too large (at most 16 KB).",
    });
  });

  it("answers 400 to malformed JSON and to JSON that is not an object", async () => {
    expect((await postJson(signupPath, "{not json")).status).toBe(400);
    expect((await postJson(signupPath, "[1,2]")).status).toBe(400);
  });

  it("answers 405 to other methods on the form paths", async () => {
    const response = await call(signupPath);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });

  it("answers 429 with Retry-After after five submissions a minute from one client", async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await postJson(signupPath, { email: "bad", profile: "newsletter" }, ip)).status);
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses[5]).toBe(429);
    const limited = await postJson(signupPath, { email: freshEmail(), profile: "newsletter" }, ip);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("60");
    expect((await postJson(signupPath, { email: freshEmail(), profile: "newsletter" })).status).toBe(200);
  });
});

describe("the bot check", () => {
  const vars = { BOT_CHECK_SECRET: "test-secret", BOT_CHECK_SITE_KEY: "site-key-0123456789abcdef" };

  function fakeSiteverify(answer: Record<string, unknown> | "down") {
    const seen: string[] = [];
    const original = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      if (request.url !== "https://www.google.com/recaptcha/api/siteverify") return original(input, init);
      seen.push(await request.text());
      if (answer === "down") throw new TypeError("network down");
      return Response.json(answer);
    });
    return seen;
  }

  const good = { success: true, action: "newsletter_signup", score: 0.9, hostname: "clinic.test" };

  it("forwards a signup whose token verifies for the right action, score and host", async () => {
    const seen = fakeSiteverify(good);
    const email = freshEmail();
    const ip = freshIp();
    const response = await postJson(
      signupPath,
      { email, profile: "newsletter", recaptchaToken: "tok" },
      ip,
      vars,
    );
    expect(response.status).toBe(200);
    expect(seen).toHaveLength(1);
    const form = new URLSearchParams(seen[0]);
    expect(form.get("secret")).toBe("test-secret");
    expect(form.get("response")).toBe("tok");
    expect(form.get("remoteip")).toBe(ip);
    expect(await storedFor(email)).toHaveLength(1);
  });

  it.each([
    ["an unsuccessful verification", { ...good, success: false }],
    ["the wrong action", { ...good, action: "contact_us" }],
    ["a low score", { ...good, score: 0.3 }],
    ["a score given as text", { ...good, score: "0.9" }],
    ["another hostname", { ...good, hostname: "evil.test" }],
  ])("refuses %s with 403 and forwards nothing", async (_name, answer) => {
    fakeSiteverify(answer);
    const email = freshEmail();
    const response = await postJson(
      signupPath,
      { email, profile: "newsletter", recaptchaToken: "tok" },
      freshIp(),
      vars,
    );
    expect(response.status).toBe(403);
    expect(await storedFor(email)).toHaveLength(0);
  });

  it("refuses a missing token without asking the verifier", async () => {
    const seen = fakeSiteverify(good);
    const response = await postJson(
      signupPath,
      { email: freshEmail(), profile: "newsletter" },
      freshIp(),
      vars,
    );
    expect(response.status).toBe(403);
    expect(seen).toHaveLength(0);
  });

  it("answers 503 when the verifier is unreachable", async () => {
    fakeSiteverify("down");
    const response = await postJson(
      signupPath,
      { email: freshEmail(), profile: "newsletter", recaptchaToken: "t" },
      freshIp(),
      vars,
    );
    expect(response.status).toBe(503);
  });

  it("checks the contact form for its own action", async () => {
    fakeSiteverify({ ...good, action: "contact_us" });
    expect(
      (await postJson(contactPath, validContact({ recaptchaToken: "tok" }), freshIp(), vars)).status,
    ).toBe(200);
  });
});
