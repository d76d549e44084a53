import { describe, expect, it } from "vitest";
import {
  collectSecrets,
  configProblems,
  configWarnings,
  deployedVars,
  missingSecrets,
  secretNames,
} from "../../../scripts/config-check.ts";

const section = (vars: string) => `
[env.production]
name = "clinic-site"
routes = [{ pattern = "www.riverbend.org", custom_domain = true }]
workers_dev = false
preview_urls = false
[env.production.define]
__DEMO_CMS__ = "false"
[env.production.vars]
ENVIRONMENT = "production"
BRAND_NAME = "Riverbend Health Center"
CMS_ORIGIN = "https://cms.riverbend.org"
PATIENT_PORTAL_URL = "https://portal.riverbend.org/"
EMPLOYEE_PORTAL_URL = "https://training.riverbend.org/"
SECURITY_CONTACT = "mailto:security@riverbend.org"
${vars}
[[env.production.kv_namespaces]]
binding = "CACHE"
id = "0f2ac74b498b48028cb68387c421e279"
[[env.production.kv_namespaces]]
binding = "FORM_DEAD_LETTERS"
id = "7d1e0c2a9b3f4e5d8c6b1a0f2e3d4c5b"
[[env.production.d1_databases]]
binding = "CMS_EVENTS_DB"
database_name = "clinic-cms-events-production"
database_id = "5b8e1f3a-2c4d-4e6f-8a9b-0c1d2e3f4a5b"
[[env.production.ratelimits]]
name = "FORM_LIMITER"
namespace_id = "3001"
simple = { limit = 5, period = 60 }
[[env.production.ratelimits]]
name = "FORM_LIMITER_NO_ADDRESS"
namespace_id = "3002"
simple = { limit = 2, period = 60 }
[[env.production.ratelimits]]
name = "SEARCH_LIMITER"
namespace_id = "3003"
simple = { limit = 10, period = 60 }
[[env.production.queues.producers]]
binding = "FORM_OUTBOX"
queue = "clinic-form-outbox"
[[env.production.queues.consumers]]
queue = "clinic-form-outbox"
dead_letter_queue = "clinic-form-outbox-dlq"
[[env.production.queues.consumers]]
queue = "clinic-form-outbox-dlq"
max_retries = 100
dead_letter_queue = "clinic-form-outbox-last-dlq"
[[env.production.queues.consumers]]
queue = "clinic-form-outbox-last-dlq"
max_retries = 100
`;
const toml = `name = "clinic-site"\n[vars]\nENVIRONMENT = "local"\n${section('SITE_URL = "http://www.riverbend.org"')}`;
const completeVars = (expires: string) =>
  `SITE_URL = "https://www.riverbend.org"\nDONATION_URL = "https://donate.riverbend.org/"\nSECURITY_EXPIRES = "${expires}"`;
const complete = section(completeVars("2027-06-30T00:00:00Z"));
const now = Date.parse("2027-01-01T00:00:00Z");
const token = "0123456789abcdef0123456789";

