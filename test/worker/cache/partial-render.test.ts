/**
 * @module A partial render (worker/lib/read-failures.ts): a page rendered with a CMS read left out because
 * the CMS failed it (here its Spanish version's check, so the page names no other language) is kept at
 * the edge briefly and never written as the page's last good copy; the same page rendered whole is.
 */
import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { lastGoodKey } from "../../../worker/cache/keys.ts";
import { demoCms } from "../../../worker/cms/demo/index.ts";
import { forgetAll } from "../../../worker/lib/isolate-state.ts";
import { call } from "../support/app.ts";
import { fakeCmsOrigin } from "../support/fake-cms.ts";

const path = "/locations/main-street";
const vars = { CMS_ORIGIN: fakeCmsOrigin };
/** What the demo CMS answers; reads for which `fails` is true time out instead. */
function cmsWhere(fails: (url: string) => boolean) {
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith(fakeCmsOrigin)) return new Response("nope", { status: 404 });
    if (fails(request.url)) throw new DOMException("the CMS took too long", "TimeoutError");
    return demoCms.fetch(new Request(request.url.replace(fakeCmsOrigin, "http://demo-cms.internal")), env);
  });
}
/** The page's Spanish alternate, known only from the CMS's answer that it has a Spanish version. */
const spanish = '<link rel="alternate" hrefLang="es"';
const edgePolicy = (res: Response) => res.headers.get("cloudflare-cdn-cache-control") ?? "";

describe("a page rendered with a CMS read left out", () => {
  beforeEach(async () => {
    forgetAll();
    await env.CACHE.delete(lastGoodKey(path));
  });
  afterEach(() => vi.restoreAllMocks());

  it("is kept at the edge 30 s and never as the page's last good copy", async () => {
    cmsWhere((url) => url.includes("lang=es"));
    const res = await call(path, {}, vars);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html.includes("Main Street Health Center")).toBe(true);
    expect(html.includes(spanish), "the part the failed read would have given").toBe(false);
    expect(edgePolicy(res)).toMatch(/^max-age=30,/);
    expect(await env.CACHE.get(lastGoodKey(path))).toBeNull();
  });

  it("rendered whole, is kept for the fresh window and as the page's last good copy", async () => {
    cmsWhere(() => false);
    const res = await call(path, {}, vars);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html.includes(spanish)).toBe(true);
    expect(edgePolicy(res)).toMatch(/^max-age=300,/);
    expect(await env.CACHE.get(lastGoodKey(path))).toBe(html);
  });

  it("a read that fails as not found (no Spanish version) is no failure: the page is whole", async () => {
    cmsWhere(() => false);
    const real = demoCms.fetch.bind(demoCms);
    vi.spyOn(demoCms, "fetch").mockImplementation(async (request, ...rest) =>
      request.url.includes("lang=es") ? new Response("{}", { status: 404 }) : real(request, ...rest),
    );
    const res = await call(path, {}, vars);
    await res.text();
    expect(edgePolicy(res)).toMatch(/^max-age=300,/);
    expect(await env.CACHE.get(lastGoodKey(path))).not.toBeNull();
  });
});
