/** @module Unit tests of the check a CMS URL passes where it leaves the site. */
import { describe, expect, it } from "vitest";
import { httpsUrl, outboundUrl, siteUrl } from "../../../shared/lib/outbound-url.ts";

const origin = "https://clinic.example";
const hostile = [
  "javascript:alert(1)",
  " JavaScript:alert(1)",
  "java\tscript:alert(1)",
  "\u0000javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "http://careers.example.org/apply",
  "//evil.example/apply",
  "/\\evil.example/apply",
  "\\\\evil.example/apply",
  "https://user:pass@careers.example.org/",
  "https:evil.example",
  "https:/evil.example",
  "mailto:jobs@clinic.example",
  "",
  "not a url",
];

describe("httpsUrl", () => {
  it("passes an https address written out in full, normalized", () => {
    expect(httpsUrl("https://careers.example.org/apply/nurse?ref=site")).toBe(
      "https://careers.example.org/apply/nurse?ref=site",
    );
    expect(httpsUrl("  HTTPS://Careers.Example.org/a b\n")).toBe("https://careers.example.org/a%20b");
  });
  it.each(hostile)("refuses %j", (value) => {
    expect(httpsUrl(value)).toBeNull();
  });
  it("refuses a site path: it is no address of its own", () => {
    expect(httpsUrl("/uploads/x.png")).toBeNull();
  });
});

describe("siteUrl", () => {
  it("passes a site path or an address on the site's origin, made absolute", () => {
    expect(siteUrl("/uploads/2026/x.png", origin)).toBe("https://clinic.example/uploads/2026/x.png");
    expect(siteUrl("https://clinic.example/news", origin)).toBe("https://clinic.example/news");
    expect(siteUrl("/news", "http://127.0.0.1:8787")).toBe("http://127.0.0.1:8787/news");
  });
  it.each([...hostile, "https://careers.example.org/apply", "https://clinic.example.evil.test/x"])(
    "refuses %j",
    (value) => {
      expect(siteUrl(value, origin)).toBeNull();
    },
  );
});

describe("outboundUrl", () => {
  it("passes either kind, and nothing else", () => {
    expect(outboundUrl("/contact-us", origin)).toBe("https://clinic.example/contact-us");
    expect(outboundUrl("https://careers.example.org/apply", origin)).toBe(
      "https://careers.example.org/apply",
    );
    for (const value of hostile) expect(outboundUrl(value, origin), value).toBeNull();
  });
});
