/**
 * @module `check-cms`'s walk: every endpoint the site reads, in every language of the site, checked
 * against the worker's own schemas.
 */
import * as v from "valibot";
import { type Locale, locales } from "../shared/i18n/locales.ts";
import { readElsewhere } from "./cms-either.ts";
import { cmsEndpoints, type Endpoint, endpointPath, nameIn } from "./cms-endpoints.ts";
import { acrossLanguages } from "./cms-language-check.ts";
import { restApiProblem } from "./cms-rest-api.ts";
import type { CheckedAnswer, EndpointResult, Verdict } from "./cms-results.ts";

type SchemaNode = {
  expects?: string;
  entries?: Record<string, SchemaNode>;
  item?: SchemaNode;
  pipe?: SchemaNode[];
};

/** The schema at `keys` inside `schema` (through objects, arrays and pipes), or undefined. */
function schemaAt(schema: SchemaNode | undefined, keys: unknown[]): SchemaNode | undefined {
  let node = schema;
  for (const key of keys) {
    const base = node?.pipe?.[0] ?? node;
    node = typeof key === "number" ? base?.item : base?.entries?.[String(key)];
  }
  return node;
}

/**
 * The first problem valibot found: the path of the bad field and what was expected there (a missing
 * field is named as such, with the type the schema wants).
 */
function firstBadField(schema: v.GenericSchema, issues: v.BaseIssue<unknown>[]): string {
  const issue = issues[0];
  if (!issue) return "";
  const path = v.getDotPath(issue) ?? "(the whole answer)";
  const keys = issue.path?.map((item) => item.key) ?? [];
  if (issue.received === "undefined" && keys.length > 0) {
    const wanted = schemaAt(schema as SchemaNode, keys)?.expects ?? issue.expected;
    return `${path}: missing, expected ${wanted}`;
  }
  return `${path}: expected ${issue.expected ?? "a valid value"}, received ${issue.received}`;
}

/** Fetches and checks one endpoint within `timeoutMs`, keeping the parsed answer for item endpoints. */
async function checkOne(
  origin: string,
  endpoint: Endpoint,
  path: string,
  timeoutMs: number,
  name = endpoint.name,
): Promise<CheckedAnswer> {
  const started = performance.now();
  const result = (verdict: Verdict, detail: string, answer?: unknown) => ({
    name,
    path,
    verdict,
    detail,
    ms: Math.round(performance.now() - started),
    ...(answer === undefined ? {} : { answer }),
  });
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${origin}${path}`, {
      headers: { accept: "application/json" },
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    if (error instanceof DOMException && error.name === "TimeoutError")
      return result("slow", `no answer within ${timeoutMs} ms (CMS_TIMEOUT_MS)`);
    return result(
      "unreachable",
      error instanceof Error ? ((error.cause as Error)?.message ?? error.message) : String(error),
    );
  }
  if (response.status !== 200) return result("wrong status", `${response.status}, expected 200`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    const type = response.headers.get("content-type") ?? "no content-type";
    return result("not JSON", `${type}: ${JSON.stringify(text.slice(0, 60))}`);
  }
  const parsed = v.safeParse(endpoint.schema, json);
  if (!parsed.success) return result("wrong shape", firstBadField(endpoint.schema, parsed.issues), json);
  return result("ok", "", json);
}

/** How many requests the check has in flight at once (a small WordPress host is not a load test). */
const concurrency = 6;

/** `work` over `items`, at most `concurrency` at a time, results in order. */
async function inPool<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

/**
 * Walks every endpoint of `base` in `locale`: the lists first (together), then one real item of
 * each kind named by those lists.
 */
async function walk(base: string, timeoutMs: number, locale: Locale): Promise<CheckedAnswer[]> {
  const lists = cmsEndpoints.filter((e) => !e.from);
  const listResults = await inPool(lists, (e) =>
    checkOne(base, e, endpointPath(e, undefined, locale), timeoutMs, nameIn(e.name, locale)),
  );
  const answers = new Map(readElsewhere(listResults, locale).map((r) => [r.name, r]));
  const itemResults = await inPool(
    cmsEndpoints.filter((e) => e.from),
    async (e): Promise<CheckedAnswer> => {
      const source = answers.get(nameIn(e.from?.list ?? "", locale));
      const params = source?.verdict === "ok" ? e.from?.pick(source.answer) : null;
      if (!params) {
        const why = source?.verdict === "ok" ? "is empty" : "failed";
        const detail = `the ${nameIn(e.from?.list ?? "", locale)} list ${why}`;
        return { name: nameIn(e.name, locale), path: "", verdict: "skipped", detail, ms: 0 };
      }
      return checkOne(base, e, endpointPath(e, params, locale), timeoutMs, nameIn(e.name, locale));
    },
  );
  return [...answers.values(), ...itemResults];
}

/**
 * Walks every endpoint of `origin` in the default language, then again in each other language of
 * the site (`?lang=`), and checks what the languages say together (cms-language-check.ts). Each
 * result says ok, or what is wrong. An origin that does not answer, or answers without the clinic's
 * REST endpoints, is one result saying so (cms-rest-api.ts), not a failure per endpoint.
 */
export async function checkCms(origin: string, timeoutMs: number): Promise<EndpointResult[]> {
  const base = origin.replace(/\/+$/, "");
  const problem = await restApiProblem(base, timeoutMs);
  if (problem) return [problem];
  const walks = new Map<Locale, CheckedAnswer[]>();
  for (const locale of locales) walks.set(locale, await walk(base, timeoutMs, locale));
  return acrossLanguages(walks).map(({ answer: _answer, ...rest }) => rest);
}

/** A warning: the site works, but not as well as it could (Spanish pages show English with a note). */
const warned = (r: EndpointResult) => r.verdict === "language ignored" || r.verdict === "read elsewhere";

/** A failure: anything but ok or a warning, and a skip caused by a failed list. */
export const failed = (r: EndpointResult) =>
  r.verdict !== "ok" && !warned(r) && !(r.verdict === "skipped" && r.detail.endsWith("is empty"));

/** The results as a plain-text report. */
export function cmsReport(results: EndpointResult[]): string {
  const width = Math.max(...results.map((r) => r.name.length));
  const lines = results.map((r) => {
    const mark = r.verdict === "ok" ? "ok  " : warned(r) ? "warn" : failed(r) ? "FAIL" : "skip";
    const what = r.verdict === "ok" ? r.detail || `${r.ms} ms` : `${r.verdict}: ${r.detail}`;
    return `${mark}  ${r.name.padEnd(width)}  ${what}  ${r.path}`.trimEnd();
  });
  const bad = results.filter(failed).length;
  const warnings = results.filter(warned).length;
  const tally = `${results.length - bad - warnings} ok, ${bad} failed`;
  return [...lines, warnings ? `${tally}, ${warnings} warning${warnings > 1 ? "s" : ""}` : tally].join("\n");
}
