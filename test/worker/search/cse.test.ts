import { afterEach, describe, expect, test, vi } from "vitest";
import { cseEndpoint, cseProvider } from "../../../worker/search/cse.ts";
import { SearchUnavailable } from "../../../worker/search/provider.ts";
import { tooManySearches } from "../../../worker/search/select.ts";
import { call } from "../support/app.ts";

/** A response recorded from the Custom Search JSON API (trimmed to the fields the site reads, plus some it ignores). */
const recorded = {
  kind: "customsearch#search",
  queries: {
    previousPage: [{ title: "Google Custom Search - dental", count: 10, startIndex: 1 }],
    request: [{ title: "Google Custom Search - dental", totalResults: "23", count: 10, startIndex: 11 }],
    nextPage: [{ title: "Google Custom Search - dental", count: 10, startIndex: 21 }],
  },
  searchInformation: { searchTime: 0.21, formattedTotalResults: "23", totalResults: "23" },
  items: [
    {
      kind: "customsearch#result",
      title: "Dental Care | Riverbend Community Health",
      htmlTitle: "<b>Dental</b> Care | Riverbend Community Health",
      link: "https://www.example.org/services/dental",
      displayLink: "www.example.org",
      snippet: "Cleanings, fillings & <dentures> for children and adults. Dental insurance …",
      htmlSnippet:
        "Cleanings, fillings &amp; &lt;dentures&gt; for children and adults. <b>Dental</b> insurance …",
      pagemap: {
        cse_thumbnail: [
          { src: "https://encrypted-tbn0.gstatic.com/images?q=tbn:abc", width: "225", height: "225" },
        ],
        metatags: [{ "og:type": "website" }],
      },
    },
    {
      kind: "customsearch#result",
      title: "Dental Team",
      link: "https://www.example.org/team/dental-team",
      snippet: "Our dental team.",
    },
  ],
};

afterEach(() => {
  vi.restoreAllMocks();
});

const options = { key: "test-key-123", cx: "engine-456", timeoutMs: 1000, locale: "en" } as const;

test("the CSE adapter sends start, key, cx, q and the language, with start index 10*page+1", async () => {
  const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json(recorded));
  await cseProvider(options).search("dental care", 1);
  const url = new URL(String(fetchSpy.mock.calls[0]?.[0]));
  expect(`${url.origin}${url.pathname}`).toBe(cseEndpoint);
  expect(Object.fromEntries(url.searchParams)).toEqual({
    start: "11",
    key: "test-key-123",
    cx: "engine-456",
    q: "dental care",
    lr: "lang_en",
    hl: "en",
  });
});

test("a Spanish search asks Google for pages in Spanish, answered in Spanish", async () => {
  const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json(recorded));
  await cseProvider({ ...options, locale: "es" }).search("clínicas", 0);
  const params = new URL(String(fetchSpy.mock.calls[0]?.[0])).searchParams;
  expect(params.get("lr")).toBe("lang_es");
  expect(params.get("hl")).toBe("es");
  expect(params.get("q")).toBe("clínicas");
});

test("Google's Spanish snippet is highlighted with the Spanish folding", async () => {
  const spanish = {
    items: [
      { title: "Clínica", link: "https://www.example.org/es/", snippet: "Nuestras clínicas y su clínica." },
    ],
  };
  vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json(spanish));
  const result = await cseProvider({ ...options, locale: "es" }).search("clinica", 0);
  expect(result.items[0]?.htmlSnippet).toBe("Nuestras <b>clínicas</b> y su <b>clínica</b>.");
});

test("the CSE adapter maps Google's answer to the site's result shape, escaping the snippet", async () => {
  vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json(recorded));
  const result = await cseProvider(options).search("dental", 1);
  expect(result).toEqual({
    items: [
      {
        link: "https://www.example.org/services/dental",
        title: "Dental Care | Riverbend Community Health",
        htmlSnippet:
          "Cleanings, fillings &amp; &lt;dentures&gt; for children and adults. <b>Dental</b> insurance …",
        pagemap: { cse_thumbnail: [{ src: "https://encrypted-tbn0.gstatic.com/images?q=tbn:abc" }] },
      },
      {
        link: "https://www.example.org/team/dental-team",
        title: "Dental Team",
        htmlSnippet: "Our <b>dental</b> team.",
        pagemap: { cse_thumbnail: [] },
      },
    ],
    queries: { previousPage: [{ startIndex: 1 }], nextPage: [{ startIndex: 21 }] },
    totalResults: 23,
  });
});

