/**
 * @module The one way every ops tool names the site it works on: `--env NAME` (the environment's
 * custom domain in wrangler.toml, or its SITE_URL) or `--url ORIGIN` (a bare site, such as
 * `wrangler dev` on 127.0.0.1). The old `--site` is refused with a message naming `--url`.
 */
import { readFileSync } from "node:fs";
import { parseEnv } from "node:util";
import { deployedVars } from "./config-check.ts";
import { envResources } from "./wrangler-toml.ts";

/** The parseArgs options of a target; spread them into a tool's own. */
export const targetOptions = {
  env: { type: "string" },
  url: { type: "string" },
  /** Only so that it is refused by name (see `siteTarget`), never read. */
  site: { type: "string" },
  config: { type: "string", default: "wrangler.toml" },
  "secrets-file": { type: "string" },
} as const;

export const targetUsage =
  "(--env NAME | --url https://site.example) [--config wrangler.toml] [--secrets-file FILE]";

/** The site a tool works on. */
export interface SiteTarget {
  /** `https://host` or `http://127.0.0.1:8787`, without a trailing slash. */
  origin: string;
  /** The wrangler environment, when named with `--env`. */
  environment?: string;
  /** The worker's name in that environment (for version overrides). */
  workerName?: string;
  /** The environment's `[vars]`, or none for a bare `--url`. */
  vars: Record<string, unknown>;
  secretsFile?: string;
}

const originPattern = /^https?:\/\/[^\s/]+\/?$/;

/**
 * The target the flags name, or what is wrong with them. With both, `--env` gives the environment
 * (its worker, its vars) and `--url` the origin to reach it at.
 */
export function siteTarget(values: {
  env?: string | undefined;
  url?: string | undefined;
  site?: string | undefined;
  config?: string | undefined;
  "secrets-file"?: string | undefined;
}): SiteTarget | string {
  if (values.site !== undefined)
    return `--site is gone: name the site with --url ${values.site} (or --env NAME for a wrangler environment)`;
  if (values.url !== undefined && !originPattern.test(values.url))
    return `--url must be an http(s) origin, not ${values.url}`;
  const secrets = values["secrets-file"] ? { secretsFile: values["secrets-file"] } : {};
  if (values.env === undefined) {
    if (values.url === undefined) return "name the site with --env NAME or --url https://…";
    return { origin: values.url.replace(/\/+$/, ""), vars: {}, ...secrets };
  }
  if (!/^[a-z][a-z0-9-]*$/.test(values.env))
    return `--env must be a wrangler environment name, not ${values.env}`;
  let toml: string;
  try {
    toml = readFileSync(values.config ?? "wrangler.toml", "utf8");
  } catch (error) {
    return `cannot read ${values.config}: ${error instanceof Error ? error.message : String(error)}`;
  }
  try {
    const { workerName, domains } = envResources(toml, values.env);
    const vars = deployedVars(toml, values.env, {});
    const siteUrl = typeof vars.SITE_URL === "string" ? vars.SITE_URL : "";
    const canonical = URL.canParse(siteUrl) ? new URL(siteUrl).hostname : "";
    const domain = domains.find((host) => host === canonical) ?? domains[0];
    const origin = values.url ?? (domain ? `https://${domain}` : siteUrl);
    if (!originPattern.test(origin))
      return `[env.${values.env}] has no custom domain route nor SITE_URL: give --url`;
    return { origin: origin.replace(/\/+$/, ""), environment: values.env, workerName, vars, ...secrets };
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** A secret from the shell, else from the target's secrets file, else "". */
export function secretOf(target: { secretsFile?: string | undefined }, name: string): string {
  if (process.env[name]) return process.env[name] ?? "";
  if (!target.secretsFile) return "";
  return parseEnv(readFileSync(target.secretsFile, "utf8"))[name] ?? "";
}
