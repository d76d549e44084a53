/**
 * @module The draft a preview shows, asked of the clinic-site plugin with the token
 * (`GET …/wp-json/clinic-site/v1/preview`, header `X-Clinic-Preview-Token`; the plugin checks the
 * token and the user's rights again). Its answer names the site's route and holds what that route's
 * v1 endpoint would answer were the draft published; a CMS client with that one read replaced
 * lets the route's own loader render it.
 */
import * as v from "valibot";
import { cmsServiceRoot } from "../../../shared/cms/paths.ts";
import * as s from "../../../shared/cms/schemas.ts";
import { locales } from "../../../shared/i18n/locales.ts";
import { checkParams, type RouteName, routes } from "../../../shared/routes.ts";
import type { CmsClient } from "../../cms/client.ts";
import { maxBodyBytes } from "../../cms/fetch-json.ts";
import { readLimitedText } from "../../lib/read-limited.ts";

/** Where the plugin answers a preview, below the CMS origin. */
const previewEndpoint = `${cmsServiceRoot}/index.php/wp-json/clinic-site/v1/preview`;
const tokenHeader = "x-clinic-preview-token";

/** Each route a draft can be shown on, the schema of its answer, and the client read it replaces. */
const shown = {
  service: { schema: v.pipe(v.array(s.service), v.length(1)), read: "service" },
  location: { schema: v.pipe(v.array(s.location), v.length(1)), read: "location" },
  team: { schema: s.teamLong, read: "team" },
  staffMember: { schema: s.staffMember, read: "staffMember" },
  newsStory: { schema: s.newsStory, read: "newsStory" },
  jobOpening: { schema: s.jobOpening, read: "jobOpening" },
  starEvents: { schema: v.array(s.starEvent), read: "starEvents" },
  home: { schema: s.homePage, read: "home" },
  aboutUs: { schema: s.contentPage, read: "aboutUs" },
  covid19: { schema: s.contentPage, read: "covid19" },
  privacy: { schema: s.contentPage, read: "privacy" },
  star: { schema: s.starPage, read: "star" },
  contactUs: { schema: s.contentPage, read: "contactPage" },
} as const satisfies Partial<Record<RouteName, { schema: v.GenericSchema; read: keyof CmsClient }>>;

export type ShownRoute = keyof typeof shown;

const envelope = v.object({
  route: v.picklist(Object.keys(shown) as ShownRoute[]),
  params: v.record(v.string(), v.string()),
  lang: v.picklist(locales),
  answer: v.unknown(),
});

/** The draft ready to render, or why not. */
export type Draft =
  | {
      ok: true;
      route: ShownRoute;
      params: Record<string, string>;
      lang: (typeof locales)[number];
      answer: unknown;
    }
  | { ok: false; status: 403 | 404 | 422 | 503; detail: string };

/** Asks the plugin for the draft `token` names; every failure is a `Draft` that says which. */
export async function fetchDraft(origin: string, token: string, timeoutMs: number): Promise<Draft> {
  let response: Response;
  try {
    response = await fetch(`${origin}${previewEndpoint}`, {
      headers: { accept: "application/json", [tokenHeader]: token },
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    return { ok: false, status: 503, detail: "the CMS did not answer" };
  }
  if (response.status === 401 || response.status === 403) {
    await response.body?.cancel();
    return { ok: false, status: 403, detail: "revoked" };
  }
  if (response.status === 404) {
    await response.body?.cancel();
    return { ok: false, status: 404, detail: "the post is gone" };
  }
  const text = response.status === 200 ? await readLimitedText(response, maxBodyBytes) : null;
  if (text === null) {
    await response.body?.cancel().catch(() => undefined);
    return { ok: false, status: 503, detail: `the CMS answered ${response.status}` };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, status: 503, detail: "the CMS answered something other than JSON" };
  }
  const parsed = v.safeParse(envelope, json);
  if (!parsed.success)
    return { ok: false, status: 503, detail: "the CMS's preview is not of the expected shape" };
  const { route, params, lang, answer } = parsed.output;
  const checked = checkParams(routes[route], params);
  const complete = Object.keys(routes[route].params).every((name) => checked?.[name] !== undefined);
  if (!checked || !complete)
    return { ok: false, status: 422, detail: "its address does not fit the site's pattern" };
  const fits = v.safeParse(shown[route].schema, answer);
  if (!fits.success) {
    const issue = fits.issues[0];
    return { ok: false, status: 422, detail: `field ${(issue && v.getDotPath(issue)) || "?"} does not fit` };
  }
  return { ok: true, route, params: checked, lang, answer: fits.output };
}

/** `cms` with the one read of `route` answering the draft (never remembered for any other render). */
export function withDraft(cms: CmsClient, route: ShownRoute, answer: unknown): CmsClient {
  const read = shown[route].read;
  const value = read === "service" || read === "location" ? (answer as unknown[])[0] : answer;
  return { ...cms, [read]: async () => structuredClone(value) };
}
