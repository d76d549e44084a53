/**
 * @module Generated requests over every route (paths, methods, headers, bodies, query strings) and
 * what their answers and a stand-in CMS must show: no 5xx, no unescaped reflection, no CMS request
 * outside the contract. Vitest runs a few hundred in workerd; `npm run bench` runs 10,000 over HTTP.
 */
import fc from "fast-check";
import { apiBase, apiRoutes, browserCmsCalls, browserPaths } from "../../shared/cms/paths.ts";
import { routes } from "../../shared/routes.ts";
import type { SeenRequest } from "./stand-in-cms.ts";

/** A marker that would be dangerous if a response echoed it unescaped. */
export const marker = (n: number) => `<fz${n} x="'">`;
/** The Authorization a case sends, so a CMS request can be traced back to the case that caused it. */
const traceToken = (id: number) => `Bearer fz${id}`;

const pagePrefixes = Object.values(routes).flatMap((r) => [r.example, r.path.replace(/:.*$/, "")]);
/** Every route of the site, and every door of WordPress an attacker knocks on. */
export const prefixes = [
  ...new Set([
    ...pagePrefixes,
    "/es/",
    "/search/",
    "/api/search",
    "/api/search/suggest",
    "/proxy",
    "/__ops/purge",
    "/__ops/demo-submissions",
    "/sitemap.xml",
    "/robots.txt",
    "/.well-known/security.txt",
    "/cms-service/",
    "/cms-service/wp-login.php",
    "/cms-service/xmlrpc.php",
    "/cms-service/wp-admin/",
    "/cms-service/wp-content/debug.log",
    "/cms-service/index.php",
    "/cms-service/index.php/wp-json/wp/v2/users",
    "/cms-service/index.php/wp-json/jwt-auth/v1/token",
    `${apiBase}/`,
    `${apiBase}/common`,
    `${apiBase}/demo/submissions`,
    browserPaths.signup,
    browserPaths.contactForm,
    browserPaths.validateToken,
  ]),
];
const contentTypes = [
  "application/json",
  "application/x-www-form-urlencoded",
  "text/plain",
  "multipart/form-data; boundary=x",
  "application/json; charset=utf-8",
  "",
];
const printable = fc.string({ unit: fc.constantFrom(..."abcXYZ019 -_.~!$&'()*+,;=:@%/?#<>\"{}[]|\\^`") });
const anyText = fc.oneof(printable, fc.string({ unit: "grapheme", maxLength: 40 }));
const pathTricks = fc.constantFrom(
  "..",
  "%2e%2e",
  "%2e",
  "",
  "%2f",
  "%5c",
  "wp-json",
  "rest_route=/wp/v2/users",
);

export const requestArb = fc.record({
  n: fc.nat(),
  prefix: fc.constantFrom(...prefixes),
  /** Most cases keep the route's own path, so its handler (not the 404 page) gets the odd input. */
  segments: fc.oneof(
    { weight: 3, arbitrary: fc.constant([] as string[]) },
    { weight: 2, arbitrary: fc.array(fc.oneof(anyText, pathTricks), { minLength: 1, maxLength: 3 }) },
  ),
  /** Segments added as they are, not encoded: dot segments, double slashes, backslashes. */
  raw: fc.boolean(),
  query: fc.array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom("type", "id", "page", "sent", "q", "location", "render", "key", "cx", "rest_route"),
        printable,
      ),
      anyText,
    ),
    { maxLength: 4 },
  ),
  proxyType: fc.option(fc.constantFrom("analytics", "maps", "recaptcha", "cse"), { freq: 3 }),
  method: fc.constantFrom(..."GET GET GET GET GET POST POST POST HEAD PUT DELETE OPTIONS PATCH".split(" ")),
  contentType: fc.constantFrom(...contentTypes),
  origin: fc.constantFrom("same", "cross", "none"),
  headerValue: printable,
  body: fc.oneof(
    anyText,
    fc.json(),
    fc
      .dictionary(
        fc.constantFrom(
          "email",
          "profile",
          "name",
          "phone",
          "location",
          "reason",
          "message",
          "consent",
          "recaptchaToken",
        ),
        fc.oneof(anyText, fc.boolean(), fc.integer()),
      )
      .map((o) => JSON.stringify(o)),
  ),
  where: fc.constantFrom("path", "query", "query", "body", "header", "header"),
});

export type FuzzCase = typeof requestArb extends fc.Arbitrary<infer T> ? T : never;

