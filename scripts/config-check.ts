/** @module The pre-deploy configuration check: an environment's wrangler.toml section, plus its secrets. */
import { parse } from "smol-toml";
import { ConfigError, parseConfig, variables } from "../worker/env.ts";

type Table = Record<string, unknown>;

const isTable = (value: unknown): value is Table =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The variables that are secrets: they never live in wrangler.toml, only in Cloudflare's secret
 * store (`wrangler secret put`), and for local runs in `.dev.vars`.
 */
export const secretNames = variables
  .filter((spec) => spec.secret)
  // The required ones first: that is the order an operator sets them in.
  .sort((a, b) => Number(b.requiredInProduction) - Number(a.requiredInProduction))
  .map((spec) => spec.name);

const isSecret = (name: string) => secretNames.includes(name as (typeof secretNames)[number]);

/** A value at a domain reserved for examples (RFC 2606): what wrangler.toml ships with, never a clinic's own. */
const placeholderDomain = /(?:^|[./@])example\.(?:org|com|net)(?=$|[/:?#>])/i;

/** The demo CMS's fictional clinic, which wrangler.toml ships as BRAND_NAME. */
const demoBrand = "Riverbend Community Health";

/** One line per placeholder left in `[env.<environment>.vars]`. */
function placeholderProblems(vars: Table, environment: string): string[] {
  const where = `[env.${environment}.vars]`;
  const problems: string[] = [];
  for (const [name, value] of Object.entries(vars)) {
    if (typeof value !== "string") continue;
    if (name === "BRAND_NAME" && value === demoBrand) {
      problems.push(`BRAND_NAME in ${where} is the demo clinic's "${demoBrand}": set the clinic's own name`);
    } else if (name === "SECURITY_CONTACT" && placeholderDomain.test(value)) {
      problems.push(
        `SECURITY_CONTACT in ${where} is at a placeholder domain (${value}): security.txt would send reports nowhere`,
      );
    } else if (placeholderDomain.test(value)) {
      problems.push(`${name} in ${where} is a placeholder (${value}): set the clinic's own`);
    }
  }
  return problems;
}

/** workers_dev and preview_urls: off in production (public copies without the page cache), workers_dev off everywhere deployed. */
function publicUrlProblems(section: Table, environment: string): string[] {
  const problems: string[] = [];
  const where = `[env.${environment}]`;
  if (section.workers_dev !== false) {
    problems.push(
      `${where} must set workers_dev = false (otherwise the site is also public on *.workers.dev, without the page cache)`,
    );
  }
  if (environment === "production" && section.preview_urls !== false) {
    problems.push(
      `${where} must set preview_urls = false (otherwise every uploaded version is public on a *.workers.dev preview URL)`,
    );
  }
  return problems;
}

/** The `[env.<name>]` section (or the top level for null), or null when there is none. */
function environmentSection(config: Table, environment: string | null): Table | null {
  if (environment === null) return config;
  const envs = isTable(config.env) ? config.env : {};
  const section = envs[environment];
  return isTable(section) ? section : null;
}

/**
 * The variables the worker would see in `environment` (null: the top level): that environment's
 * `vars` table (wrangler does not inherit top-level vars into an environment), then the secrets
 * found in `secrets` (the shell's environment and a secrets file).
 */
export function deployedVars(wranglerToml: string, environment: string | null, secrets: Table): Table {
  const section = environmentSection(parse(wranglerToml) as Table, environment);
  const vars: Table = { ...(section && isTable(section.vars) ? section.vars : {}) };
  for (const name of secretNames) {
    const value = secrets[name];
    if (typeof value === "string" && value !== "") vars[name] = value;
  }
  return vars;
}

/** The command that stores one secret for `environment`. */
export const secretPutCommand = (name: string, environment: string | null) =>
  `npx wrangler secret put ${name}${environment ? ` --env ${environment}` : ""}`;

/** Secrets production requires that `secrets` does not hold. */
export function missingSecrets(secrets: Table): string[] {
  return variables
    .filter((spec) => isSecret(spec.name) && spec.requiredInProduction)
    .map((spec) => spec.name)
    .filter((name) => typeof secrets[name] !== "string" || secrets[name] === "");
}

const tablesOf = (value: unknown): Table[] => (Array.isArray(value) ? value.filter(isTable) : []);

/** A D1 database id as Cloudflare gives them: a UUID, never the local ids' all-zero placeholder. */
const d1Id = /^(?!00000000-)[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A deployed environment's D1: CMS_EVENTS_DB always (the change events' and previews' replay memory;
 * CMS_EVENTS_SECRET can be put at any time without a deploy, and without the binding publish answers
 * 503), with a real id; no other database (DEMO_DB is the demo CMS's).
 */
function d1Problems(section: Table, environment: string): string[] {
  const where = `[env.${environment}]`;
  const databases = tablesOf(section.d1_databases);
  const problems = databases
    .filter((db) => db.binding !== "CMS_EVENTS_DB")
    .map(
      (db) =>
        `${where} must not declare the D1 database ${String(db.binding)}: the demo CMS is for local runs only`,
    );
  const events = databases.find((db) => db.binding === "CMS_EVENTS_DB");
  if (!events) {
    problems.push(
      `${where} has no CMS_EVENTS_DB D1 database (WordPress's publish and previews answer 503 without it)`,
    );
  } else if (typeof events.database_name !== "string" || events.database_name === "") {
    problems.push(`the CMS_EVENTS_DB D1 database of ${where} has no database_name`);
  } else if (typeof events.database_id !== "string" || events.database_id === "") {
    problems.push(
      `the CMS_EVENTS_DB D1 database of ${where} has no database_id: run \`npm run provision -- --env ${environment}\``,
    );
  } else if (!d1Id.test(events.database_id)) {
    problems.push(
      `the CMS_EVENTS_DB D1 database of ${where} has a placeholder database_id (${events.database_id}): run \`npm run provision -- --env ${environment}\``,
    );
  }
  return problems;
}

/** Problems with the bindings and routes of a deployed environment. */
function sectionProblems(section: Table, environment: string): string[] {
  const problems: string[] = [];
  const where = `[env.${environment}]`;
  const vars = isTable(section.vars) ? section.vars : {};
  for (const name of Object.keys(vars).filter(isSecret)) {
    problems.push(
      `${name} is a secret and must not be in ${where.slice(0, -1)}.vars]: remove it and run \`${secretPutCommand(name, environment)}\``,
    );
  }
  if (vars.ENVIRONMENT !== "production") {
    problems.push(`ENVIRONMENT must be "production" in [env.${environment}.vars]`);
  }
  // The cache's namespace, and the dead-letter store's: a namespace of its own (decision 0041).
  for (const binding of ["CACHE", "FORM_DEAD_LETTERS"]) {
    const kv = tablesOf(section.kv_namespaces).find((namespace) => namespace.binding === binding);
    if (!kv) problems.push(`${where} has no ${binding} KV namespace`);
    else if (typeof kv.id !== "string" || kv.id === "") {
      problems.push(
        `the ${binding} KV namespace of ${where} has no id: run \`npm run provision -- --env ${environment}\``,
      );
    }
  }
  problems.push(...d1Problems(section, environment));
  const define = isTable(section.define) ? section.define : {};
  if (define.__DEMO_CMS__ !== "false") {
    problems.push(`[env.${environment}.define] must set __DEMO_CMS__ = "false" (leaves the demo CMS out)`);
  }
  const queues = isTable(section.queues) ? section.queues : {};
  if (!tablesOf(queues.producers).some((p) => p.binding === "FORM_OUTBOX")) {
    problems.push(`${where} has no FORM_OUTBOX queue producer`);
  }
  const deadLetters = tablesOf(queues.consumers)
    .map((c) => c.dead_letter_queue)
    .filter((q) => q !== undefined);
  if (deadLetters.length === 0) problems.push(`${where} has no queue consumer with a dead_letter_queue`);
  for (const queue of deadLetters.filter((q) => !String(q).endsWith("-dlq"))) {
    problems.push(
      `the dead-letter queue ${String(queue)} must end in -dlq (that is how the worker recognises it)`,
    );
  }
  // Nothing lost (decision 0041): the dead-letter queue retries the store 100 times, with the last
  // queue behind it, which retries it too.
  for (const consumer of tablesOf(queues.consumers).filter((c) => String(c.queue).endsWith("-dlq"))) {
    const queue = String(consumer.queue);
    if (consumer.max_retries !== 100)
      problems.push(
        `the consumer of ${queue} must set max_retries = 100 (it retries the dead-letter store until it takes each submission)`,
      );
    if (!queue.endsWith("-last-dlq") && !String(consumer.dead_letter_queue ?? "").endsWith("-last-dlq"))
      problems.push(
        `the consumer of ${queue} must set a dead_letter_queue ending in -last-dlq (the last queue, so no submission is deleted while the store is down)`,
      );
  }
  const consumed = tablesOf(queues.consumers).map((c) => c.queue);
  for (const queue of deadLetters.filter((q) => !consumed.includes(q))) {
    problems.push(
      `${where} must consume its dead-letter queue ${String(queue)} (the worker logs what lands there)`,
    );
  }
  // Per client, and the strict bucket of requests without an address (decision 0042); paid search per client.
  for (const name of ["FORM_LIMITER", "FORM_LIMITER_NO_ADDRESS", "SEARCH_LIMITER"]) {
    if (!tablesOf(section.ratelimits).some((r) => r.name === name)) {
      problems.push(`${where} has no ${name} rate limit`);
    }
  }
  const domains = tablesOf(section.routes)
    .filter((r) => r.custom_domain === true)
    .map((r) => String(r.pattern));
  if (domains.length === 0) {
    problems.push(
      `${where} needs a routes entry with custom_domain = true (the page cache needs a custom domain)`,
    );
  }
  for (const domain of domains.filter((d) => placeholderDomain.test(d))) {
    problems.push(`${where} still routes the placeholder hostname ${domain}: set the clinic's own`);
  }
  problems.push(...placeholderProblems(vars, environment), ...publicUrlProblems(section, environment));
  const siteHost =
    typeof vars.SITE_URL === "string" ? vars.SITE_URL.replace(/^https?:\/\//, "").split("/")[0] : "";
  if (siteHost && domains.length > 0 && !domains.includes(siteHost)) {
    problems.push(
      `SITE_URL's host ${siteHost} is not one of ${where}'s custom domains (${domains.join(", ")})`,
    );
  }
  return problems;
}

const day = 24 * 60 * 60 * 1000;
/** check-config warns when security.txt expires within this many days. */
export const expiryWarningDays = 30;

const given = (vars: Table, name: string) => typeof vars[name] === "string" && vars[name] !== "";

/**
 * Rules of a deployed environment that span variables: the bot check's two halves together, security.txt
 * not expired. A secret counts as given when the account already holds one of that name (`inAccount`).
 */
function deployedProblems(vars: Table, now: number, inAccount: readonly string[]): string[] {
  const problems: string[] = [];
  const site = given(vars, "BOT_CHECK_SITE_KEY");
  const secret = given(vars, "BOT_CHECK_SECRET") || inAccount.includes("BOT_CHECK_SECRET");
  if (site && !secret)
    problems.push("BOT_CHECK_SITE_KEY is set without BOT_CHECK_SECRET (set both or neither)");
  if (secret && !site)
    problems.push("BOT_CHECK_SECRET is set without BOT_CHECK_SITE_KEY (set both or neither)");
  const expires = Date.parse(String(vars.SECURITY_EXPIRES ?? ""));
  if (!Number.isNaN(expires) && expires <= now)
    problems.push("SECURITY_EXPIRES is in the past (security.txt has expired)");
  // Set but empty would fall back to the default list unnoticed: the notice needs the clinic's own.
  if (typeof vars.LANGUAGE_ASSISTANCE === "string" && vars.LANGUAGE_ASSISTANCE.replace(/[\s,]/g, "") === "")
    problems.push(
      "LANGUAGE_ASSISTANCE is empty: list the 15 languages most spoken by people with limited English in the clinic's state (the nondiscrimination notice's taglines)",
    );
  return problems;
}

/** What is allowed but needs attention soon: security.txt expiring within 30 days. */
export function configWarnings(
  wranglerToml: string,
  environment: string | null,
  secrets: Table,
  now = Date.now(),
): string[] {
  let vars: Table;
  try {
    vars = deployedVars(wranglerToml, environment, secrets);
  } catch {
    return [];
  }
  const expires = Date.parse(String(vars.SECURITY_EXPIRES ?? ""));
  if (Number.isNaN(expires) || expires <= now || expires - now > expiryWarningDays * day) return [];
  const days = Math.ceil((expires - now) / day);
  return [`SECURITY_EXPIRES is in ${days} day(s): set a new date so security.txt does not expire`];
}

/**
 * Every problem with the configuration of `environment` (null: the top level), with `secrets` the
 * values found in the shell and in a secrets file, and `inAccount` the names of the secrets the
 * deployed worker already has (`wrangler secret list`: names only, so a value is checked only where it
 * is given, and a secret the account holds is never missing); empty when it is ready to deploy.
 */
export function configProblems(
  wranglerToml: string,
  environment: string | null,
  secrets: Table,
  now = Date.now(),
  inAccount: readonly string[] = [],
): string[] {
  let config: Table;
  try {
    config = parse(wranglerToml) as Table;
  } catch (error) {
    return [`wrangler.toml cannot be read: ${error instanceof Error ? error.message : String(error)}`];
  }
  const section = environmentSection(config, environment);
  if (environment !== null && section === null) {
    return [`wrangler.toml has no [env.${environment}] section`];
  }
  const problems = environment === null || section === null ? [] : sectionProblems(section, environment);
  const vars = deployedVars(wranglerToml, environment, secrets);
  const strict = environment !== null;
  if (strict) problems.push(...deployedProblems(vars, now, inAccount));
  try {
    parseConfig({ ...vars, ENVIRONMENT: strict ? "production" : vars.ENVIRONMENT });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    problems.push(
      ...error.problems
        .filter((problem) => !inAccount.some((name) => problem === `${name} is missing`))
        .map((problem) => {
          const name = problem.split(" ")[0] ?? "";
          if (!isSecret(name)) return problem;
          return `${problem}: it is a secret; store it with \`${secretPutCommand(name, environment)}\` and, for this check, export it or pass --secrets-file`;
        }),
    );
  }
  return problems;
}

/** The secrets among `sources`, later sources winning (the shell over a secrets file). */
export function collectSecrets(...sources: Table[]): Table {
  const found: Table = {};
  for (const source of sources) {
    for (const name of secretNames) {
      const value = source[name];
      if (typeof value === "string" && value !== "") found[name] = value;
    }
  }
  return found;
}
