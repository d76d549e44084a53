import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { demoCms } from "../../../worker/cms/demo/index.ts";
import { call } from "../support/app.ts";
import { edgeFor } from "../support/edge.ts";
import { fakeCmsOrigin } from "../support/fake-cms.ts";

const secret = "cms-events-test-secret-0123456789abcdef";
const vars = { CMS_ORIGIN: fakeCmsOrigin, CMS_EVENTS_SECRET: secret };
const previewPath = "/cms-service/index.php/wp-json/clinic-site/v1/preview";
const encoder = new TextEncoder();

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

const hmac = async (key: Uint8Array, data: string) =>
  new Uint8Array(
    await crypto.subtle.sign(
      "HMAC",
      await crypto.subtle.importKey("raw", key, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]),
      encoder.encode(data),
    ),
  );

/** The plugin's token, made here on its own: the key is HMAC("clinic-site preview token v1") under the secret. */
async function mint(claims: Partial<Record<string, unknown>> = {}, key?: Uint8Array): Promise<string> {
  const full = {
    purpose: "preview",
    post: 42,
    lang: "en",
    user: 1,
    exp: Math.floor(Date.now() / 1000) + 600,
    id: [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, "0")).join(""),
    ...claims,
  };
  const payload = `v1.${base64url(encoder.encode(JSON.stringify(full)))}`;
  const signingKey = key ?? (await hmac(encoder.encode(secret), "clinic-site preview token v1"));
  return `${payload}.${base64url(await hmac(signingKey, payload))}`;
}

/** What the fake plugin answers for a preview, and the tokens it was sent. */
let plugin: { status: number; body: unknown };
let tokensSent: string[] = [];

/** A news story as the demo CMS answers it, in `lang`. */
async function demoStory(lang = "en"): Promise<Record<string, unknown>> {
  const api = "http://demo-cms.internal/cms-service/index.php/wp-json/v1";
  const query = lang === "en" ? "" : `&lang=${lang}`;
  const list = (await (
    await demoCms.fetch(new Request(`${api}/news?page=1&per_page=1${query}`), env)
  ).json()) as {
    slug: string;
  }[];
  const slug = list[0]?.slug ?? "";
  return (await (
    await demoCms.fetch(new Request(`${api}/news/story/${slug}${query ? `?${query.slice(1)}` : ""}`), env)
  ).json()) as Record<string, unknown>;
}

beforeEach(() => {
  tokensSent = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== fakeCmsOrigin) return new Response("nope", { status: 404 });
    if (url.pathname === previewPath) {
      tokensSent.push(request.headers.get("x-clinic-preview-token") ?? "");
      return Response.json(plugin.body, { status: plugin.status });
    }
    return demoCms.fetch(new Request(request.url.replace(fakeCmsOrigin, "http://demo-cms.internal")), env);
  });
});
afterEach(() => vi.restoreAllMocks());

/** Asserts what every preview answer carries: never stored anywhere, never indexed. */
function expectPrivate(res: Response, html: string) {
  expect(res.headers.get("cache-control")).toBe("private, no-store");
  expect(res.headers.get("x-robots-tag")).toBe("noindex");
  expect(res.headers.get("cache-tag")).toBeNull();
  expect(res.headers.get("cloudflare-cdn-cache-control")).toBeNull();
  expect(html).toContain('<meta name="robots" content="noindex"/>');
}

const open = (token: string, extra: Record<string, string> = {}) =>
  call(`/__preview?token=${encodeURIComponent(token)}`, {}, { ...vars, ...extra });

