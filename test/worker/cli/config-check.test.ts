import { describe, expect, it } from "vitest";
import { configProblems, deployedVars } from "../../../worker/cli/config-check.ts";

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
`;

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
    ]);
  });

  it("passes a complete production configuration", () => {
    const shell = {
      SITE_URL: "https://www.example.org",
      DONATION_URL: "https://donate.example.org/",
      OPS_TOKEN: "0123456789abcdef0123456789",
    };
    expect(configProblems(toml, "production", shell)).toEqual([]);
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
