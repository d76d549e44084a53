import { env } from "cloudflare:test";
import { afterEach, describe, expect, test, vi } from "vitest";
import type { SearchResult } from "../../../shared/search/types.ts";
import { indexKey } from "../../../worker/search/index-store.ts";
import { call } from "../support/app.ts";
import { edgeFor } from "../support/edge.ts";

const search = async (query: string) => {
  const response = await call(`/api/search?${query}`);
  return { response, body: (await response.json()) as SearchResult & { message?: string } };
};

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("GET /api/search", () => {
  test("answers ten results per page with a next marker on the first page and no previous one", async () => {
    const { response, body } = await search("q=dental&page=0");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(body.items).toHaveLength(10);
    expect(body.items[0]).toMatchObject({ link: "/services/dental", title: "Dental Care" });
    expect(body.items[0]?.htmlSnippet).toContain("<b>");
    expect(body.items[0]?.pagemap.cse_thumbnail[0]?.src).toMatch(/dental/);
    expect(body.queries).toEqual({ nextPage: [{ startIndex: 11 }] });
    expect(body.totalResults).toBeGreaterThan(20);
  });

  test("a middle page has both markers and the last page only a previous one", async () => {
    const { body: first } = await search("q=dental");
    const last = Math.ceil(first.totalResults / 10) - 1;
    const { body: middle } = await search("q=dental&page=1");
    expect(middle.queries).toEqual({ previousPage: [{ startIndex: 1 }], nextPage: [{ startIndex: 21 }] });
    const { body: end } = await search(`q=dental&page=${last}`);
    expect(end.queries).toEqual({ previousPage: [{ startIndex: 10 * (last - 1) + 1 }] });
    expect(end.items.length).toBe(first.totalResults - 10 * last);
    const { body: beyond } = await search(`q=dental&page=${last + 1}`);
    expect(beyond.items).toEqual([]);
  });

  test("pages do not overlap", async () => {
    const { body: a } = await search("q=care&page=0");
    const { body: b } = await search("q=care&page=1");
    const overlap = a.items.filter((x) => b.items.some((y) => y.link === x.link));
    expect(overlap).toEqual([]);
  });

  test("an empty, blank or oversized term is refused with 400 and a message", async () => {
    for (const query of ["", "q=", "q=%20%20%09", `q=${"a".repeat(101)}`]) {
      const { response, body } = await search(query);
      expect(response.status, query).toBe(400);
      expect(body.message).toBeTruthy();
    }
    expect((await search(`q=${"a".repeat(100)}`)).response.status).toBe(200);
  });

  test("a page that is not a whole number from 0 to 99 is refused with 400", async () => {
    for (const page of ["-1", "1.5", "abc", "100", "0x1"]) {
      expect((await search(`q=dental&page=${page}`)).response.status, page).toBe(400);
    }
  });

  test("markup in the query never comes back as markup", async () => {
    const { response, body } = await search(
      `q=${encodeURIComponent('<img src=x onerror="alert(1)"> dental')}`,
    );
    expect(response.status).toBe(200);
    for (const item of body.items) expect(item.htmlSnippet).not.toMatch(/<(?!\/?b>)/);
  });

  test("other methods are answered 405", async () => {
    const response = await call("/api/search?q=dental", { method: "POST" });
    expect(response.status).toBe(405);
  });

  test("after a purge of everything, search keeps answering and the index is rebuilt", async () => {
    await search("q=dental");
    const opsToken = "search-test-ops-token-0123456789";
    const purge = await call(
      "/__ops/purge",
      {
        method: "POST",
        headers: { authorization: `Bearer ${opsToken}`, "content-type": "application/json" },
        body: JSON.stringify({ scope: "all" }),
      },
      { OPS_TOKEN: opsToken },
    );
    expect(purge.status).toBe(200);
    expect(await env.CACHE.get(indexKey("en"))).toBeNull();
    expect(await env.CACHE.get(indexKey("es"))).toBeNull();
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 120_000 });
    const { response } = await search("q=dental");
    expect(response.status).toBe(200);
    expect(await env.CACHE.get(indexKey("en"))).not.toBeNull();
    expect((await search("q=dental&lang=es")).response.status).toBe(200);
    expect(await env.CACHE.get(indexKey("es"))).not.toBeNull();
  });
});