describe("GET /__preview", () => {
  it("shows the draft with the page's template under a Preview banner, to the first request with the token", async () => {
    const story = await demoStory();
    plugin = {
      status: 200,
      body: {
        route: "newsStory",
        params: { slug: story.slug },
        lang: "en",
        answer: { ...story, title: "Draft: a new wing" },
      },
    };
    const token = await mint();
    const res = await open(token);
    const html = await res.text();
    expect(res.status).toBe(200);
    expectPrivate(res, html);
    expect(html).toContain("<h1>Draft: a new wing</h1>");
    expect(html).toMatch(
      /<section class="page cta preview-banner" aria-label="Preview"><p><strong>Preview<\/strong>/,
    );
    expect(html).toContain('<html lang="en"');
    expect(tokensSent).toEqual([token]);
  });

  it("refuses the same token a second time with a 403 page, and does not ask WordPress again", async () => {
    const story = await demoStory();
    plugin = {
      status: 200,
      body: { route: "newsStory", params: { slug: story.slug }, lang: "en", answer: story },
    };
    const token = await mint();
    expect((await open(token)).status).toBe(200);
    const again = await open(token);
    const html = await again.text();
    expect(again.status).toBe(403);
    expectPrivate(again, html);
    expect(html).toContain("This preview link has already been used");
    expect(tokensSent).toHaveLength(1);
  });

  it("never lets the draft reach the published page's answers", async () => {
    const story = await demoStory();
    plugin = {
      status: 200,
      body: {
        route: "newsStory",
        params: { slug: story.slug },
        lang: "en",
        answer: { ...story, title: "Not yet public" },
      },
    };
    expect((await open(await mint())).status).toBe(200);
    const published = await call(`/news/story/${story.slug}`, {}, vars);
    const html = await published.text();
    expect(published.status).toBe(200);
    expect(html).not.toContain("Not yet public");
    expect(html).toContain(String(story.title).replace(/&/g, "&amp;").replace(/'/g, "&#x27;"));
  });

  it("is kept by no cache: the edge passes a second opening to the worker, and KV holds nothing of the draft", async () => {
    const story = await demoStory();
    const title = `Kept nowhere ${crypto.randomUUID()}`;
    plugin = {
      status: 200,
      body: { route: "newsStory", params: { slug: story.slug }, lang: "en", answer: { ...story, title } },
    };
    const { visit } = edgeFor(vars);
    const path = `/__preview?token=${encodeURIComponent(await mint())}`;
    const first = await visit(path);
    expect(first.status).toBe(200);
    expect(first.html).toContain(title);
    const second = await visit(path);
    expect(second.status).toBe(403);
    expect(second.cache).not.toBe("HIT");
    const { keys } = await env.CACHE.list();
    for (const { name } of keys) expect(await env.CACHE.get(name), name).not.toContain(title);
  });

  it("renders a Spanish draft at its Spanish page with the banner in Spanish", async () => {
    const story = await demoStory("es");
    plugin = {
      status: 200,
      body: {
        route: "newsStory",
        params: { slug: story.slug },
        lang: "es",
        answer: { ...story, title: "Borrador nuevo" },
      },
    };
    const res = await open(await mint({ lang: "es" }));
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('<html lang="es"');
    expect(html).toContain('aria-label="Vista previa"');
    expect(html).toContain("<h1>Borrador nuevo</h1>");
  });

  it("answers 400 with a page that says so when the token is missing", async () => {
    for (const path of ["/__preview", "/__preview?token="]) {
      const res = await call(path, {}, vars);
      const html = await res.text();
      expect(res.status, path).toBe(400);
      expectPrivate(res, html);
      expect(html).toContain("The address has no preview token.");
    }
    expect(tokensSent).toHaveLength(0);
  });

  it("refuses a tampered token with 403 without asking WordPress", async () => {
    const genuine = await mint({ post: 42 });
    const [version, , mac] = genuine.split(".");
    const forged = `${version}.${base64url(encoder.encode(JSON.stringify({ purpose: "preview", post: 7, lang: "en", user: 1, exp: Math.floor(Date.now() / 1000) + 600, id: "0".repeat(32) })))}.${mac}`;
    for (const token of [forged, `${genuine.slice(0, -2)}AA`, "v1.garbage", "x".repeat(5000), "v1.e30.%%%"]) {
      const res = await open(token);
      const html = await res.text();
      expect(res.status, token.slice(0, 40)).toBe(403);
      expectPrivate(res, html);
      expect(html).toContain("The preview token is not valid");
    }
    expect(tokensSent).toHaveLength(0);
  });

  it("refuses a token signed with the events secret itself, or minted for another purpose", async () => {
    for (const token of [await mint({}, encoder.encode(secret)), await mint({ purpose: "event" })]) {
      const res = await open(token);
      expect(res.status).toBe(403);
      expect(await res.text()).toContain("The preview token is not valid");
    }
    expect(tokensSent).toHaveLength(0);
  });

  it("refuses an expired token with 403, and one that would live longer than ten minutes", async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await open(await mint({ exp: now - 1, lang: "es" }));
    const html = await expired.text();
    expect(expired.status).toBe(403);
    expect(html).toContain('<html lang="es"');
    expect(html).toContain("El token de vista previa caducó");
    expect((await open(await mint({ exp: now + 3600 }))).status).toBe(403);
    expect(tokensSent).toHaveLength(0);
  });

  it("answers 403 when WordPress says the token's user may no longer edit the post", async () => {
    plugin = {
      status: 403,
      body: { code: "clinic_site_preview_revoked", message: "no", data: { status: 403 } },
    };
    const res = await open(await mint());
    const html = await res.text();
    expect(res.status).toBe(403);
    expectPrivate(res, html);
    expect(html).toContain("may no longer edit this post");
  });

  it("answers a draft whose fields do not fit the site with a 422 that names the field, and WordPress's faults with a 503", async () => {
    const story = await demoStory();
    plugin = {
      status: 200,
      body: {
        route: "newsStory",
        params: { slug: story.slug },
        lang: "en",
        answer: { ...story, image: null },
      },
    };
    const unfit = await open(await mint());
    expect(unfit.status).toBe(422);
    expect(await unfit.text()).toContain("field image does not fit");
    plugin = {
      status: 200,
      body: { route: "newsStory", params: { slug: "Not A Slug" }, lang: "en", answer: story },
    };
    expect((await open(await mint())).status).toBe(422);
    plugin = { status: 500, body: "<h1>Fatal error</h1>" };
    expect((await open(await mint())).status).toBe(503);
    plugin = { status: 200, body: { route: "login", params: {}, lang: "en", answer: {} } };
    expect((await open(await mint())).status).toBe(503);
  });

  it("does not exist without CMS_EVENTS_SECRET or CMS_ORIGIN, and takes only GET (not even HEAD, which would spend the token)", async () => {
    expect((await call("/__preview?token=x", {}, { CMS_ORIGIN: fakeCmsOrigin })).status).toBe(404);
    expect((await call("/__preview?token=x", {}, { CMS_EVENTS_SECRET: secret })).status).toBe(404);
    for (const method of ["POST", "HEAD"]) {
      const res = await call("/__preview?token=x", { method }, vars);
      expect(res.status, method).toBe(405);
      expect(res.headers.get("allow")).toBe("GET");
    }
  });
});
