/** @module The common data behind every page's chrome: one load per language, kept in KV and in memory. */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { Hono } from "hono";
import * as v from "valibot";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiPath } from "../../../shared/cms/paths.ts";
import * as s from "../../../shared/cms/schemas.ts";
import type { CommonData } from "../../../shared/cms/types.ts";
import type { Locale } from "../../../shared/i18n/locales.ts";
import { commonDataKey } from "../../../worker/cache/keys.ts";
import { cmsClient } from "../../../worker/cms/access.ts";
import { demoCms } from "../../../worker/cms/demo/index.ts";
import { getConfig } from "../../../worker/env.ts";
import type { AppEnv } from "../../../worker/request/app-env.ts";
import { commonFor, lastCommon } from "../../../worker/request/common-data.ts";
import { call } from "../support/app.ts";
import { fakeCms, fakeCmsOrigin } from "../support/fake-cms.ts";
import { loggedMessages } from "../support/log-lines.ts";

// Every request renders (a bearer token bypasses the page cache), so each one loads the common data;
// CMS answers are not shared between renders, so every load that misses KV reaches the CMS.
const vars = { CMS_ORIGIN: fakeCmsOrigin, CMS_MEMO_SECONDS: "0" };
const signedIn = { headers: { authorization: "Bearer test-token" } };

afterEach(() => vi.restoreAllMocks());

describe("the common data every page shows", () => {
  it("is loaded once and written once while a page and the search page alternate", async () => {
    const cms = fakeCms();
    const put = vi.spyOn(env.CACHE, "put");
    for (let i = 0; i < 20; i++) {
      const page = await call("/about-us", signedIn, vars);
      expect(page.status).toBe(200);
      await page.text();
      const search = await call("/search/dental/1", signedIn, vars);
      expect(search.status).toBe(200);
      await search.text();
    }
    expect(cms.count("common")).toBe(1);
    expect(put.mock.calls.filter(([key]) => key === commonDataKey("en")).length).toBeLessThanOrEqual(1);
  });

  it("gives the search page a clear 503 when the CMS is down and nothing is stored", async () => {
    const cms = fakeCms();
    cms.mode = "down";
    await env.CACHE.delete(commonDataKey("en"));
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const search = await call("/search/dental/1", {}, vars);
    expect(search.status).toBe(503);
    expect(search.headers.get("retry-after")).toBe("60");
    expect(await search.text()).toContain("temporarily unavailable");
    expect(loggedMessages(errors)).toContain("common data failed");
  });
});

/** A request in `locale`, as the worker's own middleware prepares it, asking for the common data. */
async function commonIn(locale: Locale): Promise<{ common: CommonData | null; last: CommonData | null }> {
  const app = new Hono<AppEnv>();
  app.get("/", async (c) => {
    const config = getConfig(c.env);
    c.set("config", config);
    c.set("locale", locale);
    c.set("cms", cmsClient(c.env, config, c.executionCtx, locale));
    return c.json({ common: await commonFor(c), last: lastCommon(locale) });
  });
  const ctx = createExecutionContext();
  const res = await app.request("http://clinic.test/", {}, { ...env, ...vars }, ctx);
  await waitOnExecutionContext(ctx);
  return res.json();
}

/** What the demo CMS answers for the common data in `locale`. */
async function demoCommon(locale: Locale): Promise<CommonData> {
  const query = locale === "en" ? "" : `?lang=${locale}`;
  const res = await demoCms.request(`${apiPath("common")}${query}`, {}, env);
  return v.parse(s.common, await res.json());
}

const stored = async (locale: Locale) =>
  ((await env.CACHE.get<{ value: CommonData }>(commonDataKey(locale), "json")) ?? { value: null }).value;

describe("the common data in each language", () => {
  it("is loaded and stored in KV per language, each in its own language", async () => {
    const cms = fakeCms();
    const en = await commonIn("en");
    const es = await commonIn("es");
    expect(en.common).toEqual(await demoCommon("en"));
    expect(es.common).toEqual(await demoCommon("es"));
    expect(await stored("en")).toEqual(en.common);
    expect(await stored("es")).toEqual(es.common);
    expect(cms.calls.filter((path) => path.startsWith("common"))).toEqual(["common", "common?lang=es"]);
    // Fails until the Spanish seed has content: then the Spanish chrome names things in Spanish.
    const spanish = [...(es.common?.services ?? []), ...(es.common?.locations ?? [])].filter(
      (entry) => entry.lang === "es",
    );
    expect(spanish.length, "nav entries in Spanish").toBeGreaterThan(0);
  });

  it("keeps the last good copy of each language for answers that must not call the CMS", async () => {
    const cms = fakeCms();
    const en = await commonIn("en");
    const es = await commonIn("es");
    cms.mode = "down";
    vi.spyOn(console, "error").mockImplementation(() => {});
    for (const locale of ["en", "es"] as const) await env.CACHE.delete(commonDataKey(locale));
    const enLater = await commonIn("en");
    const esLater = await commonIn("es");
    expect(enLater.last).toEqual(en.common);
    expect(esLater.last).toEqual(es.common);
  });
});
