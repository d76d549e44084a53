/** @module The demo CMS: a Hono sub-app answering the WordPress paths of SPEC.md §7 from seed content. */

import type { Context } from "hono";
import { Hono } from "hono";
import { apiBase, apiRoutes, authBase, authRoutes, contactPageId } from "../../../shared/cms/paths.ts";
import { type ContentType, contentTypes } from "../../../shared/cms/types.ts";
import { bearerMatches } from "../../security/timing-safe.ts";
import { collections, jobsNewestFirst, matches, newsNewestFirst } from "./content.ts";
import { listSubmissions, saveSubmission } from "./db.ts";
import { jobs } from "./seed/jobs.ts";
import { locations } from "./seed/locations.ts";
import { aboutUs, contactPage, covid19, home, privacy, star } from "./seed/pages.ts";
import { services } from "./seed/services.ts";
import { staff } from "./seed/staff.ts";
import { starEvents } from "./seed/star-events.ts";
import { teams } from "./seed/teams.ts";
import { accepts, parseSubmission } from "./submissions.ts";

type DemoEnv = { Bindings: { DEMO_DB: D1Database; BRAND_NAME?: string; OPS_TOKEN?: string } };
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

api.get(apiRoutes.common, (c) =>
  send(c, {
    services: services.map(({ url_slug, display_title }) => ({ url_slug, display_title })),
    locations: locations.map(({ post_name, nav_title, phone_number }) => ({
      post_name,
      nav_title,
      phone_number,
    })),
    teams: teams.map(({ post_name, nav_title }) => ({ post_name, nav_title })),
  }),
);
api.get(apiRoutes.home, (c) => send(c, home));
api.get(apiRoutes.aboutUs, (c) => send(c, aboutUs));
api.get(apiRoutes.covid19, (c) => send(c, covid19));
api.get(apiRoutes.privacy, (c) => send(c, privacy));
api.get(apiRoutes.star, (c) => send(c, star));
api.get(apiRoutes.starEvents, (c) =>
  send(
    c,
    [...starEvents].sort((a, b) => Date.parse(a.start) - Date.parse(b.start)),
  ),
);
api.get(apiRoutes.contactPage, (c) =>
  c.req.param("id") === contactPageId ? send(c, contactPage) : notFound(c),
);
api.get(apiRoutes.team, (c) => {
  const team = teams.find((t) => t.post_name === c.req.param("slug"));
  if (!team) return notFound(c);
  const members = staff
    .filter((m) => m.team === team.post_name)
    .map(({ id, slug, name, credentials, role, photo }) => ({ id, slug, name, credentials, role, photo }));
  return send(c, { ...team, members });
});
api.get(apiRoutes.staffMember, (c) => {
  const member = staff.find((m) => String(m.id) === c.req.param("id"));
  return member ? send(c, member) : notFound(c);
});
api.get(apiRoutes.jobOpenings, (c) => {
  const p = paging(c);
  return p ? send(c, pageOf(jobsNewestFirst, p.page, p.perPage).map(summary)) : notFound(c);
});
api.get(apiRoutes.jobOpening, (c) => {
  const job = jobs.find((j) => String(j.id) === c.req.param("id"));
  return job ? send(c, job) : notFound(c);
});
api.get(apiRoutes.news, (c) => {
  const p = paging(c);
  return p ? send(c, pageOf(newsNewestFirst, p.page, p.perPage).map(summary)) : notFound(c);
});
api.get(apiRoutes.newsTotal, (c) => send(c, [newsNewestFirst.length]));
api.get(apiRoutes.newsStory, (c) => {
  const key = c.req.param("slug");
  const story = newsNewestFirst.find((n) => n.slug === key || String(n.id) === key);
  return story ? send(c, story) : notFound(c);
});
api.get(apiRoutes.featuredNews, (c) => {
  const n = count(c.req.param("count"));
  return n
    ? send(
        c,
        newsNewestFirst
          .filter((s) => s.featured)
          .slice(0, n)
          .map(summary),
      )
    : notFound(c);
});
api.get(apiRoutes.covidNews, (c) => {
  const n = count(c.req.param("count"));
  return n
    ? send(
        c,
        newsNewestFirst
          .filter((s) => s.covid)
          .slice(0, n)
          .map(summary),
      )
    : notFound(c);
});
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
    items.map((item) => ({ slug: slugOf(item), modified: String(item.modified ?? item.created ?? "") })),
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
  const found = collections[type].items.filter(
    (item) => matches(item, f1[0], f1[1]) && (!f2 || matches(item, f2[0], f2[1])),
  );
  return send(c, found.slice(0, n));
});

for (const [path, kind] of [
  [apiRoutes.signup, "newsletter"],
  [apiRoutes.contactForm, "contact"],
] as const) {
  api.post(path, async (c) => {
    if (!accepts(c.req.header("content-type"))) return c.json({ success: false, message: "Send JSON." }, 415);
    const parsed = parseSubmission(kind, await c.req.text());
    if (!parsed.ok) return c.json({ success: false, message: parsed.message }, 400);
    const key = c.req.header("idempotency-key") ?? null;
    await saveSubmission(c.env.DEMO_DB, kind, parsed.payload, key);
    const message = kind === "newsletter" ? "You are subscribed." : "Thank you, we received your message.";
    return c.json({ success: true, message });
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
