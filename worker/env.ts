/**
 * @module Typed configuration, read from the worker's bindings and validated once per isolate. One
 * table names every variable with its valibot schema, default and production rule; `Config` and its
 * field names (camelCase of the variable's name) are derived from it.
 */
import * as v from "valibot";
import {
  isTaglineLanguage,
  oregonLanguages,
  type TaglineLanguage,
  taglines,
} from "../shared/i18n/taglines.ts";

type Raw = Record<string, unknown>;

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration: ${problems.join("; ")}`);
    this.problems = problems;
    this.name = "ConfigError";
  }
}

interface Spec<T, HasDefault extends boolean> {
  schema: v.GenericSchema<string, T>;
  /** The value used when the variable is unset (locally, and in production when not required). */
  fallback: HasDefault extends true ? string : null;
  requiredInProduction: boolean;
  /** Set with `wrangler secret put`, never in wrangler.toml. */
  secret: boolean;
  /** What a valid value looks like, for the error message. */
  hint: string;
}

interface Options {
  required?: boolean;
  secret?: boolean;
  hint?: string;
}

/** A variable with a default: its config value is never null. */
const withDefault = <T>(
  schema: v.GenericSchema<string, T>,
  fallback: string,
  o: Options = {},
): Spec<T, true> => ({
  schema,
  fallback,
  requiredInProduction: o.required ?? false,
  secret: o.secret ?? false,
  hint: o.hint ?? "a valid value",
});

/** A variable without a default: null when unset. */
const optional = <T>(schema: v.GenericSchema<string, T>, o: Options = {}): Spec<T, false> => ({
  schema,
  fallback: null,
  requiredInProduction: o.required ?? false,
  secret: o.secret ?? false,
  hint: o.hint ?? "a valid value",
});

const text = v.pipe(v.string(), v.minLength(1));
const origin = (scheme: RegExp) =>
  v.pipe(
    v.string(),
    v.regex(scheme),
    v.url(),
    v.transform((value: string) => value.replace(/\/+$/, "")),
  );
const httpsUrl = v.pipe(v.string(), v.regex(/^https:\/\/[^\s/]+/), v.url());
const count = v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number));
/** An RFC 3339 date-time with a zone, as RFC 9116 wants for Expires. */
const dateTime = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/),
  v.check((value) => !Number.isNaN(Date.parse(value))),
);
const timeZone = v.pipe(
  v.string(),
  v.check((zone) => {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }),
);

/** A comma-separated list of tagline languages (`es,vi,zh-Hant`): at least one, each known, none twice. */
const languageList = v.pipe(
  v.string(),
  v.transform((value: string) =>
    value
      .split(",")
      .map((tag) => tag.trim())
      .filter((tag) => tag !== ""),
  ),
  v.minLength(1),
  v.check((tags: string[]) => tags.every(isTaglineLanguage) && new Set(tags).size === tags.length),
  v.transform((tags: string[]) => tags as TaglineLanguage[]),
);

/** Every configuration variable. README.md's configuration table lists the same. */
const specs = {
  ENVIRONMENT: withDefault(v.picklist(["local", "production"]), "local", { hint: "local or production" }),
  BRAND_NAME: withDefault(text, "Riverbend Community Health", { required: true }),
  CMS_ORIGIN: optional(origin(/^https?:\/\/[^\s/]+/), { required: true, hint: "an http(s) origin" }),
  SITE_URL: optional(origin(/^https:\/\/[^\s/]+/), { required: true, hint: "an https origin" }),
  PATIENT_PORTAL_URL: withDefault(httpsUrl, "https://portal.example.org/", {
    required: true,
    hint: "an https URL",
  }),
  EMPLOYEE_PORTAL_URL: withDefault(httpsUrl, "https://training.example.org/", {
    required: true,
    hint: "an https URL",
  }),
  DONATION_URL: withDefault(httpsUrl, "https://donate.example.org/", {
    required: true,
    hint: "an https URL",
  }),
  /** `noindex` keeps search engines out (staging): robots.txt disallows all, every page says noindex. */
  SEARCH_ENGINES: withDefault(v.picklist(["index", "noindex"]), "index", { hint: "index or noindex" }),
  SEARCH_BASE_PATH: withDefault(v.pipe(v.string(), v.regex(/^\/[a-z0-9-]+$/)), "/search", {
    hint: "a path like /search",
  }),
  CLINIC_TIME_ZONE: withDefault(timeZone, "America/Los_Angeles", {
    hint: "an IANA time zone like America/Chicago",
  }),
  /**
   * The Section 1557 notice's taglines: the 15 languages most spoken by people with limited English
   * in the clinic's state, most spoken first. Unset means Oregon's, the demo clinic's state.
   */
  LANGUAGE_ASSISTANCE: withDefault(languageList, oregonLanguages.join(","), {
    hint: `comma-separated language tags with a tagline (${Object.keys(taglines).join(", ")})`,
  }),
  MAPS_KEY: optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{20,60}$/)), { hint: "a maps API key" }),
  ANALYTICS_ID: optional(v.pipe(v.string(), v.regex(/^G-[A-Z0-9]{4,16}$/)), { hint: "G-XXXXXXX" }),
  CSE_KEY: optional(text, { secret: true }),
  CSE_ID: optional(text),
  BOT_CHECK_SITE_KEY: optional(text),
  BOT_CHECK_SECRET: optional(text, { secret: true }),
  OPS_TOKEN: optional(v.pipe(v.string(), v.minLength(24)), {
    required: true,
    secret: true,
    hint: "at least 24 characters",
  }),
  /**
   * The one secret that reads, replays and deletes dead-lettered form submissions (`/__ops/submissions…`,
   * `npm run submissions`), held by whoever enters them; OPS_TOKEN cannot (decision 0058). Unset: those
   * routes answer 404 while the submissions stay stored, and the ops status says so.
   */
  SUBMISSIONS_TOKEN: optional(v.pipe(v.string(), v.minLength(24)), {
    secret: true,
    hint: "at least 24 characters, not OPS_TOKEN's",
  }),
  /**
   * The key WordPress's clinic-site plugin signs its change events with (HMAC-SHA256; never OPS_TOKEN,
   * decision 0052), and derives its preview tokens' key from (decision 0054). Unset: neither
   * `POST /__ops/cms-events` nor `/__preview` exists.
   */
  CMS_EVENTS_SECRET: optional(v.pipe(v.string(), v.minLength(32)), {
    secret: true,
    hint: "at least 32 characters",
  }),
  /**
   * Where the hourly check posts its warnings (JSON with a `text` field: a chat or paging webhook),
   * each problem once a day and its clearing once. Unset: warnings are log lines only.
   */
  ALERT_WEBHOOK_URL: optional(httpsUrl, { secret: true, hint: "an https URL" }),
  CMS_TIMEOUT_MS: withDefault(count, "5000", { hint: "milliseconds" }),
  CMS_MEMO_SECONDS: withDefault(v.pipe(v.string(), v.regex(/^\d{1,2}$/), v.transform(Number)), "5", {
    hint: "seconds, 0 to 99",
  }),
  CACHE_FRESH_SECONDS: withDefault(count, "300", { hint: "seconds" }),
  CACHE_MAX_STALE_SECONDS: withDefault(count, "604800", { hint: "seconds" }),
  /** security.txt's Contact: a `mailto:` or `https:` URI. */
  SECURITY_CONTACT: withDefault(
    v.pipe(v.string(), v.regex(/^(?:mailto:[^\s@]+@[^\s@]+|https:\/\/[^\s/]+\S*)$/)),
    "mailto:security@example.org",
    { required: true, hint: "a mailto: or https: URI" },
  ),
  /** security.txt's Expires (RFC 3339); unset (local only) means 180 days from today. */
  SECURITY_EXPIRES: optional(dateTime, { required: true, hint: "a date-time like 2027-06-30T00:00:00Z" }),
};

type Specs = typeof specs;
type VarName = keyof Specs;
type Words<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Capitalize<Lowercase<Head>>}${Words<Tail>}`
  : Capitalize<Lowercase<S>>;
