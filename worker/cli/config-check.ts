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

/** Every problem with the configuration of `environment`; empty when it is ready to deploy. */
export function configProblems(wranglerToml: string, environment: string | null, shell: Table): string[] {
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
  return problems;
}
