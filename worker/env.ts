/** @module Typed configuration, read from the worker's bindings and validated once per isolate. */

export interface Config {
  environment: "local" | "production";
  brandName: string;
  /** WordPress origin; null means the built-in demo CMS. */
  cmsOrigin: string | null;
  /** Canonical site origin; null means "the origin of the request". */
  siteUrl: string | null;
  patientPortalUrl: string;
  employeePortalUrl: string;
  donationUrl: string;
  searchBasePath: string;
  mapsKey: string | null;
  analyticsId: string | null;
  cseKey: string | null;
  cseId: string | null;
  botCheckSiteKey: string | null;
  botCheckSecret: string | null;
  opsToken: string | null;
  cfZoneId: string | null;
  cfApiToken: string | null;
  cmsTimeoutMs: number;
  /** Seconds a CMS answer is shared between renders in one isolate; 0 turns the sharing off. */
  cmsMemoSeconds: number;
  cacheFreshSeconds: number;
  cacheMaxStaleSeconds: number;
  /** security.txt's Contact: a `mailto:` or `https:` URI. */
  securityContact: string;
  /** security.txt's Expires (RFC 3339); null (local only) means 180 days from today. */
  securityExpires: string | null;
}

type Raw = Record<string, unknown>;

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration: ${problems.join("; ")}`);
    this.problems = problems;
    this.name = "ConfigError";
  }
}

/** One variable: its name, default (local only), whether production requires it, and its check. */
interface VarSpec {
  name: string;
  fallback: string | null;
  requiredInProduction: boolean;
  check?: (value: string) => boolean;
  hint?: string;
}

const isHttpsUrl = (v: string) => /^https:\/\/[^\s/]+/.test(v);
const isHttpUrl = (v: string) => /^https?:\/\/[^\s/]+/.test(v);
const isCount = (v: string) => /^\d{1,9}$/.test(v);
/** An RFC 3339 date-time with a zone, as RFC 9116 wants for Expires. */
const isDateTime = (v: string) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/.test(v) &&
  !Number.isNaN(Date.parse(v));

/** Every configuration variable, with its default. README.md lists the same table. */
export const variables: VarSpec[] = [
  {
    name: "ENVIRONMENT",
    fallback: "local",
    requiredInProduction: false,
    check: (v) => v === "local" || v === "production",
    hint: "local or production",
  },
  { name: "BRAND_NAME", fallback: "Riverbend Community Health", requiredInProduction: true },
  {
    name: "CMS_ORIGIN",
    fallback: null,
    requiredInProduction: true,
    check: isHttpUrl,
    hint: "an http(s) origin",
  },
  {
    name: "SITE_URL",
    fallback: null,
    requiredInProduction: true,
    check: isHttpsUrl,
    hint: "an https origin",
  },
  {
    name: "PATIENT_PORTAL_URL",
    fallback: "https://portal.example.org/",
    requiredInProduction: true,
    check: isHttpsUrl,
    hint: "an https URL",
  },
  {
    name: "EMPLOYEE_PORTAL_URL",
    fallback: "https://training.example.org/",
    requiredInProduction: true,
    check: isHttpsUrl,
    hint: "an https URL",
  },
  {
    name: "DONATION_URL",
    fallback: "https://donate.example.org/",
    requiredInProduction: true,
    check: isHttpsUrl,
    hint: "an https URL",
  },
  {
    name: "SEARCH_BASE_PATH",
    fallback: "/search",
    requiredInProduction: false,
    check: (v) => /^\/[a-z0-9-]+$/.test(v),
    hint: "a path like /search",
  },
  {
    name: "MAPS_KEY",
    fallback: null,
    requiredInProduction: false,
    check: (v) => /^[A-Za-z0-9_-]{20,60}$/.test(v),
    hint: "a maps API key",
  },
  {
    name: "ANALYTICS_ID",
    fallback: null,
    requiredInProduction: false,
    check: (v) => /^G-[A-Z0-9]{4,16}$/.test(v),
    hint: "G-XXXXXXX",
  },
  { name: "CSE_KEY", fallback: null, requiredInProduction: false },
  { name: "CSE_ID", fallback: null, requiredInProduction: false },
  { name: "BOT_CHECK_SITE_KEY", fallback: null, requiredInProduction: false },
  { name: "BOT_CHECK_SECRET", fallback: null, requiredInProduction: false },
  {
    name: "OPS_TOKEN",
    fallback: null,
    requiredInProduction: true,
    check: (v) => v.length >= 24,
    hint: "at least 24 characters",
  },
  { name: "CF_ZONE_ID", fallback: null, requiredInProduction: false },
  { name: "CF_API_TOKEN", fallback: null, requiredInProduction: false },
  {
    name: "CMS_TIMEOUT_MS",
    fallback: "5000",
    requiredInProduction: false,
    check: isCount,
    hint: "milliseconds",
  },
  {
    name: "CMS_MEMO_SECONDS",
    fallback: "5",
    requiredInProduction: false,
    check: (v) => /^\d{1,2}$/.test(v),
    hint: "seconds, 0 to 99",
  },
  {
    name: "CACHE_FRESH_SECONDS",
    fallback: "300",
    requiredInProduction: false,
    check: isCount,
    hint: "seconds",
  },
  {
    name: "CACHE_MAX_STALE_SECONDS",
    fallback: "604800",
    requiredInProduction: false,
    check: isCount,
    hint: "seconds",
  },
  {
    name: "SECURITY_CONTACT",
    fallback: "mailto:security@example.org",
    requiredInProduction: true,
    check: (v) => /^(?:mailto:[^\s@]+@[^\s@]+|https:\/\/[^\s/]+\S*)$/.test(v),
    hint: "a mailto: or https: URI",
  },
  {
    name: "SECURITY_EXPIRES",
    fallback: null,
    requiredInProduction: true,
    check: isDateTime,
    hint: "a date-time like 2027-06-30T00:00:00Z",
  },
];

/** Reads and checks every variable, reporting all problems together in one ConfigError. */
export function parseConfig(raw: Raw): Config {
  const production = raw.ENVIRONMENT === "production";
  const problems: string[] = [];
  const values: Record<string, string | null> = {};
  for (const spec of variables) {
    const given =
      typeof raw[spec.name] === "string" && raw[spec.name] !== "" ? (raw[spec.name] as string) : null;
    if (given === null && production && spec.requiredInProduction) {
      problems.push(`${spec.name} is missing`);
      continue;
    }
    if (given !== null && spec.check && !spec.check(given)) {
      problems.push(`${spec.name} is invalid (expected ${spec.hint ?? "a valid value"})`);
      continue;
    }
    values[spec.name] = given ?? spec.fallback;
  }
  if (problems.length > 0) throw new ConfigError(problems);
  const v = (name: string) => values[name] ?? null;
  return {
    environment: production ? "production" : "local",
    brandName: v("BRAND_NAME") ?? "",
    cmsOrigin: v("CMS_ORIGIN")?.replace(/\/+$/, "") ?? null,
    siteUrl: v("SITE_URL")?.replace(/\/+$/, "") ?? null,
    patientPortalUrl: v("PATIENT_PORTAL_URL") ?? "",
    employeePortalUrl: v("EMPLOYEE_PORTAL_URL") ?? "",
    donationUrl: v("DONATION_URL") ?? "",
    searchBasePath: v("SEARCH_BASE_PATH") ?? "/search",
    mapsKey: v("MAPS_KEY"),
    analyticsId: v("ANALYTICS_ID"),
    cseKey: v("CSE_KEY"),
    cseId: v("CSE_ID"),
    botCheckSiteKey: v("BOT_CHECK_SITE_KEY"),
    botCheckSecret: v("BOT_CHECK_SECRET"),
    opsToken: v("OPS_TOKEN"),
    cfZoneId: v("CF_ZONE_ID"),
    cfApiToken: v("CF_API_TOKEN"),
    cmsTimeoutMs: Number(v("CMS_TIMEOUT_MS")),
    cmsMemoSeconds: Number(v("CMS_MEMO_SECONDS")),
    cacheFreshSeconds: Number(v("CACHE_FRESH_SECONDS")),
    cacheMaxStaleSeconds: Number(v("CACHE_MAX_STALE_SECONDS")),
    securityContact: v("SECURITY_CONTACT") ?? "",
    securityExpires: v("SECURITY_EXPIRES"),
  };
}

const memo = new WeakMap<object, Config | ConfigError>();

/** The config for this env object, parsed once per isolate; throws the same ConfigError each time. */
export function getConfig(env: object): Config {
  let result = memo.get(env);
  if (!result) {
    try {
      result = parseConfig(env as Raw);
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      result = error;
    }
    memo.set(env, result);
  }
  if (result instanceof ConfigError) throw result;
  return result;
}
