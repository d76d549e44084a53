/**
 * @module The apex's redirect to the canonical host, as a Single Redirect rule in the zone's
 * `http_request_dynamic_redirect` entry point ruleset (Rulesets API). Cloudflare's edge answers it
 * with a 301 before any Worker runs, path and query kept, so the apex costs no Worker request and
 * needs no code in the worker. The rule is found again by its description, to replace or remove it.
 */
import { CloudflareError, permissions as need } from "./cloudflare-api.ts";
import type { CloudflareApi } from "./dns-records.ts";

export interface RedirectRule {
  id?: string;
  description: string;
  expression: string;
  action: "redirect";
  action_parameters: {
    from_value: {
      status_code: number;
      target_url: { expression?: string; value?: string };
      preserve_query_string: boolean;
    };
  };
  enabled: boolean;
}

const entrypoint = (zoneId: string) =>
  `/zones/${zoneId}/rulesets/phases/http_request_dynamic_redirect/entrypoint`;

/** The description that names the rule this tool owns for `hostname`. */
const ownDescription = (worker: string, hostname: string) => `${worker}: ${hostname} to the canonical host`;

/** The 301 from `hostname` to `https://canonical` with the same path and query (Cloudflare's apex-to-www example). */
export const redirectRule = (worker: string, hostname: string, canonical: string): RedirectRule => ({
  description: ownDescription(worker, hostname),
  expression: `(http.host eq "${hostname}")`,
  action: "redirect",
  action_parameters: {
    from_value: {
      status_code: 301,
      target_url: { expression: `concat("https://${canonical}", http.request.uri.path)` },
      preserve_query_string: true,
    },
  },
  enabled: true,
});

/** The zone's redirect rules, none when the phase has no entry point ruleset yet (404). */
async function rulesOf(api: CloudflareApi, zoneId: string): Promise<RedirectRule[]> {
  try {
    const ruleset = await api<{ rules?: RedirectRule[] }>(
      "reading the zone's redirect rules",
      need.redirects,
      "GET",
      entrypoint(zoneId),
    );
    return ruleset.rules ?? [];
  } catch (error) {
    if (error instanceof CloudflareError && error.status === 404) return [];
    throw error;
  }
}

/**
 * Puts this tool's rule for `hostname` in the zone's redirect rules (replacing its own earlier one,
 * or removing it when `canonical` is null), keeping every other rule as it is.
 */
export async function setRedirect(
  api: CloudflareApi,
  zoneId: string,
  worker: string,
  hostname: string,
  canonical: string | null,
): Promise<void> {
  const others = (await rulesOf(api, zoneId)).filter(
    (r) => r.description !== ownDescription(worker, hostname),
  );
  const rules = canonical ? [...others, redirectRule(worker, hostname, canonical)] : others;
  await api(
    canonical ? `redirecting ${hostname} to ${canonical}` : `removing the redirect of ${hostname}`,
    need.redirects,
    "PUT",
    entrypoint(zoneId),
    { rules },
  );
}
