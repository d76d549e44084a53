/** @module The demo CMS: a Hono sub-app answering the WordPress paths of SPEC.md §7 from seed content. */

import type { Context } from "hono";
import { Hono } from "hono";
import { apiBase, apiRoutes, authBase, authRoutes, contactPageId } from "../../../shared/cms/paths.ts";
import {
  type ContentType,
  contentTypes,
  type JobOpening,
  type Location,
  type NewsStory,
  type Service,
  type StaffMember,
  type Team,
} from "../../../shared/cms/types.ts";
import { bearerMatches } from "../../lib/timing-safe.ts";
import { collections, jobsNewestFirst, matches, newsNewestFirst } from "./content.ts";
import { listSubmissions, saveSubmission } from "./db.ts";
import { type Language, languageParam } from "./languages.ts";
import { jobs } from "./seed/jobs.ts";
import { locations } from "./seed/locations.ts";
import { aboutUs, contactPage, covid19, home, privacy, star } from "./seed/pages.ts";
import { services } from "./seed/services.ts";
import { staff } from "./seed/staff.ts";
import { starEvents } from "./seed/star-events.ts";
import type { Stored } from "./seed/stored.ts";
import { teams } from "./seed/teams.ts";
import { accepts, notJson, parseSubmission, received } from "./submissions.ts";

type DemoEnv = {
  Bindings: { DEMO_DB: D1Database; BRAND_NAME?: string; OPS_TOKEN?: string };
  /** `language`: the language a read asked for (`?lang=`), and its answers (languages.ts). */
  Variables: { language: Language };
};
type Ctx = Context<DemoEnv>;

/** Serves seed data as JSON with the `{{brand}}` token replaced by the configured brand name. */
function send(c: Ctx, data: unknown, status: 200 | 404 = 200) {
  const brand = JSON.stringify(c.env.BRAND_NAME ?? "Riverbend Community Health").slice(1, -1);
  const body = JSON.stringify(data).replaceAll("{{brand}}", brand);
  return c.body(body, status, { "content-type": "application/json; charset=utf-8" });
}

const notFound = (c: Ctx) =>
  c.json(
    {
      code: "rest_no_route",
      message: "No route was found matching the URL and request method.",
      data: { status: 404 },
    },
    404,
  );

const count = (raw: string) => (/^\d{1,3}$/.test(raw) ? Math.max(1, Number(raw)) : null);
const pageOf = <T>(items: T[], page: number, perPage: number) =>
  items.slice((page - 1) * perPage, page * perPage);
const isType = (t: string): t is ContentType => (contentTypes as readonly string[]).includes(t);
const paging = (c: Ctx) => {
  const page = Number(c.req.query("page") ?? "1");
  const perPage = Number(c.req.query("per_page") ?? "10");
  const ok =
    Number.isInteger(page) && page >= 1 && Number.isInteger(perPage) && perPage >= 1 && perPage <= 100;
  return ok ? { page, perPage } : null;
};
/** List answers leave out the long HTML fields, as WordPress list endpoints do. */
const summary = (item: object) => {
  const { content: _c, description: _d, ...rest } = item as Record<string, unknown>;
  return rest;
};

const api = new Hono<DemoEnv>();
api.use(languageParam);

/** Each kind of item in the language the read asked for, else in the default language. */
const service = (c: Ctx, item: Stored<Service>) =>
  c.var.language.item("health-services", item.url_slug, item);
const location = (c: Ctx, item: Stored<Location>) => c.var.language.item("locations", item.post_name, item);
const team = (c: Ctx, item: Stored<Team>) => c.var.language.item("teams", item.post_name, item);
const member = (c: Ctx, item: Stored<StaffMember>) =>
  c.var.language.item("staff_members", String(item.id), item);
const story = (c: Ctx, item: Stored<NewsStory>) => c.var.language.item("news-stories", item.slug, item);
const job = (c: Ctx, item: Stored<JobOpening>) => c.var.language.item("job-openings", String(item.id), item);

