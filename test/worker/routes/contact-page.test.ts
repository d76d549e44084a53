/** @module The contact page's form: the island on /contact-us and the plain form post that works without JavaScript. */
import { describe, expect, it } from "vitest";
import { call } from "../support/app.ts";
import { freshEmail, freshIp, postContactForm as postForm, storedFor } from "./forms-support.ts";

const valid = () => ({
  name: "Grace Hopper",
  email: freshEmail(),
  phone: "",
  location: "riverside",
  reason: "Billing",
  message: "A question about my bill.",
  consent: "on",
});

describe("the contact page", () => {
  it("renders the contact form island with labelled fields and the location choices", async () => {
    const html = await (await call("/contact-us")).text();
    expect(html).toContain('data-island="contact-form"');
    const form = /<form[^>]*action="\/contact-us"[^>]*>/.exec(html)?.[0] ?? "";
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/contact-us"');
    for (const label of ["Your name", "Email", "Preferred location", "Reason for contacting us", "Message"])
      expect(html).toContain(`>${label}</label>`);
    expect(html).toContain('<option value="riverside">');
  });

  it("shows the success state after a plain post (?sent=1)", async () => {
    const html = await (await call("/contact-us?sent=1")).text();
    expect(html).toContain("Thank you!");
  });
});

describe("POST /contact-us without JavaScript", () => {
  it("runs the pipeline and redirects to the success state", async () => {
    const fields = valid();
    const response = await postForm(fields);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/contact-us?sent=1");
    expect(await storedFor(fields.email)).toHaveLength(1);
  });

  it("shows the form again with the errors marked and the values kept, escaped", async () => {
    const response = await postForm({
      ...valid(),
      name: '<script>alert("x")</script>',
      email: "nope",
      consent: "",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Please enter a valid email address.");
    expect(html).toContain("Please agree to be contacted");
    expect(html).toMatch(
      /id="contact-form-email"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="contact-form-email"/,
    );
    expect(html).toContain('aria-describedby="contact-form-email-error"');
    expect(html).not.toContain('<script>alert("x")</script>');
    expect(html).toContain("&lt;script&gt;");
  });

  it("answers 415 with a page for another content type, and 413 for an oversized form", async () => {
    const wrong = await call("/contact-us", {
      method: "POST",
      headers: { "content-type": "text/plain", "cf-connecting-ip": freshIp(), origin: "http://clinic.test" },
      body: "hi",
    });
    expect(wrong.status).toBe(415);
    expect(await wrong.text()).toContain("We could not read the form. Please reload the page and try again.");
    const big = await postForm({ ...valid(), message: "x".repeat(20_000) });
    expect(big.status).toBe(413);
    expect(await big.text()).toContain("The submission is too large (at most 16 KB).");
  });
});
