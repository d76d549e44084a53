/** @module `/.well-known/security.txt`: RFC 9116 fields from the configuration. */
import { describe, expect, it } from "vitest";
import { expiresOf } from "../../../worker/routes/security-txt.ts";
import { call } from "../support/app.ts";

const path = "/.well-known/security.txt";

describe("security.txt", () => {
  it("is served as plain text with the configured contact, expiry and canonical address", async () => {
    const response = await call(
      path,
      {},
      {
        SECURITY_CONTACT: "mailto:security@clinic.example",
        SECURITY_EXPIRES: "2027-06-30T00:00:00+02:00",
        SITE_URL: "https://www.clinic.example",
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await response.text()).toBe(
      [
        "Contact: mailto:security@clinic.example",
        "Expires: 2027-06-29T22:00:00Z",
        "Preferred-Languages: en, es",
        "Canonical: https://www.clinic.example/.well-known/security.txt",
        "",
      ].join("\n"),
    );
  });

  it("expires 180 days from today locally when no expiry is configured", async () => {
    const text = await (await call(path)).text();
    expect(text).toContain("Contact: mailto:security@example.org\n");
    const expires = Date.parse(/^Expires: (\S+)$/m.exec(text)?.[1] ?? "");
    const days = (expires - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(179);
    expect(days).toBeLessThanOrEqual(180);
    expect(expiresOf({ securityExpires: null }, Date.parse("2026-03-01T15:00:00Z"))).toBe(
      "2026-08-28T00:00:00Z",
    );
  });

  it("refuses a configured contact that is not a mailto: or https: URI", async () => {
    const response = await call(path, {}, { SECURITY_CONTACT: "javascript:alert(1)" });
    expect(response.status).toBe(500);
    expect(await response.text()).toContain("SECURITY_CONTACT is invalid");
  });
});
