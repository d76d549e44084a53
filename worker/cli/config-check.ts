/** @module The pre-deploy configuration check: wrangler.toml's vars for an environment, plus the shell's. */
import { parse } from "smol-toml";
import { ConfigError, parseConfig, variables } from "../env.ts";

type Table = Record<string, unknown>;

const isTable = (value: unknown): value is Table =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The variables the worker would see in `environment` (null: the top level): that environment's
 * `vars` table (wrangler does not inherit top-level vars into an environment), then any configuration
 * variable set in `shell` (secrets such as OPS_TOKEN are not in wrangler.toml).
 */
export function deployedVars(wranglerToml: string, environment: string | null, shell: Table): Table {
  const config = parse(wranglerToml) as Table;
  const envs = isTable(config.env) ? config.env : {};
  const section = environment === null ? config : envs[environment];
  const vars: Table = { ...(isTable(section) && isTable(section.vars) ? section.vars : {}) };
  for (const { name } of variables) {
    const value = shell[name];
    if (typeof value === "string" && value !== "") vars[name] = value;
  }
  return vars;
}

const day = 24 * 60 * 60 * 1000;
/** check-config warns when security.txt expires within this many days. */
export const expiryWarningDays = 30;

const given = (vars: Table, name: string) => typeof vars[name] === "string" && vars[name] !== "";

/** Production rules that span variables: the bot check's two halves together, security.txt not expired. */
function productionProblems(vars: Table, now: number): string[] {
  const problems: string[] = [];
  const site = given(vars, "BOT_CHECK_SITE_KEY");
  const secret = given(vars, "BOT_CHECK_SECRET");
  if (site && !secret)
    problems.push("BOT_CHECK_SITE_KEY is set without BOT_CHECK_SECRET (set both or neither)");
  if (secret && !site)
    problems.push("BOT_CHECK_SECRET is set without BOT_CHECK_SITE_KEY (set both or neither)");
  const expires = Date.parse(String(vars.SECURITY_EXPIRES ?? ""));
  if (!Number.isNaN(expires) && expires <= now)
    problems.push("SECURITY_EXPIRES is in the past (security.txt has expired)");
  return problems;
}

/** What is allowed but needs attention soon: security.txt expiring within 30 days. */
export function configWarnings(
  wranglerToml: string,
  environment: string | null,
  shell: Table,
  now = Date.now(),
): string[] {
  let vars: Table;
  try {
    vars = deployedVars(wranglerToml, environment, shell);
  } catch {
    return [];
  }
  const expires = Date.parse(String(vars.SECURITY_EXPIRES ?? ""));
  if (Number.isNaN(expires) || expires <= now || expires - now > expiryWarningDays * day) return [];
  const days = Math.ceil((expires - now) / day);
  return [`SECURITY_EXPIRES is in ${days} day(s): set a new date so security.txt does not expire`];
}

/** Every problem with the configuration of `environment`; empty when it is ready to deploy. */
export function configProblems(
  wranglerToml: string,
  environment: string | null,
  shell: Table,
  now = Date.now(),
): string[] {
  let vars: Table;
  try {
    vars = deployedVars(wranglerToml, environment, shell);
  } catch (error) {
    return [`wrangler.toml cannot be read: ${error instanceof Error ? error.message : String(error)}`];
  }
  const problems: string[] = [];
  if (environment === "production" && vars.ENVIRONMENT !== "production") {
    problems.push('ENVIRONMENT must be "production" in [env.production.vars]');
  }
  try {
    parseConfig({ ...vars, ENVIRONMENT: environment === "production" ? "production" : vars.ENVIRONMENT });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    problems.push(...error.problems);
  }
  if (environment === "production") problems.push(...productionProblems(vars, now));
  return problems;
}
