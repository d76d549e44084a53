/**
 * @module The `/proxy` allowlist: each type's fixed upstream URL, the parameters it may carry, and
 * the one parameter that must be the site's own configured id (MAPS_KEY, ANALYTICS_ID, …).
 */

type Rule = RegExp | readonly string[];

interface ProxyTarget {
  upstream: string;
  /** Every parameter the upstream may receive, with its format; `required` ones must be present. */
  params: Record<string, Rule>;
  required: readonly string[];
  /** The parameter that must equal the site's configured value for this type. */
  own: string;
}

type ProxyType = "analytics" | "recaptcha" | "maps" | "cse";
/** The site's configured value for each type; null: not configured, so the type is not served. */
export type OwnIds = Record<ProxyType, string | null>;

const mapsLibraries = ["places", "marker", "geometry", "maps", "core"] as const;

/** The only hosts the proxy can ever reach: one fixed URL per type. */
const proxyTargets: Record<ProxyType, ProxyTarget> = {
  analytics: {
    upstream: "https://www.googletagmanager.com/gtag/js",
    params: { id: /^G-[A-Z0-9]{4,16}$/ },
    required: ["id"],
    own: "id",
  },
  recaptcha: {
    upstream: "https://www.google.com/recaptcha/api.js",
    params: { render: /^[A-Za-z0-9_-]{20,60}$/ },
    required: ["render"],
    own: "render",
  },
  maps: {
    upstream: "https://maps.googleapis.com/maps/api/js",
    params: {
      key: /^[A-Za-z0-9_-]{20,60}$/,
      // The site's own loader's callback and release channels only (client/effects/maps-rules.ts):
      // each value a visitor could vary would be an edge cache entry and an upstream fetch.
      callback: ["__clinicMapsReady"],
      libraries: mapsLibraries,
      v: ["weekly", "quarterly", "beta"],
      loading: ["async"],
    },
    required: ["key"],
    own: "key",
  },
  cse: {
    upstream: "https://cse.google.com/cse.js",
    params: { cx: /^[a-z0-9:_-]{5,60}$/ },
    required: ["cx"],
    own: "cx",
  },
};

/** A parameter name as it may appear in a message: word characters only, at most 40. */
const shown = (name: string) => name.replace(/[^\w-]/g, "?").slice(0, 40);

/** A list rule takes a comma-separated list of its values, each at most once. */
const passes = (rule: Rule, value: string) => {
  if (rule instanceof RegExp) return rule.test(value);
  const items = value.split(",");
  return new Set(items).size === items.length && items.every((v) => rule.includes(v));
};

/** A list's items in a fixed order, so one set of values is one upstream URL (and one cache entry). */
const canonical = (rule: Rule, value: string) =>
  rule instanceof RegExp ? value : value.split(",").sort().join(",");

const isType = (type: string): type is ProxyType => Object.hasOwn(proxyTargets, type);

/**
 * The upstream URL for a `/proxy` query, or why it is refused: 404 for a type the site has not
 * configured, 400 for anything else that is not exactly what the site's own pages ask for.
 */
export function upstreamFor(
  query: URLSearchParams,
  own: OwnIds,
): { url: string } | { status: 400 | 404; error: string } {
  const type = query.get("type") ?? "";
  if (!isType(type))
    return {
      status: 400,
      error: `Unknown proxy type; expected one of ${Object.keys(proxyTargets).join(", ")}.`,
    };
  const target = proxyTargets[type];
  const ownValue = own[type];
  if (ownValue === null) return { status: 404, error: `This site does not use ${type}.` };
  const url = new URL(target.upstream);
  const seen = new Set<string>();
  for (const [name, value] of query) {
    if (name === "type") continue;
    const rule = Object.hasOwn(target.params, name) ? target.params[name] : undefined;
    if (!rule) return { status: 400, error: `Parameter "${shown(name)}" is not allowed for ${type}.` };
    if (seen.has(name)) return { status: 400, error: `Parameter "${name}" is given twice.` };
    if (!passes(rule, value))
      return {
        status: 400,
        error:
          rule instanceof RegExp
            ? `Parameter "${name}" has an invalid format.`
            : `Parameter "${name}" takes only ${rule.join(", ")} (each at most once).`,
      };
    if (name === target.own && value !== ownValue)
      return { status: 400, error: `Parameter "${name}" is not this site's ${type} id.` };
    seen.add(name);
    url.searchParams.set(name, canonical(rule, value));
  }
  url.searchParams.sort();
  const missing = target.required.filter((name) => !seen.has(name));
  if (missing.length > 0) return { status: 400, error: `Missing parameter: ${missing.join(", ")}.` };
  return { url: url.href };
}
