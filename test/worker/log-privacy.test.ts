/**
 * @module Every console line the worker writes while it runs the form (JSON and no-JS), outbox,
 * dead-letter, ops, search (API and pages) and error flows, read back and searched for the planted
 * email addresses, phone numbers, names, messages, search terms and client addresses.
 */
import {
  createExecutionContext,
  createMessageBatch,
  env,
  getQueueResult,
  waitOnExecutionContext,
} from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { browserPaths } from "../../shared/cms/paths.ts";
import { demoCms } from "../../worker/cms/demo/index.ts";
import type { OutboxMessage } from "../../worker/forms/outbox.ts";
import worker from "../../worker/index.ts";
import { postContactForm, watchOutbox } from "./routes/forms-support.ts";
import { call, type Vars } from "./support/app.ts";

// ── What a visitor gives: distinctive values, so any trace of them in a log line is found ────────
const planted = {
  emailDomain: "pz-planted.example",
  phone: "(555) 017-3829",
  phoneDigits: "5550173829",
  name: "Quillon Marzipanova",
  message: "my quarzleberry test results came back",
  term: "zorblaxtermin",
  spanishTerm: "quimbarrasca",
  ipv4: "198.51.100.173",
  ipv6: "2001:db8:fade:c0de::173",
  token: "Bearer pz-visitor-token-4471",
};
let mails = 0;
const email = () => `pz.${Date.now().toString(36)}.${mails++}@${planted.emailDomain}`;
const contact = (over: Record<string, unknown> = {}) => ({
  name: planted.name,
  email: email(),
  phone: planted.phone,
  location: "main-street",
  reason: "Appointment",
  message: planted.message,
  consent: true,
  recaptchaToken: "",
  ...over,
});

/** Each planted value, and how a log line could hold it: as typed, escaped in JSON, or encoded in a URL. */
const forbidden: [string, RegExp][] = [
  ["an email address", /[\w.+-]+(@|%40)[\w-]+(\.[\w-]+)+/i],
  ["the planted email domain", new RegExp(planted.emailDomain.replace(/\./g, "\\."), "i")],
  ["a phone number", /\(?\b555\)?[\s.-]*0?17[\s.-]*3829\b|5550173829/],
  ["the name field", /quillon|marzipanova/i],
  ["the message", /quarzleberry/i],
  ["a search term", new RegExp(`${planted.term}|${planted.spanishTerm}`, "i")],
  ["an IPv4 address", /198\.51\.100\.\d/],
  ["an IPv6 address", /2001:db8:fade:c0de/i],
  ["the visitor's token", /pz-visitor-token/],
];

// ── Every console line, whatever the method and however the worker passes its arguments ──────────
const methods = ["log", "info", "warn", "error", "debug", "trace"] as const;
const lines: string[] = [];
const originals = new Map<string, (...args: unknown[]) => void>();

/** One console argument as text: errors with their stack, causes and own fields, objects as JSON. */
function text(value: unknown): string {
  if (typeof value === "string") return value;
  if (value instanceof Error) {
    const extra = JSON.stringify({ ...value });
    return `${value.name}: ${value.message} ${extra} ${value.stack ?? ""} ${value.cause === undefined ? "" : text(value.cause)}`;
  }
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** A recorded line's stream and, when it is one JSON object as every worker line is, its type and message. */
function logged(line: string): { stream: string; type?: unknown; message?: unknown } {
  const at = line.indexOf(": ");
  try {
    const { type, message } = JSON.parse(line.slice(at + 2)) as { type?: unknown; message?: unknown };
    return { stream: line.slice(0, at), type, message };
  } catch {
    return { stream: line.slice(0, at) };
  }
}

beforeAll(() => {
  for (const method of methods) {
    originals.set(method, console[method]);
    // Not a vi spy: tests restore their mocks, and the recording must outlive that.
    console[method] = (...args: unknown[]) => {
      lines.push(`${method}: ${args.map(text).join(" ")}`);
    };
  }
});

afterAll(() => {
  for (const method of methods) console[method] = originals.get(method) as (typeof console)["log"];
});

// ── A CMS that the tests turn down, make reject (echoing what was sent) or leave up ─────────────
const cmsOrigin = "https://cms.privacy.test";
let cmsMode: "up" | "down" | "reject" | "503" = "up";
const upstream = globalThis.fetch;
beforeAll(() => {
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.hostname === "www.googleapis.com") return new Response("quota", { status: 429 });
    if (url.origin !== cmsOrigin) return upstream(input, init);
    if (cmsMode === "down") throw new TypeError(`connect ECONNREFUSED ${url.host}`);
    if (cmsMode === "503") return new Response("<h1>busy</h1>", { status: 503 });
    if (cmsMode === "reject") {
      const sent = new TextDecoder().decode(await request.arrayBuffer());
      return Response.json({ success: false, message: `Not accepted: ${sent}` }, { status: 422 });
    }
    return demoCms.fetch(new Request(`http://demo.internal${url.pathname}${url.search}`, request), env);
  });
});