test("a Google error or garbage answer is a SearchUnavailable failure", async () => {
  vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(new Response("quota", { status: 429 }));
  await expect(cseProvider(options).search("dental", 0)).rejects.toBeInstanceOf(SearchUnavailable);
  vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(new Response("<html>", { status: 200 }));
  await expect(cseProvider(options).search("dental", 0)).rejects.toBeInstanceOf(SearchUnavailable);
});

test("with a key and an engine id configured, the API answers from Google and never shows the key", async () => {
  const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json(recorded));
  const response = await call(
    "/api/search?q=dental&page=1",
    {},
    { CSE_KEY: "secret-key-789", CSE_ID: "cx-1" },
  );
  expect(response.status).toBe(200);
  const text = await response.text();
  expect(text).not.toContain("secret-key-789");
  expect(JSON.parse(text).items[0].link).toBe("https://www.example.org/services/dental");
  expect(String(fetchSpy.mock.calls[0]?.[0])).toContain("key=secret-key-789");
});

test("the API passes the visitor's language on to Google", async () => {
  const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async () => Response.json(recorded));
  const vars = { CSE_KEY: "secret-key-789", CSE_ID: "cx-1" };
  expect((await call("/api/search?q=dental&lang=es", {}, vars)).status).toBe(200);
  expect((await call("/api/search?q=dental", {}, vars)).status).toBe(200);
  const langs = fetchSpy.mock.calls.map(([input]) => new URL(String(input)).searchParams.get("lr"));
  expect(langs).toEqual(["lang_es", "lang_en"]);
});

test("with only one of key and engine id, the built-in index answers and Google is not called", async () => {
  const fetchSpy = vi.spyOn(globalThis, "fetch");
  const response = await call("/api/search?q=dental", {}, { CSE_KEY: "secret-key-789" });
  expect(response.status).toBe(200);
  expect(((await response.json()) as { items: { link: string }[] }).items[0]?.link).toBe("/services/dental");
  expect(fetchSpy.mock.calls.some(([input]) => String(input).includes("googleapis"))).toBe(false);
});

test("when Google fails, the API answers 502 with the error marker", async () => {
  vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("no", { status: 500 }));
  vi.spyOn(console, "error").mockImplementation(() => {});
  const response = await call("/api/search?q=dental", {}, { CSE_KEY: "k", CSE_ID: "cx" });
  expect(response.status).toBe(502);
  const body = (await response.json()) as { items: unknown[]; error: { code: number } };
  expect(body.items).toEqual([]);
  expect(body.error.code).toBe(502);
});

describe("each client's share of Google's quota", () => {
  const vars = { CSE_KEY: "secret-key-789", CSE_ID: "cx-1" };
  const from = (address: string) => ({ headers: { "cf-connecting-ip": address } });
  const googleCalls = (spy: { mock: { calls: unknown[][] } }) =>
    spy.mock.calls.filter(([input]) => String(input).startsWith(cseEndpoint)).length;

  test("an 11th search in a minute from one client is a 429 with a message, and Google is not asked", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async () => Response.json(recorded));
    const statuses = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await call("/api/search?q=dental", from("198.51.100.7"), vars)).status);
    expect(statuses.slice(0, 10)).toEqual(new Array(10).fill(200));
    expect(statuses[10]).toBe(429);
    expect(googleCalls(fetchSpy)).toBe(10);
    const limited = await call("/api/search?q=dental", from("198.51.100.7"), vars);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("60");
    expect(limited.headers.get("cache-control")).toContain("no-store");
    const body = (await limited.json()) as { items: unknown[]; error: { code: number; message: string } };
    expect(body).toMatchObject({ items: [], error: { code: 429, message: tooManySearches } });
    // Another household searches on: one client's bucket is its own.
    expect((await call("/api/search?q=dental", from("203.0.113.9"), vars)).status).toBe(200);
  });

  test("the results page tells a client over its share, in its language, as a 429 with the form", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(async () => Response.json(recorded));
    for (let i = 0; i < 10; i++) await call("/es/search/dental", from("2001:db8:5:6::1"), vars);
    // The same /64 is the same client, however its address ends.
    const page = await call("/es/search/dental", from("2001:db8:5:6::ff"), vars);
    expect(page.status).toBe(429);
    expect(page.headers.get("retry-after")).toBe("60");
    const html = await page.text();
    expect(html).toContain("Hay demasiadas búsquedas desde su red");
    expect(html).toContain('role="search"');
  });

  test("the built-in index is free to ask: no limit without Google", async () => {
    const statuses = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await call("/api/search?q=dental", from("192.0.2.44"))).status);
    expect(statuses).toEqual(new Array(12).fill(200));
  });
});
