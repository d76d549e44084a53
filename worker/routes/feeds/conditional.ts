/** @module Validators for feeds (ETag, Last-Modified) and the 304 answers to conditional requests. */
import type { MiddlewareHandler } from "hono";
import { etag, RETAINED_304_HEADERS } from "hono/etag";

/** Headers a 304 keeps: those of an equivalent 200 (RFC 9110 §15.4.5), plus the cache status. */
const retained = [...RETAINED_304_HEADERS, "last-modified", "x-cache"];

/**
 * An entity tag for `text`: a SHA-256 digest. With `ignore`, lines matching it (a time stamp that
 * changes on every render) are left out of the digest and the tag is weak, since two bodies with
 * the same tag may then differ in those lines only.
 */
export async function entityTag(text: string, ignore?: RegExp): Promise<string> {
  const hashed = ignore ? text.replace(ignore, "") : text;
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(hashed));
  const hex = [...new Uint8Array(digest).slice(0, 16)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return ignore ? `W/"${hex}"` : `"${hex}"`;
}

/** 304 when `If-Modified-Since` is not older than `Last-Modified`; only without `If-None-Match` (RFC 9110 §13.1.3). */
const notModifiedSince: MiddlewareHandler = async (c, next) => {
  await next();
  const since = Date.parse(c.req.header("if-modified-since") ?? "");
  const modified = Date.parse(c.res.headers.get("last-modified") ?? "");
  if (c.req.header("if-none-match") !== undefined || Number.isNaN(since) || Number.isNaN(modified)) return;
  if (c.res.status !== 200 || modified > since) return;
  await c.res.body?.cancel();
  const headers = new Headers();
  for (const name of retained) {
    const value = c.res.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  c.res = undefined;
  c.res = new Response(null, { status: 304, headers });
};

/** Answers 304 to a request whose `If-None-Match` or `If-Modified-Since` matches the response. */
export const conditional: MiddlewareHandler[] = [etag({ retainedHeaders: retained }), notModifiedSince];