const onCms: Vars = { CMS_ORIGIN: cmsOrigin, CMS_TIMEOUT_MS: "500" };

/** A JSON form post from the planted address (with the visitor's token), through the whole worker. */
const postJson = (path: string, body: unknown, vars: Vars = {}, ip = planted.ipv4) =>
  call(
    path,
    {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "cf-connecting-ip": ip,
        authorization: planted.token,
        "x-forwarded-for": ip,
      },
      body: typeof body === "string" ? body : JSON.stringify(body),
    },
    vars,
  );

/** The no-JavaScript contact form post, from a planted client address. */
const postForm = (fields: Record<string, string>, vars: Vars = {}, ip = planted.ipv6) =>
  postContactForm(fields, ip, vars);

/** Runs the worker's queue consumer on one batch, as the platform would. */
async function consume(queue: string, bodies: OutboxMessage[], attempts: number, vars: Vars = {}) {
  const batch = createMessageBatch<OutboxMessage>(
    queue,
    bodies.map((body, i) => ({ id: `pz-${i}-${Date.now()}`, timestamp: new Date(), attempts, body })),
  );
  const ctx = createExecutionContext();
  await worker.queue(batch, { ...env, ...vars } as Env, ctx);
  await waitOnExecutionContext(ctx);
  return getQueueResult(batch, ctx);
}

/** Another planted client address, so each flow has a rate-limit bucket of its own. */
const ipv4s = (n: number) => `198.51.100.${173 + n}`;
const { signup: signupPath, contactForm: contactPath } = browserPaths;

