/** @module Form posts from another site are refused with 403 before anything runs; the site's own pages pass. */
import { describe, expect, it } from "vitest";
import { textsFor } from "../../../shared/i18n/catalogue.ts";
import { answerKey, answerText } from "../../../shared/lib/form-answers.ts";
import { freshEmail, freshIp, signupPath, storedFor } from "../routes/forms-support.ts";
import { call } from "../support/app.ts";

const crossSiteMessage = textsFor("en")("formAnswer.crossSite");

const contactForm = (email: string) =>
  new URLSearchParams({
    name: "Grace Hopper",
    email,
    location: "riverside",
    reason: "Billing",
    message: "A question about my bill.",
    consent: "on",
  }).toString();

const plainPost = (headers: Record<string, string>, email = freshEmail(), vars = {}, path = "/contact-us") =>
  call(
    path,
    {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "cf-connecting-ip": freshIp(),
        ...headers,
      },
      body: contactForm(email),
      redirect: "manual",
    },
    vars,
  );

const signup = (headers: Record<string, string>, contentType = "application/json") =>
  call(signupPath, {
    method: "POST",
    headers: { "content-type": contentType, "cf-connecting-ip": freshIp(), ...headers },
    body: JSON.stringify({ email: freshEmail(), profile: "newsletter", recaptchaToken: "" }),
  });

describe("a form post from another site", () => {
  it.each([
    ["an Origin of another site", { origin: "https://evil.example", "sec-fetch-site": "cross-site" }],
    ["Sec-Fetch-Site cross-site alone", { "sec-fetch-site": "cross-site" }],
    ["Sec-Fetch-Site same-site (a sibling subdomain)", { "sec-fetch-site": "same-site" }],
    ["an opaque Origin (null)", { origin: "null" }],
    ["neither header", {}],
  ])(
    "is refused without JavaScript (%s) with 403 and a clear message, and nothing is stored",
    async (_n, headers) => {
      const email = freshEmail();
      const response = await plainPost(headers, email);
      expect(response.status).toBe(403);
      expect(await response.text()).toBe(crossSiteMessage);
      expect(await storedFor(email)).toEqual([]);
    },
  );

  it.each([
    ["as JSON with another Origin", { origin: "https://evil.example" }, "application/json"],
    ["as text/plain, the type a page can send anywhere", { "sec-fetch-site": "cross-site" }, "text/plain"],
    ["as a urlencoded form", { origin: "https://evil.example" }, "application/x-www-form-urlencoded"],
  ])("is refused on the JSON endpoint %s with 403 and a JSON message", async (_n, headers, type) => {
    const response = await signup(headers, type);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ success: false, code: "cross-site", message: crossSiteMessage });
  });

  it("is refused on the Spanish contact page in Spanish, and the code names a catalogue text", async () => {
    const email = freshEmail();
    const response = await plainPost({ origin: "https://evil.example" }, email, {}, "/es/contact-us");
    expect(response.status).toBe(403);
    expect(response.headers.get("content-language")).toBe("es-US");
    const spanish = textsFor("es")("formAnswer.crossSite");
    expect(await response.text()).toBe(spanish);
    expect(spanish).not.toBe(crossSiteMessage);
    expect(answerKey("cross-site", "contact")).toBe("formAnswer.crossSite");
    expect(
      answerText(
        textsFor("es"),
        "newsletter",
        { code: "cross-site", message: crossSiteMessage },
        "newsletter.failureFallback",
      ),
    ).toBe(spanish);
    expect(await storedFor(email)).toEqual([]);
  });
});

describe("a form post from the site's own pages", () => {
  it("passes without JavaScript when the Origin is the site's", async () => {
    const email = freshEmail();
    const response = await plainPost(
      { origin: "http://clinic.test", "sec-fetch-site": "same-origin" },
      email,
    );
    expect(response.status).toBe(303);
    expect(await storedFor(email)).toHaveLength(1);
  });

  it("passes when the Origin is the configured SITE_URL's (the site behind another host name)", async () => {
    const response = await plainPost({ origin: "https://www.clinic.example" }, freshEmail(), {
      SITE_URL: "https://www.clinic.example",
    });
    expect(response.status).toBe(303);
  });

  it("passes on the JSON endpoints with Sec-Fetch-Site same-origin", async () => {
    const response = await signup({ "sec-fetch-site": "same-origin", origin: "http://clinic.test" });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { success: boolean }).success).toBe(true);
  });
});
