import { env } from "cloudflare:test";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import * as s from "../../../shared/cms/schemas.ts";
import { contentTypes } from "../../../shared/cms/types.ts";
import { demoCms } from "../../../worker/cms/demo/index.ts";

/** Straight to the demo CMS, as the worker's CMS access point (or another site over HTTP) reaches it. */
const call = (path: string, init: RequestInit = {}, vars: Record<string, string> = {}) =>
  demoCms.request(path, init, { ...env, ...vars });

const api = "/cms-service/index.php/wp-json/v1";

async function getJson(path: string): Promise<unknown> {
  const res = await call(`${api}/${path}`);
  expect(res.status, path).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  return res.json();
}

const shapes: [string, v.GenericSchema][] = [
  ["common", s.common],
  ["home", s.homePage],
  ["contact-page", s.contentPage],
  ["contact-page/id/895", s.contentPage],
  ["about-us", s.contentPage],
  ["covid-19", s.contentPage],
  ["privacy", s.contentPage],
  ["star", s.starPage],
  ["star-events", v.pipe(v.array(s.starEvent), v.minLength(6))],
  ["team/dental-team/long", s.teamLong],
  ["staff_member/id/401", s.staffMember],
  ["job-openings?orderby=created&order=desc&page=1&per_page=10", v.pipe(v.array(s.jobSummary), v.length(10))],
  ["job-opening/id/601", s.jobOpening],
  ["job-openings/total", s.countList],
  ["totals", s.totals],
  ["news?page=1&per_page=10", v.pipe(v.array(s.newsSummary), v.length(10))],
  ["news/total", s.countList],
  ["news/homepage-featured/3", v.pipe(v.array(s.newsSummary), v.length(3))],
  ["news/covid-19/5", v.pipe(v.array(s.newsSummary), v.length(5))],
  ["locations/post_name:main-street/1", v.pipe(v.array(s.location), v.length(1))],
  ["staff_members/locations:main-street/50/team:primary-care-team", v.array(s.staffMember)],
];

describe("the demo CMS contract", () => {
  for (const [path, schema] of shapes) {
    it(`GET ${path} matches its DTO`, async () => {
      const result = v.safeParse(schema, await getJson(path));
      expect(result.issues?.map((i) => `${i.path?.map((p) => p.key).join(".")}: ${i.message}`) ?? []).toEqual(
        [],
      );
    });
  }

  it("has the seed volume the site needs", async () => {
    const common = v.parse(s.common, await getJson("common"));
    expect(common.services.length).toBeGreaterThanOrEqual(8);
    expect(common.locations.length).toBeGreaterThanOrEqual(6);
    expect(common.teams.length).toBeGreaterThanOrEqual(4);
    const totals = v.parse(s.totals, await getJson("totals"));
    expect(totals["news-stories"]).toBeGreaterThanOrEqual(45);
    expect(totals["job-openings"]).toBeGreaterThanOrEqual(24);
    expect(v.parse(s.countList, await getJson("staff_members/total"))[0]).toBeGreaterThanOrEqual(30);
  });

  it("sorts job openings and news newest first across pages", async () => {
    for (const type of ["job-openings?orderby=created&order=desc&", "news?"]) {
      const p1 = (await getJson(`${type}page=1&per_page=10`)) as { created: string }[];
      const p2 = (await getJson(`${type}page=2&per_page=10`)) as { created: string }[];
      const dates = [...p1, ...p2].map((x) => Date.parse(x.created));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
    }
  });

  it("serves slugs, totals and page counts for every content type", async () => {
    for (const type of contentTypes) {
      const slugs = v.parse(v.array(s.slugEntry), await getJson(`${type}/slugs`));
      const [total] = v.parse(s.countList, await getJson(`${type}/total`));
      const [pages] = v.parse(s.countList, await getJson(`${type}/pages`));
      expect(slugs.length, type).toBe(total);
      expect(pages, type).toBe(Math.ceil((total ?? 0) / 10));
      expect(new Set(slugs.map((x) => x.slug)).size, type).toBe(slugs.length);
    }
  });

  it("fills the brand placeholder from BRAND_NAME", async () => {
    const res = await call(`${api}/about-us`, {}, { BRAND_NAME: "Test Valley Clinics" });
    const text = await res.text();
    expect(text).toContain("Test Valley Clinics");
    expect(text).not.toContain("{{brand}}");
  });

  it("answers 404 in WordPress's shape for unknown content and paths", async () => {
    for (const path of [
      "staff_member/id/9999",
      "team/none/long",
      "nope",
      "locations/post_name:none/x",
      "contact-page/id/1",
    ]) {
      const res = await call(`${api}/${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toMatchObject({ data: { status: 404 } });
    }
  });

  it("stores signups and contact messages in D1 and lists them behind the ops token", async () => {
    // The worker's forms pipeline (tested in routes/forms) checks first; this is the CMS's side.
    const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      call(`${api}/${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(body),
      });
    expect(
      (await post("signup", { email: "ana@example.org", recaptchaToken: "", profile: "newsletter" })).status,
    ).toBe(200);
    const contact = { name: "Ana", email: "ana@example.org", message: "Hello" };
    expect(
      await (await post("contact-us-form-endpoint", contact, { "idempotency-key": "k1" })).json(),
    ).toEqual({
      success: true,
      code: "received",
      message: "Thank you, we received your message.",
    });
    await post("contact-us-form-endpoint", contact, { "idempotency-key": "k1" });
    expect((await post("signup", { email: "not-an-email", profile: "newsletter" })).status).toBe(400);

    expect((await call(`${api}/demo/submissions`)).status).toBe(401);
    const res = await call(`${api}/demo/submissions`, {
      headers: { authorization: "Bearer test-ops-token-0123456789abcdef" },
    });
    const rows = (await res.json()) as { kind: string; payload: { email: string } }[];
    expect(rows.map((r) => r.kind)).toEqual(["newsletter", "contact"]);
    expect(rows[0]?.payload.email).toBe("ana@example.org");
  });

  it("hides the submissions listing when no ops token is configured", async () => {
    const res = await call(`${api}/demo/submissions`, {}, { OPS_TOKEN: "" });
    expect(res.status).toBe(404);
  });

  it("validates demo JWTs at jwt-auth/v1/token/validate", async () => {
    const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, "");
    const token = (claims: object) => `${b64({ alg: "none" })}.${b64(claims)}.sig`;
    const validate = (t: string) =>
      call("/cms-service/index.php/wp-json/jwt-auth/v1/token/validate", {
        method: "POST",
        headers: { authorization: `Bearer ${t}` },
      });
    const ok = await validate(token({ iss: "demo-cms", exp: Date.now() / 1000 + 60 }));
    expect(await ok.json()).toMatchObject({ data: { status: 200 } });
    const expired = await validate(token({ iss: "demo-cms", exp: Date.now() / 1000 - 60 }));
    expect(expired.status).toBe(403);
    expect((await validate("garbage")).status).toBe(403);
  });
});