describe("the worker's log lines", () => {
  it("are written while visitors send the forms (JSON and without JavaScript) to a working CMS", async () => {
    cmsMode = "up";
    expect((await postJson(signupPath, { email: email(), profile: "newsletter" })).status).toBe(200);
    expect((await postJson(contactPath, contact(), {}, ipv4s(1))).status).toBe(200);
    const form = contact();
    const noJs = await postForm({ ...form, consent: "on", recaptchaToken: "" } as Record<string, string>);
    expect(noJs.status).toBeLessThan(400);
    await noJs.text();
  });

  it("are written while the outbox takes submissions the CMS could not, retries, delivers and dead-letters", async () => {
    cmsMode = "down";
    const sent = watchOutbox();
    const signup = await postJson(signupPath, { email: email(), profile: "newsletter" }, onCms, ipv4s(2));
    const message = await postJson(contactPath, contact(), onCms, ipv4s(3));
    expect([signup.status, message.status]).toEqual([202, 202]);
    const noJs = await postForm(
      { ...contact(), consent: "on" } as Record<string, string>,
      onCms,
      "2001:db8:fade:c0de::9",
    );
    await noJs.text();
    expect(sent).toHaveLength(3);

    const down = await consume("form-outbox", sent, 2, onCms);
    expect(down.retryMessages).toHaveLength(3);
    cmsMode = "reject";
    const rejected = await consume("form-outbox", sent, 3, onCms);
    expect(rejected.retryMessages).toHaveLength(3);
    cmsMode = "503";
    await consume("form-outbox", sent, 4, onCms);
    cmsMode = "up";
    const delivered = await consume("form-outbox", sent.slice(0, 2), 5, onCms);
    expect(delivered.explicitAcks).toHaveLength(2);

    const dead = await consume("form-outbox-dlq", sent.slice(2), 1, onCms);
    expect(dead.explicitAcks).toHaveLength(1);
    const key = (sent[2] as OutboxMessage).submission.idempotencyKey;
    expect(lines.map(logged)).toContainEqual({
      stream: "error",
      type: "forms",
      message: `form submission dead-lettered: contact ${key}`,
    });

    // Ops look at it and replay it; the outbox delivers it.
    const auth = { authorization: `Bearer ${env.SUBMISSIONS_TOKEN}` };
    expect((await call("/__ops/submissions", { headers: auth })).status).toBe(200);
    expect((await call(`/__ops/submissions/${key}`, { headers: auth })).status).toBe(200);
    expect((await call(`/__ops/submissions/${key}/replay`, { method: "POST", headers: auth })).status).toBe(
      200,
    );
    expect(await consume("form-outbox", [sent[3] as OutboxMessage], 1, onCms)).toMatchObject({
      explicitAcks: [expect.any(String)],
    });
  });

  it("are written while visitors search, through the API and the result pages, in both languages", async () => {
    cmsMode = "up";
    for (const path of [
      `/api/search?q=${planted.term}`,
      `/api/search?q=${planted.term}&page=1`,
      `/search/${planted.term}/1`,
      `/search/${planted.term}/2`,
      `/search?q=${planted.term}`,
      `/es/search/${planted.spanishTerm}/1`,
      `/es/api/search?q=${planted.spanishTerm}`,
    ]) {
      const response = await call(path, { headers: { "cf-connecting-ip": planted.ipv4 } });
      expect(response.status, path).toBeLessThan(500);
      await response.text();
    }
    // The search service and the CMS failing: the visitor still gets an answer, and the log a line.
    const cse = { CSE_KEY: "key-pz", CSE_ID: "cx-pz" };
    for (const path of [`/api/search?q=${planted.term}`, `/search/${planted.term}/1`]) {
      const response = await call(path, { headers: { "cf-connecting-ip": planted.ipv4 } }, cse);
      expect(response.status, path).toBeGreaterThanOrEqual(500);
      await response.text();
    }
    cmsMode = "down";
    const down = await call(
      `/search/${planted.term}/1`,
      { headers: { "cf-connecting-ip": planted.ipv6 } },
      onCms,
    );
    await down.text();
  });

  it("are written when visitors send bad input and when the CMS fails or refuses", async () => {
    cmsMode = "up";
    const bad = [
      await postJson(contactPath, contact({ email: `not-an-email-${planted.name}` }), {}, ipv4s(4)),
      await postJson(contactPath, contact({ phone: `${planted.phone} ext ${"9".repeat(80)}` }), {}, ipv4s(4)),
      await postJson(contactPath, `{"name":"${planted.name}","email":"${email()}"`, {}, ipv4s(4)),
      await postJson(
        contactPath,
        contact({ message: `${planted.message} ${"x".repeat(70_000)}` }),
        {},
        ipv4s(5),
      ),
      await postForm({ name: planted.name, email: email(), message: planted.message }, {}, ipv4s(5)),
    ];
    for (const response of bad) {
      expect(response.status).toBeGreaterThanOrEqual(400);
      await response.text();
    }
    // Six from one address: the sixth is refused.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await postJson(contactPath, contact(), {}, ipv4s(6))).status);
    expect(statuses).toContain(429);

    cmsMode = "reject";
    const refused = await postJson(contactPath, contact(), onCms, ipv4s(7));
    expect(refused.status).toBe(422);
    cmsMode = "503";
    const unavailable = await postJson(contactPath, contact(), onCms, ipv4s(8));
    expect(unavailable.status).toBe(202);
    cmsMode = "down";
    for (const path of ["/", "/contact-us", "/news", "/es/contact-us"]) {
      const response = await call(path, { headers: { "cf-connecting-ip": planted.ipv4 } }, onCms);
      await response.text();
    }
    const formDown = await postForm(
      { ...contact(), consent: "on" } as Record<string, string>,
      onCms,
      ipv4s(9),
    );
    await formDown.text();
  });

  it("hold no email address, phone number, name, message, search term, client address or token", () => {
    // Read every line; report how many there were.
    originals.get("log")?.(`log-privacy: read ${lines.length} log lines`);
    expect(lines.length).toBeGreaterThan(20);
    // Each line is one JSON object naming the part that wrote it (Workers Logs indexes its fields).
    expect(lines.filter((line) => typeof logged(line).type !== "string")).toEqual([]);
    for (const kind of [
      "outbox: attempt",
      "form submission dead-lettered",
      '"route":"search"',
      "search failed",
    ]) {
      expect(
        lines.some((line) => line.includes(kind)),
        kind,
      ).toBe(true);
    }
    const found = lines.flatMap((line) =>
      forbidden
        .filter(([, pattern]) => pattern.test(line))
        .map(([what]) => `${what} in: ${line.slice(0, 300)}`),
    );
    expect(found).toEqual([]);
  });
});
