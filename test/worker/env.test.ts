import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig, variables } from "../../worker/env.ts";
import { call } from "./support/app.ts";

describe("configuration", () => {
  it("needs no variables locally and defaults to the demo CMS", () => {
    const config = parseConfig({});
    expect(config.environment).toBe("local");
    expect(config.cmsOrigin).toBeNull();
    expect(config.searchBasePath).toBe("/search");
    expect(config.cmsTimeoutMs).toBe(5000);
  });

  it("lists every missing production variable together", () => {
    try {
      parseConfig({ ENVIRONMENT: "production", BRAND_NAME: "X", SITE_URL: "http://not-https" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems;
      expect(problems).toEqual([
        "CMS_ORIGIN is missing",
        "SITE_URL is invalid (expected an https origin)",
        "PATIENT_PORTAL_URL is missing",
        "EMPLOYEE_PORTAL_URL is missing",
        "DONATION_URL is missing",
        "OPS_TOKEN is missing",
        "SECURITY_CONTACT is missing",
        "SECURITY_EXPIRES is missing",
      ]);
    }
  });

  it("rejects invalid values locally too", () => {
    expect(() => parseConfig({ CMS_TIMEOUT_MS: "soon", SEARCH_BASE_PATH: "search" })).toThrowError(
      /SEARCH_BASE_PATH is invalid.*CMS_TIMEOUT_MS is invalid/,
    );
  });

  it("answers a 500 page naming only the problems when production config is incomplete", async () => {
    const res = await call("/", {}, { ENVIRONMENT: "production", OPS_TOKEN: "" });
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(html).toContain("CMS_ORIGIN is missing");
    expect(html).toContain("OPS_TOKEN is missing");
    expect(html).not.toContain("Riverbend");
  });
});

describe("the variable table", () => {
  it("gives every variable a camelCase field, typed values and defaults", () => {
    const config = parseConfig({ CMS_ORIGIN: "https://cms.example.org/", CACHE_FRESH_SECONDS: "60" });
    expect(config.cmsOrigin).toBe("https://cms.example.org");
    expect(config.cacheFreshSeconds).toBe(60);
    expect(config.clinicTimeZone).toBe("America/Los_Angeles");
    expect(config.opsToken).toBeNull();
  });

  it("checks the clinic's time zone against the runtime's time zone data", () => {
    expect(parseConfig({ CLINIC_TIME_ZONE: "America/Chicago" }).clinicTimeZone).toBe("America/Chicago");
    expect(() => parseConfig({ CLINIC_TIME_ZONE: "Mars/Olympus_Mons" })).toThrowError(
      /CLINIC_TIME_ZONE is invalid \(expected an IANA time zone/,
    );
  });

  it("refuses a submissions token that is the ops token, and takes one of its own", () => {
    const ops = "an-ops-token-of-enough-length-0123";
    expect(() => parseConfig({ OPS_TOKEN: ops, SUBMISSIONS_TOKEN: ops })).toThrowError(
      /SUBMISSIONS_TOKEN is invalid \(expected a secret of its own: it must differ from OPS_TOKEN\)/,
    );
    const own = parseConfig({ OPS_TOKEN: ops, SUBMISSIONS_TOKEN: `${ops}-submissions` });
    expect(own.submissionsToken).toBe(`${ops}-submissions`);
    expect(parseConfig({}).submissionsToken).toBeNull();
  });

  it("marks the secrets, which never belong in wrangler.toml", () => {
    expect(variables.filter((x) => x.secret).map((x) => x.name)).toEqual([
      "CSE_KEY",
      "BOT_CHECK_SECRET",
      "OPS_TOKEN",
      "SUBMISSIONS_TOKEN",
      "CMS_EVENTS_SECRET",
      "ALERT_WEBHOOK_URL",
    ]);
  });
});