describe("the pre-deploy configuration check", () => {
  it("reads only the environment's own vars, then secrets, never other shell variables", () => {
    const vars = deployedVars(toml, "production", {
      OPS_TOKEN: "secret",
      SITE_URL: "https://x.org",
      PATH: "/",
    });
    expect(vars.CMS_ORIGIN).toBe("https://cms.riverbend.org");
    expect(vars.OPS_TOKEN).toBe("secret");
    expect(vars.SITE_URL).toBe("http://www.riverbend.org");
    expect(vars).not.toHaveProperty("PATH");
  });

  it("lists every missing and invalid production variable together, saying how to set a secret", () => {
    expect(configProblems(toml, "production", { OPS_TOKEN: "short" })).toEqual([
      "SITE_URL is invalid (expected an https origin)",
      "DONATION_URL is missing",
      "OPS_TOKEN is invalid (expected at least 24 characters): it is a secret; store it with `npx wrangler secret put OPS_TOKEN --env production` and, for this check, export it or pass --secrets-file",
      "SECURITY_EXPIRES is missing",
    ]);
  });

  it("passes a complete production configuration", () => {
    expect(configProblems(complete, "production", { OPS_TOKEN: token }, now)).toEqual([]);
    expect(configWarnings(complete, "production", { OPS_TOKEN: token }, now)).toEqual([]);
  });

  it("refuses a bot-check site key without its secret, and a secret without its site key", () => {
    const withKey = section(
      `${completeVars("2027-06-30T00:00:00Z")}\nBOT_CHECK_SITE_KEY = "6LcTestSiteKey0123456789abcdef"`,
    );
    expect(configProblems(withKey, "production", { OPS_TOKEN: token }, now)).toEqual([
      "BOT_CHECK_SITE_KEY is set without BOT_CHECK_SECRET (set both or neither)",
    ]);
    expect(
      configProblems(complete, "production", { OPS_TOKEN: token, BOT_CHECK_SECRET: "s3cret" }, now),
    ).toEqual(["BOT_CHECK_SECRET is set without BOT_CHECK_SITE_KEY (set both or neither)"]);
    expect(
      configProblems(withKey, "production", { OPS_TOKEN: token, BOT_CHECK_SECRET: "s3cret" }, now),
    ).toEqual([]);
  });

  it("warns when security.txt expires within 30 days, and refuses one that has expired", () => {
    const soon = section(completeVars("2027-01-20T00:00:00Z"));
    expect(configWarnings(soon, "production", {}, now)).toEqual([
      "SECURITY_EXPIRES is in 19 day(s): set a new date so security.txt does not expire",
    ]);
    expect(configProblems(soon, "production", { OPS_TOKEN: token }, now)).toEqual([]);
    expect(configWarnings(section(completeVars("2027-02-01T00:00:01Z")), "production", {}, now)).toEqual([]);
    expect(
      configProblems(section(completeVars("2026-12-31T23:59:59Z")), "production", { OPS_TOKEN: token }, now),
    ).toEqual(["SECURITY_EXPIRES is in the past (security.txt has expired)"]);
    expect(
      configProblems(section(completeVars("next year")), "production", { OPS_TOKEN: token }, now),
    ).toEqual(["SECURITY_EXPIRES is invalid (expected a date-time like 2027-06-30T00:00:00Z)"]);
  });

  it("refuses a secret written into wrangler.toml", () => {
    const problems = configProblems(section(`OPS_TOKEN = "${token}"`), "production", { OPS_TOKEN: token });
    expect(problems).toContain(
      "OPS_TOKEN is a secret and must not be in [env.production.vars]: remove it and run `npx wrangler secret put OPS_TOKEN --env production`",
    );
  });

  it("knows the secrets, and which of them production requires", () => {
    expect([...secretNames].sort()).toEqual([
      "ALERT_WEBHOOK_URL",
      "BOT_CHECK_SECRET",
      "CMS_EVENTS_SECRET",
      "CSE_KEY",
      "OPS_TOKEN",
      "SUBMISSIONS_TOKEN",
    ]);
    expect(missingSecrets({})).toEqual(["OPS_TOKEN"]);
    expect(missingSecrets({ OPS_TOKEN: token })).toEqual([]);
  });

  it("wants the dead-letter queue retried 100 times with the last queue behind it, and that one consumed and retried too", () => {
    const bare = complete
      .replace('max_retries = 100\ndead_letter_queue = "clinic-form-outbox-last-dlq"\n', "")
      .replace(
        'queue = "clinic-form-outbox-last-dlq"\nmax_retries = 100\n',
        'queue = "clinic-form-outbox-spare"\n',
      );
    expect(configProblems(bare, "production", { OPS_TOKEN: token }, now)).toEqual([
      "the consumer of clinic-form-outbox-dlq must set max_retries = 100 (it retries the dead-letter store until it takes each submission)",
      "the consumer of clinic-form-outbox-dlq must set a dead_letter_queue ending in -last-dlq (the last queue, so no submission is deleted while the store is down)",
    ]);
    const unconsumed = complete.replace(
      'queue = "clinic-form-outbox-last-dlq"\nmax_retries = 100\n',
      'queue = "clinic-form-outbox-spare"\n',
    );
    expect(configProblems(unconsumed, "production", { OPS_TOKEN: token }, now)).toEqual([
      "[env.production] must consume its dead-letter queue clinic-form-outbox-last-dlq (the worker logs what lands there)",
    ]);
  });

  it("counts a secret the deployed worker holds by name as given, and checks only the values it is given", () => {
    const withKey = section(`${completeVars("2027-06-30T00:00:00Z")}\nBOT_CHECK_SITE_KEY = "site-key"`);
    expect(configProblems(withKey, "production", {}, now, ["OPS_TOKEN", "BOT_CHECK_SECRET"])).toEqual([]);
    expect(configProblems(withKey, "production", {}, now, ["OPS_TOKEN"])).toEqual([
      "BOT_CHECK_SITE_KEY is set without BOT_CHECK_SECRET (set both or neither)",
    ]);
    expect(
      configProblems(withKey, "production", { OPS_TOKEN: "short" }, now, ["OPS_TOKEN", "BOT_CHECK_SECRET"]),
    ).toEqual([expect.stringMatching(/^OPS_TOKEN is invalid \(expected at least 24 characters\)/)]);
  });

  it("takes secrets from a file and the shell, the shell winning, and nothing else", () => {
    expect(
      collectSecrets({ OPS_TOKEN: "file", CSE_KEY: "k", SITE_URL: "x" }, { OPS_TOKEN: "shell" }),
    ).toEqual({
      OPS_TOKEN: "shell",
      CSE_KEY: "k",
    });
  });

  it("reports bindings that provisioning has not finished, a demo D1 database and a placeholder domain", () => {
    const unprovisioned = complete
      .replace('id = "0f2ac74b498b48028cb68387c421e279"\n', "")
      .replace("www.riverbend.org", "www.clinic.example.org")
      .concat(
        '[[env.production.d1_databases]]\nbinding = "DEMO_DB"\ndatabase_name = "x"\ndatabase_id = "y"\n',
      );
    expect(configProblems(unprovisioned, "production", { OPS_TOKEN: token }, now)).toEqual([
      "the CACHE KV namespace of [env.production] has no id: run `npm run provision -- --env production`",
      "[env.production] must not declare the D1 database DEMO_DB: the demo CMS is for local runs only",
      "[env.production] still routes the placeholder hostname www.clinic.example.org: set the clinic's own",
      "SITE_URL's host www.riverbend.org is not one of [env.production]'s custom domains (www.clinic.example.org)",
    ]);
  });

  it("wants the CMS_EVENTS_DB database in a deployed environment, so WordPress's publish and previews work", () => {
    const without = complete.replace(
      '[[env.production.d1_databases]]\nbinding = "CMS_EVENTS_DB"\ndatabase_name = "clinic-cms-events-production"\ndatabase_id = "5b8e1f3a-2c4d-4e6f-8a9b-0c1d2e3f4a5b"\n',
      "",
    );
    expect(without).not.toBe(complete);
    expect(configProblems(without, "production", { OPS_TOKEN: token }, now)).toEqual([
      "[env.production] has no CMS_EVENTS_DB D1 database (WordPress's publish and previews answer 503 without it)",
    ]);
  });

  it("wants CMS_EVENTS_DB provisioned: a database_id, and not a local placeholder one", () => {
    const id = 'database_id = "5b8e1f3a-2c4d-4e6f-8a9b-0c1d2e3f4a5b"\n';
    expect(configProblems(complete.replace(id, ""), "production", { OPS_TOKEN: token }, now)).toEqual([
      "the CMS_EVENTS_DB D1 database of [env.production] has no database_id: run `npm run provision -- --env production`",
    ]);
    for (const placeholder of ["00000000-0000-4000-8000-000000000002", "your-database-id"]) {
      expect(
        configProblems(
          complete.replace(id, `database_id = "${placeholder}"\n`),
          "production",
          { OPS_TOKEN: token },
          now,
        ),
      ).toEqual([
        `the CMS_EVENTS_DB D1 database of [env.production] has a placeholder database_id (${placeholder}): run \`npm run provision -- --env production\``,
      ]);
    }
  });

  it("wants the dead-letter store's namespace and the no-address rate limit beside the cache and the per-client limit", () => {
    const without = complete
      .replace(
        '[[env.production.kv_namespaces]]\nbinding = "FORM_DEAD_LETTERS"\nid = "7d1e0c2a9b3f4e5d8c6b1a0f2e3d4c5b"\n',
        "",
      )
      .replace(
        '[[env.production.ratelimits]]\nname = "FORM_LIMITER_NO_ADDRESS"\nnamespace_id = "3002"\nsimple = { limit = 2, period = 60 }\n',
        "",
      )
      .replace(
        '[[env.production.ratelimits]]\nname = "SEARCH_LIMITER"\nnamespace_id = "3003"\nsimple = { limit = 10, period = 60 }\n',
        "",
      );
    expect(configProblems(without, "production", { OPS_TOKEN: token }, now)).toEqual([
      "[env.production] has no FORM_DEAD_LETTERS KV namespace",
      "[env.production] has no FORM_LIMITER_NO_ADDRESS rate limit",
      "[env.production] has no SEARCH_LIMITER rate limit",
    ]);
    const unprovisioned = complete.replace('id = "7d1e0c2a9b3f4e5d8c6b1a0f2e3d4c5b"\n', "");
    expect(configProblems(unprovisioned, "production", { OPS_TOKEN: token }, now)).toEqual([
      "the FORM_DEAD_LETTERS KV namespace of [env.production] has no id: run `npm run provision -- --env production`",
    ]);
  });

  it("wants each dead-letter queue named …-dlq and consumed, so the worker logs what lands there", () => {
    const renamed = complete.replace(
      'dead_letter_queue = "clinic-form-outbox-dlq"',
      'dead_letter_queue = "clinic-lost"',
    );
    expect(configProblems(renamed, "production", { OPS_TOKEN: token }, now)).toEqual([
      "the dead-letter queue clinic-lost must end in -dlq (that is how the worker recognises it)",
      "[env.production] must consume its dead-letter queue clinic-lost (the worker logs what lands there)",
    ]);
  });

  it("names each placeholder value and the demo brand on a line of its own", () => {
    const placeholders = complete
      .replace('"Riverbend Health Center"', '"Riverbend Community Health"')
      .replace("https://portal.riverbend.org/", "https://portal.example.org/")
      .replace("mailto:security@riverbend.org", "mailto:security@clinic.example.org")
      .replace("https://donate.riverbend.org/", "https://give.example.com/donate");
    expect(configProblems(placeholders, "production", { OPS_TOKEN: token }, now)).toEqual([
      `BRAND_NAME in [env.production.vars] is the demo clinic's "Riverbend Community Health": set the clinic's own name`,
      "PATIENT_PORTAL_URL in [env.production.vars] is a placeholder (https://portal.example.org/): set the clinic's own",
      "SECURITY_CONTACT in [env.production.vars] is at a placeholder domain (mailto:security@clinic.example.org): security.txt would send reports nowhere",
      "DONATION_URL in [env.production.vars] is a placeholder (https://give.example.com/donate): set the clinic's own",
    ]);
    // A real domain that merely contains the word is not a placeholder.
    const lookalike = complete.replace("https://donate.riverbend.org/", "https://donate.myexample.org/");
    expect(configProblems(lookalike, "production", { OPS_TOKEN: token }, now)).toEqual([]);
  });

  it("wants workers_dev and preview_urls off in production; staging may keep preview URLs", () => {
    const open = complete.replace("workers_dev = false\npreview_urls = false\n", "preview_urls = true\n");
    expect(configProblems(open, "production", { OPS_TOKEN: token }, now)).toEqual([
      "[env.production] must set workers_dev = false (otherwise the site is also public on *.workers.dev, without the page cache)",
      "[env.production] must set preview_urls = false (otherwise every uploaded version is public on a *.workers.dev preview URL)",
    ]);
    const staging = complete
      .replaceAll("env.production", "env.staging")
      .replace("preview_urls = false", "preview_urls = true");
    expect(configProblems(staging, "staging", { OPS_TOKEN: token }, now)).toEqual([]);
  });

  it("says so when the environment's section is missing", () => {
    expect(configProblems('[vars]\nENVIRONMENT = "local"\n', "production", {})).toEqual([
      "wrangler.toml has no [env.production] section",
    ]);
  });

  it("reports a wrangler.toml it cannot parse instead of crashing", () => {
    expect(configProblems("[vars\nX=", "production", {})[0]).toMatch(/^wrangler.toml cannot be read/);
  });

  it("finds nothing wrong with the shipped staging and production sections but provisioning and the domains", async () => {
    const shipped = (await import("../../../wrangler.toml?raw")).default;
    for (const environment of ["staging", "production"]) {
      const problems = configProblems(shipped, environment, { OPS_TOKEN: token });
      const expected = [
        /KV namespace of \[env\.\w+\] has no id: run `npm run provision/,
        /D1 database of \[env\.\w+\] has no database_id: run `npm run provision/,
        /placeholder hostname/,
        /is a placeholder \(|at a placeholder domain|is the demo clinic's/,
      ];
      expect(problems.filter((p) => !expected.some((known) => known.test(p)))).toEqual([]);
      // CMS_EVENTS_DB is declared, waiting only for provision to write its id.
      expect(problems).toContain(
        `the CMS_EVENTS_DB D1 database of [env.${environment}] has no database_id: run \`npm run provision -- --env ${environment}\``,
      );
    }
  });
});