const utf8 = new TextEncoder();
/** A segment sent nearly as it is: only what a URL cannot hold is percent-encoded (dots, `%`, `\\` stay). */
const rawSegment = (s: string) =>
  [...s]
    .map((ch) =>
      /^[\x21-\x7e]$/.test(ch) && !/[#?<>"`{}|^]/.test(ch)
        ? ch
        : [...utf8.encode(ch)].map((b) => `%${b.toString(16).padStart(2, "0")}`).join(""),
    )
    .join("");

/** The request of case number `id`, addressed to `site` (an origin). */
export function toRequest(c: FuzzCase, site: string, id: number): Request {
  const m = marker(c.n);
  const segments = [...c.segments, ...(c.where === "path" ? [m] : [])].map((s) =>
    c.raw ? rawSegment(s) : encodeURIComponent(s.replace(/\p{Cs}/gu, "\uFFFD")),
  );
  const base = c.prefix.endsWith("/") ? c.prefix : `${c.prefix}${segments.length ? "/" : ""}`;
  // Marker pairs go first, so no earlier parameter stops the check before they are read.
  const markers: [string, string][] =
    c.where === "query"
      ? [
          [m, "x"],
          [c.query[0]?.[0] ?? "q", m],
        ]
      : [];
  const query = new URLSearchParams([
    ...(c.proxyType ? [["type", c.proxyType]] : []),
    ...markers,
    ...c.query,
  ]);
  const url = `${site}${base}${segments.join("/")}${query.size ? `?${query}` : ""}`;
  const headers = new Headers({
    "cf-connecting-ip": `192.0.2.${c.n % 250}`,
    authorization: traceToken(id),
    "x-fuzz": c.headerValue.replace(/[^\x20-\x7e]/g, ""),
  });
  if (c.origin === "same") headers.set("origin", site);
  if (c.origin === "cross") {
    headers.set("origin", "https://elsewhere.example");
    headers.set("sec-fetch-site", "cross-site");
  }
  if (c.contentType) headers.set("content-type", c.contentType);
  if (c.where === "header") {
    headers.set("referer", m);
    headers.set("accept-language", m);
  }
  const hasBody = !["GET", "HEAD"].includes(c.method);
  const body = c.where === "body" ? `${c.body}${m}` : c.body;
  return new Request(url, { method: c.method, headers, ...(hasBody ? { body } : {}) });
}

/** What is wrong with one answer: a 5xx, the marker echoed raw, or a page whose scripts are not locked down. */
export function answerProblems(c: FuzzCase, request: Request, response: Response, text: string): string[] {
  const problems: string[] = [];
  const what = `${request.method} ${new URL(request.url).pathname}`;
  if (response.status >= 500) problems.push(`${what}: ${response.status}`);
  if (text.includes(`<fz${c.n} `)) problems.push(`${what}: input reflected unescaped`);
  const csp = response.headers.get("content-security-policy") ?? "";
  const html = /^text\/html\b/.test(response.headers.get("content-type") ?? "");
  const locked = html
    ? /script-src (?:'sha256-[A-Za-z0-9+/]{43}=' )+'strict-dynamic'/
    : /^default-src 'none'/;
  if (!locked.test(csp)) problems.push(`${what}: content-security-policy ${JSON.stringify(csp)}`);
  return problems;
}

/** `pattern` (a Hono pattern below apiBase) as a regular expression over a whole CMS path. */
const patternRe = (pattern: string) =>
  new RegExp(
    `^${apiBase}${pattern.replace(/\/:[a-z0-9_]+\?/gi, "(?:/[^/]+)?").replace(/:[a-z0-9_]+/gi, "[^/]+")}(?:\\?.*)?$`,
  );
const { signup: _s, contactForm: _c, demoSubmissions: _d, ...reads } = apiRoutes;
/** The reads the worker's own CMS client makes: GETs of the content API's routes. */
const contentReads = Object.values(reads).map(patternRe);
const formPosts = [browserPaths.signup, browserPaths.contactForm];

/**
 * CMS requests outside the contract: anything but the worker's content reads, the two form posts and
 * the browser's allowlisted calls; and any request traced to a case that was not itself that call.
 */
export function cmsProblems(
  seen: SeenRequest[],
  cases: Map<number, { method: string; path: string }>,
): string[] {
  const problems: string[] = [];
  for (const r of seen) {
    const path = r.path.split("?")[0] ?? "";
    const read = r.method === "GET" && contentReads.some((re) => re.test(r.path));
    const form = r.method === "POST" && formPosts.includes(path);
    const browser = browserCmsCalls.some((call) => call.method === r.method && call.path === r.path);
    if (!read && !form && !browser) problems.push(`CMS saw ${r.method} ${r.path}`);
    const traced = /^Bearer fz(\d+)$/.exec(r.headers.authorization ?? "")?.[1];
    if (traced === undefined) continue;
    const origin = cases.get(Number(traced));
    const passedOn = origin && origin.method === r.method && origin.path === path && (form || browser);
    if (!passedOn)
      problems.push(
        `CMS saw ${r.method} ${r.path} carrying the visitor's token from ${origin?.method} ${origin?.path}`,
      );
  }
  return problems;
}

export interface FuzzResult {
  cases: number;
  seed: number;
  /** How many answers had each status. */
  statuses: Record<number, number>;
  problems: string[];
}

/**
 * Runs `runs` generated cases through `send` (`concurrency` at a time), then checks what the stand-in
 * CMS saw (`seen`, read once all answers are in).
 */
export async function fuzz(options: {
  runs: number;
  site: string;
  send: (request: Request) => Promise<Response>;
  seen: () => Promise<SeenRequest[]>;
  seed?: number;
  concurrency?: number;
}): Promise<FuzzResult> {
  const seed = options.seed ?? Date.now() % 2 ** 31;
  const cases = fc.sample(requestArb, { numRuns: options.runs, seed });
  const statuses: Record<number, number> = {};
  const problems: string[] = [];
  const sent = new Map<number, { method: string; path: string }>();
  let next = 0;
  const worker = async () => {
    for (let id = next++; id < cases.length; id = next++) {
      const c = cases[id] as FuzzCase;
      const request = toRequest(c, options.site, id);
      sent.set(id, { method: request.method, path: new URL(request.url).pathname });
      let response: Response;
      try {
        response = await options.send(request);
      } catch (error) {
        problems.push(
          `${request.method} ${request.url}: ${error instanceof Error ? error.message : String(error)}`,
        );
        continue;
      }
      const text = await response.text();
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      problems.push(...answerProblems(c, request, response, text));
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 1 }, worker));
  problems.push(...cmsProblems(await options.seen(), sent));
  return { cases: cases.length, seed, statuses, problems };
}
