import { describe, expect, it } from "vitest";
import { configProblems, configWarnings, deployedVars } from "../../../worker/cli/config-check.ts";

const toml = `
name = "clinic-site"
[vars]
ENVIRONMENT = "local"
BRAND_NAME = "Riverbend Community Health"

[env.production.vars]
ENVIRONMENT = "production"
BRAND_NAME = "Riverbend Community Health"
CMS_ORIGIN = "https://cms.example.org"
SITE_URL = "http://www.example.org"
PATIENT_PORTAL_URL = "https://portal.example.org/"
EMPLOYEE_PORTAL_URL = "https://training.example.org/"
SECURITY_CONTACT = "mailto:security@example.org"
`;

const now = Date.parse("2027-01-01T00:00:00Z");
/** Everything production needs besides the toml: the secrets and what this test leaves out. */
const complete = {
  SITE_URL: "https://www.example.org",
  DONATION_URL: "https://donate.example.org/",
  OPS_TOKEN: "0123456789abcdef0123456789",
  SECURITY_EXPIRES: "2027-06-30T00:00:00Z",
};

describe("the pre-deploy configuration check", () => {
  it("reads only the environment's own vars, then configuration variables from the shell", () => {
    const vars = deployedVars(toml, "production", { OPS_TOKEN: "secret", PATH: "/usr/bin" });
    expect(vars.CMS_ORIGIN).toBe("https://cms.example.org");
    expect(vars.OPS_TOKEN).toBe("secret");
    expect(vars).not.toHaveProperty("PATH");
  });

  it("lists every missing and invalid production variable together", () => {
    expect(configProblems(toml, "production", { OPS_TOKEN: "short" })).toEqual([
      "SITE_URL is invalid (expected an https origin)",
      "DONATION_URL is missing",
      "OPS_TOKEN is invalid (expected at least 24 characters)",
      "SECURITY_EXPIRES is missing",
    ]);
  });

  it("passes a complete production configuration", () => {
    expect(configProblems(toml, "production", complete, now)).toEqual([]);
    expect(configWarnings(toml, "production", complete, now)).toEqual([]);
  });

  it("refuses a bot-check site key without its secret, and a secret without its site key", () => {
    const key = "6LcTestSiteKey0123456789abcdef";
    expect(configProblems(toml, "production", { ...complete, BOT_CHECK_SITE_KEY: key }, now)).toEqual([
      "BOT_CHECK_SITE_KEY is set without BOT_CHECK_SECRET (set both or neither)",
    ]);
    expect(configProblems(toml, "production", { ...complete, BOT_CHECK_SECRET: "s3cret" }, now)).toEqual([
      "BOT_CHECK_SECRET is set without BOT_CHECK_SITE_KEY (set both or neither)",
    ]);
    const both = { ...complete, BOT_CHECK_SITE_KEY: key, BOT_CHECK_SECRET: "s3cret" };
    expect(configProblems(toml, "production", both, now)).toEqual([]);
  });

  it("warns when security.txt expires within 30 days, and refuses one that has expired", () => {
    const soon = { ...complete, SECURITY_EXPIRES: "2027-01-20T00:00:00Z" };
    expect(configWarnings(toml, "production", soon, now)).toEqual([
      "SECURITY_EXPIRES is in 19 day(s): set a new date so security.txt does not expire",
    ]);
    expect(configProblems(toml, "production", soon, now)).toEqual([]);
    const later = { ...complete, SECURITY_EXPIRES: "2027-02-01T00:00:01Z" };
    expect(configWarnings(toml, "production", later, now)).toEqual([]);
    const past = { ...complete, SECURITY_EXPIRES: "2026-12-31T23:59:59Z" };
    expect(configProblems(toml, "production", past, now)).toEqual([
      "SECURITY_EXPIRES is in the past (security.txt has expired)",
    ]);
    expect(configProblems(toml, "production", { ...complete, SECURITY_EXPIRES: "next year" }, now)).toEqual([
      "SECURITY_EXPIRES is invalid (expected a date-time like 2027-06-30T00:00:00Z)",
    ]);
  });

  it("says so when the production section is missing or does not say production", () => {
    const problems = configProblems('[vars]\nENVIRONMENT = "local"\n', "production", {});
    expect(problems[0]).toBe('ENVIRONMENT must be "production" in [env.production.vars]');
    expect(problems).toContain("CMS_ORIGIN is missing");
  });

  it("reports a wrangler.toml it cannot parse instead of crashing", () => {
    expect(configProblems("[vars\nX=", "production", {})[0]).toMatch(/^wrangler.toml cannot be read/);
  });
});