/** `CMS_TIMEOUT_MS` → `cmsTimeoutMs`. */
type FieldOf<S extends string> = Uncapitalize<Words<S>>;
type ValueOf<S> =
  S extends Spec<infer T, infer HasDefault> ? (HasDefault extends true ? T : T | null) : never;

/** The validated configuration: one field per variable. */
export type Config = { [K in VarName as FieldOf<K>]: ValueOf<Specs[K]> };

const fieldOf = (name: string) => name.toLowerCase().replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** Every variable's name and rules, for the pre-deploy check. */
export const variables = (Object.keys(specs) as VarName[]).map((name) => ({ name, ...specs[name] }));

/** Reads and checks every variable, reporting all problems together in one ConfigError. */
export function parseConfig(raw: Raw): Config {
  const production = raw.ENVIRONMENT === "production";
  const problems: string[] = [];
  const config: Record<string, unknown> = {};
  for (const { name, schema, fallback, requiredInProduction, hint } of variables) {
    const given = typeof raw[name] === "string" && raw[name] !== "" ? (raw[name] as string) : null;
    if (given === null && production && requiredInProduction) {
      problems.push(`${name} is missing`);
      continue;
    }
    const value = given ?? fallback;
    if (value === null) {
      config[fieldOf(name)] = null;
      continue;
    }
    const result = v.safeParse(schema as v.GenericSchema<string, unknown>, value);
    if (result.success) config[fieldOf(name)] = result.output;
    else problems.push(`${name} is invalid (expected ${hint})`);
  }
  // One token opening both would put every patient's message back in the hands of every deploy.
  if (typeof config.submissionsToken === "string" && config.submissionsToken === config.opsToken)
    problems.push(
      "SUBMISSIONS_TOKEN is invalid (expected a secret of its own: it must differ from OPS_TOKEN)",
    );
  if (problems.length > 0) throw new ConfigError(problems);
  return config as Config;
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
