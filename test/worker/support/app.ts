/** @module Helpers for worker tests: call the real worker with the real bindings, optionally on another CMS. */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { expect } from "vitest";
import worker from "../../../worker/index.ts";

export type Vars = Record<string, string>;

/** Sends a request through the worker's entry (hot pages first, then the app) with the test bindings plus `vars`. */
export async function call(path: string, init: RequestInit = {}, vars: Vars = {}): Promise<Response> {
  const ctx = createExecutionContext();
  // An incoming request, as the platform hands it over (its `cf` is the platform's to fill).
  const request = new Request(new URL(path, "http://clinic.test").href, init) as Request<
    unknown,
    IncomingRequestCfProperties
  >;
  const response = await worker.fetch(request, { ...env, ...vars } as Env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** The path of every page the sitemap lists (both languages). */
export const sitemapPaths = async () =>
  [...(await (await call("/sitemap.xml")).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1] ?? "").pathname,
  );

/** The `#__STATE__` JSON text of a page. */
export function stateText(html: string): string {
  const match = /<script type="application\/json" id="__STATE__">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error("no state script");
  return match[1];
}

/** A page's HTML, asserting it answers 200, with React's text separators removed. */
export async function pageHtml(path: string): Promise<string> {
  const res = await call(path);
  expect(res.status, path).toBe(200);
  return (await res.text()).replace(/<!-- -->/g, "");
}

/** Text or an attribute value with React's entities (`&amp;`, `&#x27;`, `&quot;`) decoded. */
export const decodeEntities = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

/** The `<meta name="description">` of a page, its entities decoded. */
export const metaDescription = (html: string) =>
  decodeEntities(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "");