api.get(apiRoutes.common, (c) =>
  send(c, {
    services: services
      .map((s) => service(c, s))
      .map(({ url_slug, display_title, lang }) => ({
        url_slug,
        display_title,
        lang,
      })),
    locations: locations
      .map((l) => location(c, l))
      .map(({ post_name, nav_title, phone_number, lang }) => ({ post_name, nav_title, phone_number, lang })),
    teams: teams
      .map((t) => team(c, t))
      .map(({ post_name, nav_title, lang }) => ({ post_name, nav_title, lang })),
  }),
);
api.get(apiRoutes.home, (c) => send(c, c.var.language.home(home)));
api.get(apiRoutes.aboutUs, (c) => send(c, c.var.language.page("aboutUs", aboutUs)));
api.get(apiRoutes.covid19, (c) => send(c, c.var.language.page("covid19", covid19)));
api.get(apiRoutes.privacy, (c) => send(c, c.var.language.page("privacy", privacy)));
api.get(apiRoutes.star, (c) => send(c, c.var.language.star(star)));
api.get(apiRoutes.starEvents, (c) =>
  send(
    c,
    [...starEvents]
      .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
      .map((e) => c.var.language.starEvent(e)),
  ),
);
api.get(apiRoutes.contactPageByRole, (c) => send(c, c.var.language.page("contactPage", contactPage)));
api.get(apiRoutes.contactPage, (c) =>
  c.req.param("id") === contactPageId
    ? send(c, c.var.language.page("contactPage", contactPage))
    : notFound(c),
);
api.get(apiRoutes.team, (c) => {
  const found = teams.find((t) => t.post_name === c.req.param("slug"));
  if (!found) return notFound(c);
  const members = staff
    .filter((m) => m.team === found.post_name)
    .map((m) => member(c, m))
    .map(({ id, slug, name, credentials, role, role_lang, photo, lang }) => ({
      id,
      slug,
      name,
      credentials,
      role,
      ...(role_lang ? { role_lang } : {}),
      photo,
      lang,
    }));
  return send(c, { ...team(c, found), members });
});
api.get(apiRoutes.staffMember, (c) => {
  const found = staff.find((m) => String(m.id) === c.req.param("id"));
  return found ? send(c, member(c, found)) : notFound(c);
});
api.get(apiRoutes.jobOpenings, (c) => {
  const p = paging(c);
  return p
    ? send(
        c,
        pageOf(jobsNewestFirst, p.page, p.perPage).map((j) => summary(job(c, j))),
      )
    : notFound(c);
});
api.get(apiRoutes.jobOpening, (c) => {
  const found = jobs.find((j) => String(j.id) === c.req.param("id"));
  return found ? send(c, job(c, found)) : notFound(c);
});
api.get(apiRoutes.news, (c) => {
  const p = paging(c);
  return p
    ? send(
        c,
        pageOf(newsNewestFirst, p.page, p.perPage).map((n) => summary(story(c, n))),
      )
    : notFound(c);
});
api.get(apiRoutes.newsTotal, (c) => send(c, [newsNewestFirst.length]));
api.get(apiRoutes.newsStory, (c) => {
  const key = c.req.param("slug");
  const found = newsNewestFirst.find((n) => n.slug === key || String(n.id) === key);
  return found ? send(c, story(c, found)) : notFound(c);
});
/** The newest `count` stories that pass `keep`, as summaries in the read's language. */
const newsWhere = (c: Ctx, keep: (story: Stored<NewsStory>) => boolean) => {
  const n = count(c.req.param("count") ?? "");
  if (!n) return notFound(c);
  return send(
    c,
    newsNewestFirst
      .filter(keep)
      .slice(0, n)
      .map((s) => summary(story(c, s))),
  );
};
api.get(apiRoutes.featuredNews, (c) => newsWhere(c, (s) => s.featured));
api.get(apiRoutes.covidNews, (c) => newsWhere(c, (s) => s.covid));
api.get(apiRoutes.totals, (c) =>
  send(c, { "news-stories": newsNewestFirst.length, "job-openings": jobs.length }),
);
api.get(apiRoutes.total, (c) => {
  const type = c.req.param("type");
  return isType(type) ? send(c, [collections[type].items.length]) : notFound(c);
});
api.get(apiRoutes.pages, (c) => {
  const type = c.req.param("type");
  return isType(type) ? send(c, [Math.ceil(collections[type].items.length / 10)]) : notFound(c);
});
api.get(apiRoutes.slugs, (c) => {
  const type = c.req.param("type");
  if (!isType(type)) return notFound(c);
  const { items, slugOf } = collections[type];
  return send(
    c,
    items
      .filter((item) => c.var.language.has(type, slugOf(item)))
      .map((item) => ({ slug: slugOf(item), modified: String(item.modified ?? item.created ?? "") })),
  );
});
api.get(apiRoutes.list, (c) => {
  const { type, filter, filter2 } = c.req.param();
  const n = count(c.req.param("count"));
  if (!isType(type) || n === null) return notFound(c);
  const split = (f: string) => {
    const at = f.indexOf(":");
    return at > 0 ? ([f.slice(0, at), f.slice(at + 1)] as const) : null;
  };
  const f1 = split(filter);
  const f2 = filter2 ? split(filter2) : null;
  if (!f1 || (filter2 && !f2)) return notFound(c);
  // Filters match the stored item (slugs and ids are the same in every language); answers are translated.
  const { items, slugOf } = collections[type];
  const found = items.filter((item) => matches(item, f1[0], f1[1]) && (!f2 || matches(item, f2[0], f2[1])));
  return send(
    c,
    found.slice(0, n).map((item) => c.var.language.item(type, slugOf(item), item)),
  );
});

