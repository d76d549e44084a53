/**
 * @module Endpoints the site reads one or the other of (`either` in cms-endpoints.ts): the contact page by
 * its role, else by the contract's old fixed id. While one answers, the other's 404 is a warning, not a
 * failure; any other fault of either is still a failure, since the site would read it.
 */
import type { Locale } from "../shared/i18n/locales.ts";
import { cmsEndpoints, nameIn } from "./cms-endpoints.ts";
import type { CheckedAnswer } from "./cms-results.ts";

/** `results` (one language's), each 404 whose `either` answered turned into a "read elsewhere" warning. */
export function readElsewhere(results: CheckedAnswer[], locale: Locale): CheckedAnswer[] {
  const byName = new Map(results.map((r) => [r.name, r]));
  return results.map((result) => {
    const endpoint = cmsEndpoints.find((e) => nameIn(e.name, locale) === result.name);
    const other = endpoint?.either === undefined ? undefined : byName.get(nameIn(endpoint.either, locale));
    if (result.verdict !== "wrong status" || !result.detail.startsWith("404") || other?.verdict !== "ok")
      return result;
    return { ...result, verdict: "read elsewhere", detail: `404; the site reads ${other.name} instead` };
  });
}