describe("searching in Spanish", () => {
  test("/api/search?lang=es answers from the Spanish index, every link a Spanish page", async () => {
    const { response, body } = await search("q=dental&lang=es");
    expect(response.status).toBe(200);
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items[0]?.link).toBe("/es/services/dental");
    for (const item of body.items) expect(item.link).toMatch(/^\/es\//);
    const { body: english } = await search("q=dental&lang=en");
    expect(english.items[0]?.link).toBe("/services/dental");
    for (const item of english.items) expect(item.link).not.toMatch(/^\/es\//);
  });

  test("an accented query is answered like the same word without its accents", async () => {
    const { response, body } = await search(`q=${encodeURIComponent("clínicas")}&lang=es`);
    expect(response.status).toBe(200);
    const { body: plain } = await search("q=clinica&lang=es");
    expect(body.totalResults).toBeGreaterThan(0);
    expect(body.items.map((item) => item.link)).toEqual(plain.items.map((item) => item.link));
  });

  test("a Spanish word of the demo content is found in the Spanish index, plural and accents folded, and not in the English one", async () => {
    // "vacunas" appears only in Spanish texts, and its singular folds to the same stem.
    const { body } = await search("q=vacunas&lang=es");
    expect(body.totalResults).toBeGreaterThan(0);
    for (const item of body.items) expect(item.link).toMatch(/^\/es\//);
    const { body: singular } = await search("q=vacuna&lang=es");
    expect(singular.items.map((item) => item.link)).toEqual(body.items.map((item) => item.link));
    const { body: english } = await search("q=vacunas&lang=en");
    expect(english.totalResults).toBe(0);
  });

  test("a language the site does not have is refused with 400 and says which there are", async () => {
    for (const path of ["/api/search?q=dental&lang=fr", "/api/search/suggest?q=dent&lang=xx"]) {
      const response = await call(path);
      expect(response.status, path).toBe(400);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(((await response.json()) as { message: string }).message).toBe(
        'The language must be one of "en", "es".',
      );
    }
  });

  test("completions come from the index of the language asked for", async () => {
    const response = await call("/api/search/suggest?q=dent&lang=es");
    expect(response.status).toBe(200);
    const { suggestions } = (await response.json()) as { suggestions: string[] };
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(5);
  });

  test("the results page under /es searches the Spanish index, and every search form on it posts to it", async () => {
    const response = await call("/es/search/dental/1");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('class="search-result-title"><a href="/es/services/dental"');
    expect(html).not.toContain('class="search-result-title"><a href="/services/');
    expect(html).toContain('href="/es/search/dental/2" rel="next"');
    const forms = html.match(/<form\b[^>]*role="search"[^>]*>/g) ?? [];
    const actions = forms.map((form) => /action="([^"]*)"/.exec(form)?.[1]);
    expect(actions.length).toBeGreaterThan(1);
    expect(new Set(actions)).toEqual(new Set(["/es/search"]));
  });

  test("the Spanish form target redirects to the Spanish results page", async () => {
    const response = await call("/es/search?q=cl%C3%ADnica", { redirect: "manual" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/es/search/${encodeURIComponent("clínica")}/1`);
  });

  test("the Spanish results page is never shared either", async () => {
    await (await call("/es/search/vaccine/1")).text();
    const again = await call("/es/search/vaccine/1");
    expect(again.headers.has("age")).toBe(false);
    expect(again.headers.get("cache-control")).toBe("private, no-store");
    expect(again.headers.has("cloudflare-cdn-cache-control")).toBe(false);
    expect(await again.text()).toContain('href="/es/');
  });
});

describe("the search API's answers for a term", () => {
  test("are the visitor's own: private, no-store, while the first letters may be shared", async () => {
    for (const path of [
      "/api/search?q=hiv",
      "/api/search?q=hiv&page=1&lang=es",
      "/api/search/suggest?q=hi",
    ]) {
      const response = await call(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe("private, no-store");
      expect(response.headers.has("age"), path).toBe(false);
    }
    expect((await call("/api/search/first-letters")).headers.get("cache-control")).toMatch(/^public/);
  });
});

describe("GET /api/search/suggest", () => {
  test("offers at most five completions", async () => {
    const response = await call("/api/search/suggest?q=dent");
    expect(response.status).toBe(200);
    const { suggestions } = (await response.json()) as { suggestions: string[] };
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(5);
    expect(suggestions[0]).toBe("Dental Care");
  });

  test("an empty or oversized term is refused with 400", async () => {
    expect((await call("/api/search/suggest?q=%20")).status).toBe(400);
    expect((await call(`/api/search/suggest?q=${"x".repeat(101)}`)).status).toBe(400);
  });
});

describe("GET /api/search/first-letters", () => {
  type Letters = { suggestions: Record<string, string[]> };

  test("answers every letter and digit with exactly what suggest answers for it", async () => {
    const response = await call("/api/search/first-letters");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("max-age=60");
    const { suggestions } = (await response.json()) as Letters;
    expect(Object.keys(suggestions).sort()).toEqual([..."0123456789abcdefghijklmnopqrstuvwxyz"]);
    expect(suggestions.d?.length).toBeGreaterThan(0);
    for (const letter of ["d", "v", "z", "7"]) {
      const one = (await (await call(`/api/search/suggest?q=${letter}`)).json()) as { suggestions: string[] };
      expect(suggestions[letter], letter).toEqual(one.suggestions);
    }
  });

  test("reads the index of the language asked for, and refuses an unknown one", async () => {
    const { suggestions } = (await (await call("/api/search/first-letters?lang=es")).json()) as Letters;
    const one = (await (await call("/api/search/suggest?q=v&lang=es")).json()) as { suggestions: string[] };
    expect(suggestions.v).toEqual(one.suggestions);
    const english = (await (await call("/api/search/first-letters")).json()) as Letters;
    expect(suggestions.v).not.toEqual(english.suggestions.v);
    const refused = await call("/api/search/first-letters?lang=xx");
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toMatch(/language/);
  });

  test("other methods get 405", async () => {
    const response = await call("/api/search/first-letters", { method: "POST" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
  });
});

describe("the results page", () => {
  const page = async (path: string) => {
    const response = await call(path, { redirect: "manual" });
    return { response, html: await response.text() };
  };

  test("shows page 1 with the summary, results and a real next link", async () => {
    const { response, html } = await page("/search/dental/1");
    expect(response.status).toBe(200);
    expect(html).toMatch(/Found \d+ results for &quot;dental&quot;/);
    expect(html).toContain('class="search-result-title"><a href="/services/dental"');
    expect(html).toContain('href="/search/dental/2" rel="next"');
    expect(html).not.toContain('rel="prev"');
  });

  test("honours the page number and links back", async () => {
    const { html } = await page("/search/dental/2");
    expect(html).toContain('rel="prev"');
    expect(html).toContain('class="search-result-title"');
    expect(html).not.toContain('class="search-result-title"><a href="/services/dental"');
  });

  test("answers another method 405, naming GET and HEAD, never stored", async () => {
    const response = await call("/search/dental/1", { method: "POST" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toBe("Use GET.");
  });

  test("the term alone shows page 1", async () => {
    const { response, html } = await page("/search/dental");
    expect(response.status).toBe(200);
    expect(html).toContain('class="search-result-title"><a href="/services/dental"');
  });

  test("the form target redirects to the first results page", async () => {
    const { response } = await page("/search?q=dental+care");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/search/dental%20care/1");
  });

  test("says when nothing was found, and uses the singular for one result", async () => {
    expect((await page("/search/xylophonic/1")).html).toContain(
      "No search results for &quot;xylophonic&quot;",
    );
    const { body } = await search("q=Woodburn");
    expect(body.totalResults).toBe(1);
    expect((await page("/search/Woodburn/1")).html).toContain("Found 1 result for &quot;Woodburn&quot;");
  });

  test("a page past the end, page 0 or a page that is not a number is a 404", async () => {
    for (const path of [
      "/search/dental/99",
      "/search/dental/0",
      "/search/dental/two",
      "/search/dental/1/x",
    ]) {
      expect((await page(path)).response.status, path).toBe(404);
    }
  });

  test("markup in the term is escaped on the page", async () => {
    const { html } = await page(`/search/${encodeURIComponent("<img src=x onerror=alert(1)>")}/1`);
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });

  test("has a search form that works without JavaScript", async () => {
    const { html } = await page("/search/dental/1");
    const form = /<form role="search"[^>]*>/.exec(html)?.[0] ?? "";
    expect(form).toContain('action="/search"');
    expect(form).toContain('method="get"');
    expect(html).toMatch(/<input[^>]+name="q"/);
  });

  test("is never shared: the edge bypasses it on every visit, and it has no Age", async () => {
    const { visit } = edgeFor();
    const first = await visit("/search/clinic/1");
    const second = await visit("/search/clinic/1");
    for (const { res, cache } of [first, second]) {
      expect(cache).toBe("BYPASS");
      expect(res.headers.has("age")).toBe(false);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
    }
    expect(second.html).toContain("Found");
  });

  test("a term's 404, a bad term and the form's redirect are not shared either", async () => {
    for (const path of ["/search/dental/99", "/search/x/0", "/search?q=%20", "/search?q=dental"]) {
      const { response } = await page(path);
      expect(response.headers.get("cache-control"), path).toBe("private, no-store");
      expect(response.headers.has("age"), path).toBe(false);
    }
  });

  test("a search under the configured base path is not shared", async () => {
    const vars = { SEARCH_BASE_PATH: "/find" };
    const { visit } = edgeFor(vars);
    await visit("/find/dental/1");
    const again = await visit("/find/dental/1");
    expect(again.cache).toBe("BYPASS");
    expect(again.res.headers.get("cache-control")).toBe("private, no-store");
  });

  test("follows the configured base path", async () => {
    const vars = { SEARCH_BASE_PATH: "/find" };
    const response = await call("/find/dental/1", {}, vars);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('href="/find/dental/2" rel="next"');
    expect((await call("/search/dental/1", {}, vars)).status).toBe(404);
  });
});