for (const [path, kind] of [
  [apiRoutes.signup, "newsletter"],
  [apiRoutes.contactForm, "contact"],
] as const) {
  api.post(path, async (c) => {
    const json = accepts(c.req.header("content-type"));
    const parsed = json ? parseSubmission(kind, await c.req.text()) : notJson(kind);
    if (!parsed.ok)
      return c.json({ success: false, code: parsed.code, message: parsed.message }, json ? 400 : 415);
    const key = c.req.header("idempotency-key") ?? null;
    await saveSubmission(c.env.DEMO_DB, kind, parsed.payload, key, parsed.language);
    return c.json(received(kind, parsed.language));
  });
}

api.get(apiRoutes.demoSubmissions, async (c) => {
  const token = c.env.OPS_TOKEN;
  if (!token) return notFound(c);
  if (!(await bearerMatches(c.req.header("authorization"), token)))
    return c.json({ message: "Unauthorized" }, 401);
  return c.json(await listSubmissions(c.env.DEMO_DB));
});

api.notFound(notFound);

const auth = new Hono<DemoEnv>();
/** Demo token check: a JWT whose payload says `iss: "demo-cms"` and has not expired is valid. */
auth.post(authRoutes.validateToken, (c) => {
  const token = c.req.header("authorization")?.replace(/^Bearer /, "") ?? "";
  const payload = token.split(".")[1];
  let valid = false;
  try {
    const claims = JSON.parse(atob((payload ?? "").replace(/-/g, "+").replace(/_/g, "/"))) as {
      iss?: unknown;
      exp?: unknown;
    };
    valid = claims.iss === "demo-cms" && typeof claims.exp === "number" && claims.exp * 1000 > Date.now();
  } catch {
    valid = false;
  }
  return valid
    ? c.json({ code: "jwt_auth_valid_token", data: { status: 200 } })
    : c.json(
        { code: "jwt_auth_invalid_token", message: "Expired or invalid token", data: { status: 403 } },
        403,
      );
});
auth.notFound(notFound);

/** The demo CMS, mounted at the root of the site's worker (and usable in-process). */
export const demoCms = new Hono<DemoEnv>();
demoCms.route(apiBase, api);
demoCms.route(authBase, auth);
demoCms.notFound(notFound);
