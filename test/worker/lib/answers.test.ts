/** @module The answers every route gives: 405 with Allow, errors in their shapes, never stored; which answers are pages. */
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { isHtml, methodNotAllowed, opsError, refusal } from "../../../worker/lib/answers.ts";

const app = new Hono()
  .all("/feed", (c) => methodNotAllowed(c, ["GET", "HEAD"]))
  .all("/ops", (c) => methodNotAllowed(c, ["GET", "DELETE"], opsError))
  .all("/form", (c) =>
    methodNotAllowed(c, ["POST"], refusal, { message: "Envíe con POST.", code: "wrong-method" }),
  )
  .get("/refused", (c) => refusal(c, 502, "Upstream down."));

describe("methodNotAllowed", () => {
  it("names the allowed methods in Allow and in its message, never stored, as plain text by default", async () => {
    const res = await app.request("/feed", { method: "POST" });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await res.text()).toBe("Use GET.");
  });

  it("answers in the shape it is given: an ops error, or a browser refusal with its own message and code", async () => {
    const ops = await app.request("/ops", { method: "PUT" });
    expect(ops.headers.get("allow")).toBe("GET, DELETE");
    expect(await ops.json()).toEqual({ error: "Use GET or DELETE." });
    const form = await app.request("/form");
    expect(form.headers.get("allow")).toBe("POST");
    expect(await form.json()).toEqual({ success: false, code: "wrong-method", message: "Envíe con POST." });
  });
});

describe("refusal", () => {
  it("is { success: false, message } without a code, never stored", async () => {
    const res = await app.request("/refused");
    expect(res.status).toBe(502);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ success: false, message: "Upstream down." });
  });
});

describe("isHtml", () => {
  it("reads the media type in any case, and nothing else as a page", () => {
    const typed = (type: string) => new Response("", { headers: { "content-type": type } });
    expect(isHtml(typed("text/html; charset=utf-8"))).toBe(true);
    expect(isHtml(typed("Text/HTML"))).toBe(true);
    expect(isHtml(typed("text/htmlx"))).toBe(false);
    expect(isHtml(typed("application/json"))).toBe(false);
    expect(isHtml(new Response(null))).toBe(false);
  });
});
