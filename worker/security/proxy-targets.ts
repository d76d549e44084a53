/** @module The `/proxy` allowlist: each type's fixed upstream URL and the parameters it may carry. */

type Rule = RegExp | readonly string[];

export interface ProxyTarget {
  upstream: string;
  /** Every parameter the upstream may receive, with its format; `required` ones must be present. */
  params: Record<string, Rule>;
  required: readonly string[];
}

const mapsLibraries = ["places", "marker", "geometry", "maps", "core"] as const;

/** The only hosts the proxy can ever reach: one fixed URL per type. */
export const proxyTargets: Record<string, ProxyTarget> = {
  analytics: {
    upstream: "https://www.googletagmanager.com/gtag/js",
    params: { id: /^G-[A-Z0-9]{4,16}$/ },
    required: ["id"],
  },
  recaptcha: {
    upstream: "https://www.google.com/recaptcha/api.js",
    params: { render: /^[A-Za-z0-9_-]{20,60}$/ },
    required: ["render"],
  },
  maps: {
    upstream: "https://maps.googleapis.com/maps/api/js",
    params: {
      key: /^[A-Za-z0-9_-]{20,60}$/,
      callback: /^[A-Za-z_][A-Za-z0-9_.]{0,40}$/,
      libraries: mapsLibraries,
      v: /^(?:weekly|quarterly|beta|alpha|\d+(?:\.\d+)?)$/,
      loading: ["async"],
    },
    required: ["key"],
  },
  cse: {
    upstream: "https://cse.google.com/cse.js",
    params: { cx: /^[a-z0-9:_-]{5,60}$/ },
    required: ["cx"],
  },
};

/** A parameter name as it may appear in a message: word characters only, at most 40. */
const shown = (name: string) => name.replace(/[^\w-]/g, "?").slice(0, 40);

const passes = (rule: Rule, value: string) =>
  rule instanceof RegExp ? rule.test(value) : value.split(",").every((v) => rule.includes(v));

/** The upstream URL for a `/proxy` query, or the reason it is refused. */
export function upstreamFor(query: URLSearchParams): { url: string } | { error: string } {
  const type = query.get("type") ?? "";
  const target = Object.hasOwn(proxyTargets, type) ? proxyTargets[type] : undefined;
  if (!target)
    return { error: `Unknown proxy type; expected one of ${Object.keys(proxyTargets).join(", ")}.` };
  const url = new URL(target.upstream);
  const seen = new Set<string>();
  for (const [name, value] of query) {
    if (name === "type") continue;
    const rule = Object.hasOwn(target.params, name) ? target.params[name] : undefined;
    if (!rule) return { error: `Parameter "${shown(name)}" is not allowed for ${type}.` };
    if (seen.has(name)) return { error: `Parameter "${name}" is given twice.` };
    if (!passes(rule, value)) return { error: `Parameter "${name}" has an invalid format.` };
    seen.add(name);
    url.searchParams.set(name, value);
  }
  const missing = target.required.filter((name) => !seen.has(name));
  if (missing.length > 0) return { error: `Missing parameter: ${missing.join(", ")}.` };
  return { url: url.href };
}
