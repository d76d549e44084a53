/** @module Spanish pages that show items not translated yet: their descriptions are Spanish only, their search results marked English. */
import { describe, expect, it } from "vitest";
import { textsFor } from "../../../shared/i18n/catalogue.ts";
import type { SearchResult } from "../../../shared/search/types.ts";
import { jobsEs, newsEs } from "../../../worker/cms/demo/seed/es/index.ts";
import { jobs } from "../../../worker/cms/demo/seed/jobs.ts";
import { news } from "../../../worker/cms/demo/seed/news.ts";
import { call, decodeEntities as decode, pageHtml as html, metaDescription } from "../support/app.ts";

const es = textsFor("es");
const brand = "Riverbend Community Health";

const apiSearch = async (term: string) =>
  (await (await call(`/api/search?q=${encodeURIComponent(term)}&lang=es`)).json()) as SearchResult;

describe("the description of an item with no Spanish version", () => {
  it("is Spanish only on a job opening's page: no English title or text", async () => {
    const job = jobs.find((j) => j.id === 601);
    if (!job || String(job.id) in jobsEs) throw new Error("the demo's job 601 is no longer untranslated");
    const page = await html(`/es/job-openings/job/${job.id}`);
    const location = /<a href="\/es\/locations\/[^"]+">([^<]+)<\/a>/.exec(page)?.[1] ?? "";
    const description = metaDescription(page);
    expect(description).toBe(es("jobs.pageDescriptionUntranslated", { brand, location: decode(location) }));
    expect(description).not.toContain(job.title);
    expect(description).not.toMatch(/\b(the|and|role|Join)\b/);
  });

  it("is Spanish only on a news story's page, not the story's English summary", async () => {
    const story = news.find((n) => n.slug === "sliding-fee-scale-2024");
    if (!story || story.slug in newsEs)
      throw new Error("the demo's sliding fee story is no longer untranslated");
    const description = metaDescription(await html(`/es/news/story/${story.slug}`));
    expect(description).toBe(es("news.storyDescriptionUntranslated", { brand }));
    expect(description).not.toContain(story.excerpt.slice(0, 20));
  });

  it("keeps a translated item's own Spanish text", async () => {
    const job = jobs.find((j) => String(j.id) in jobsEs);
    const title = job ? jobsEs[String(job.id)]?.title : undefined;
    if (!job || !title) throw new Error("the demo has no translated job");
    expect(metaDescription(await html(`/es/job-openings/job/${job.id}`))).toMatch(
      new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} en ${brand}, `),
    );
    const slug = Object.keys(newsEs)[0] ?? "";
    const excerpt = newsEs[slug]?.excerpt ?? "";
    expect(excerpt.length).toBeGreaterThan(30);
    expect(metaDescription(await html(`/es/news/story/${slug}`)).slice(0, 30)).toBe(excerpt.slice(0, 30));
  });
});

describe("Spanish search results", () => {
  it("sum up their number in Spanish, in the plural and the singular", async () => {
    const many = await apiSearch("dental");
    expect(many.totalResults).toBeGreaterThan(1);
    const plural = await html("/es/search/dental/1");
    expect(decode(plural)).toContain(es("search.foundOther", { count: many.totalResults, term: "dental" }));
    expect(plural).not.toMatch(/Found \d+ results?/);
    const one = await apiSearch("Woodburn");
    expect(one.totalResults).toBe(1);
    expect(decode(await html("/es/search/Woodburn/1"))).toContain(
      es("search.foundOne", { count: 1, term: "Woodburn" }),
    );
    expect(decode(await html("/es/search/xylophonic/1"))).toContain(
      es("search.none", { term: "xylophonic" }),
    );
  });

  it("mark a page not translated yet as English, and leave translated ones unmarked", async () => {
    const story = "/es/news/story/sliding-fee-scale-2024";
    const found = await apiSearch("sliding fee");
    const item = found.items.find((i) => i.link === story);
    expect(item?.lang).toBe("en");
    expect(await html("/es/search/sliding%20fee/1")).toMatch(
      new RegExp(`<li class="search-result" lang="en">(?:(?!</li>).)*?href="${story}"`),
    );
    const dental = await apiSearch("dental");
    const translated = dental.items.find((i) => i.link === "/es/services/dental");
    expect(translated).toBeDefined();
    expect(translated?.lang).toBeUndefined();
    expect(await html("/es/search/dental/1")).toMatch(
      /<li class="search-result">(?:(?!<\/li>).)*?href="\/es\/services\/dental"/,
    );
  });

  it("name the language of a completion whose page is not translated yet, for the box's list", async () => {
    const story = news.find((n) => n.slug === "sliding-fee-scale-2024");
    if (!story) throw new Error("the demo has no sliding fee story");
    type Completions = { suggestions: string[]; langs: Record<string, string> };
    const one = (await (await call("/api/search/suggest?q=sliding&lang=es")).json()) as Completions;
    expect(one.suggestions).toContain(story.title);
    expect(one.langs[story.title]).toBe("en");
    const dental = (await (await call("/api/search/suggest?q=dental&lang=es")).json()) as Completions;
    expect(dental.suggestions).toContain("Atención dental");
    expect(dental.langs["Atención dental"]).toBeUndefined();
    const letters = (await (await call("/api/search/first-letters?lang=es")).json()) as {
      suggestions: Record<string, string[]>;
      langs: Record<string, string>;
    };
    const shown = new Set(Object.values(letters.suggestions).flat());
    expect(Object.keys(letters.langs).length).toBeGreaterThan(0);
    for (const [title, lang] of Object.entries(letters.langs)) {
      expect(shown.has(title), title).toBe(true);
      expect(lang).toBe("en");
    }
    const english = (await (await call("/api/search/suggest?q=sliding&lang=en")).json()) as Completions;
    expect(english.langs).toEqual({});
  });
});
