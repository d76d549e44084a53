/**
 * @module `check-cms`'s first question: is there a WordPress REST API with the clinic's endpoints at the
 * origin at all? When there is not, one line says what is missing, instead of a 404 per endpoint.
 */
import { apiBase, apiPath, authBase } from "../shared/cms/paths.ts";
import type { EndpointResult } from "./cms-results.ts";

/** WordPress's REST index (`/cms-service/index.php/wp-json/`): it lists the namespaces WordPress has. */
const restRoot = apiBase.replace(/[^/]+$/, "");
/** The clinic's content namespace (`v1`) and the JWT plugin's (`jwt-auth/v1`), as the REST index names them. */
const contentNamespace = apiBase.slice(restRoot.length);
const authNamespace = authBase.slice(restRoot.length);

type Answer = { status: number; type: string; json: unknown } | { error: string; timedOut: boolean };

/** GET `url`: its status, content type and JSON (undefined when not JSON), or why there was no answer. */
async function get(url: string, timeoutMs: number): Promise<Answer> {
  try {
    const response = await fetch(url, {
      headers: { accept: "application/json" },
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, type: response.headers.get("content-type") ?? "no content-type", json };
  } catch (error) {
    if (error instanceof DOMException && error.name === "TimeoutError")
      return { error: `no answer within ${timeoutMs} ms`, timedOut: true };
    const why = error instanceof Error ? ((error.cause as Error)?.message ?? error.message) : String(error);
    return { error: why, timedOut: false };
  }
}

/** The namespaces a REST index answer lists, or null when it is not one. */
function namespacesOf(answer: Answer): string[] | null {
  if ("error" in answer || answer.status !== 200) return null;
  const namespaces = (answer.json as { namespaces?: unknown } | null)?.namespaces;
  return Array.isArray(namespaces) && namespaces.every((n) => typeof n === "string") ? namespaces : null;
}

/**
 * One failure when `origin` cannot be reached, serves no WordPress REST API under `/cms-service/`, or
 * serves one without the clinic's `v1` namespace (its content endpoints); null when the content
 * endpoints are there to walk (or fail one by one).
 */
export async function restApiProblem(origin: string, timeoutMs: number): Promise<EndpointResult | null> {
  const started = performance.now();
  const result = (verdict: EndpointResult["verdict"], path: string, detail: string): EndpointResult => ({
    name: "clinic REST API",
    path,
    verdict,
    detail,
    ms: Math.round(performance.now() - started),
  });
  const first = await get(`${origin}${apiPath("common")}`, timeoutMs);
  // A slow answer is the walk's to report, endpoint by endpoint; no answer at all is one line.
  if ("error" in first && !first.timedOut)
    return result("unreachable", apiPath("common"), `${origin} does not answer (${first.error})`);
  if ("error" in first || first.status !== 404) return null;
  const index = await get(`${origin}${restRoot}`, timeoutMs);
  const namespaces = namespacesOf(index);
  if (namespaces === null) {
    const answer = "error" in index ? index.error : `${index.status}, ${index.type}`;
    return result(
      "no REST API",
      restRoot,
      `no WordPress REST API answers here (${answer}): CMS_ORIGIN must be WordPress, serving /cms-service/ with PATHINFO permalinks (/index.php/%year%/%monthnum%/%postname%/)`,
    );
  }
  if (namespaces.includes(contentNamespace)) return null;
  const alsoAuth = namespaces.includes(authNamespace)
    ? ""
    : `, nor "${authNamespace}" (the JWT Authentication plugin: logins)`;
  return result(
    "endpoints missing",
    apiBase,
    `WordPress answers, but the clinic's REST endpoints are missing: no "${contentNamespace}" namespace (the clinic's content API, docs/cms-contract.json)${alsoAuth}; its namespaces are ${namespaces.join(", ")}`,
  );
}
