/** @module The deploy's quick CMS check: the home page and the common data (menus) answer, in time and in shape. */
import * as v from "valibot";
import { cmsEndpoints, endpointPath } from "./cms-endpoints.ts";

/** The endpoints every page needs: when these fail, the cached copies are what visitors get. */
const quickEndpoints = cmsEndpoints.filter((e) => e.name === "common" || e.name === "home");

/** What is wrong with `origin`'s home and common endpoints, one line each; empty when both answer well. */
export async function quickCmsProblems(origin: string, timeoutMs: number): Promise<string[]> {
  const base = origin.replace(/\/+$/, "");
  const problems: string[] = [];
  for (const endpoint of quickEndpoints) {
    const path = endpointPath(endpoint);
    try {
      const res = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(timeoutMs) });
      if (res.status !== 200) problems.push(`${endpoint.name} (${path}) answered ${res.status}`);
      else if (!v.safeParse(endpoint.schema, await res.json()).success)
        problems.push(`${endpoint.name} (${path}) is not in the shape the site reads`);
    } catch (error) {
      const why =
        error instanceof Error && error.name === "TimeoutError"
          ? `no answer in ${timeoutMs} ms`
          : String(error);
      problems.push(`${endpoint.name} (${path}): ${why}`);
    }
  }
  return problems;
}
