/**
 * @module A small local CMS that answers like the demo CMS it sits in front of, except on one path,
 * where it shows one fault a real CMS can have.
 */
import http from "node:http";
import { type LocalServer, listenLocally } from "../../support/local-server.ts";

export type Fault =
  | "drop-field"
  | "html"
  | "500"
  | "hang"
  | "unknown-lang"
  | "extra-slug"
  | "ignore-lang"
  | "no-route";

/** `value` without any `lang` field, at any depth (what a CMS without a multilingual plugin sends). */
function withoutLang(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutLang);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== "lang")
      .map(([key, item]) => [key, withoutLang(item)]),
  );
}

/** Answers like a CMS without languages: `lang=` left out of every read, and no `lang` in any answer. */
async function ignoringLanguage(demo: string, url: string, res: http.ServerResponse) {
  const target = new URL(url, demo);
  target.searchParams.delete("lang");
  const answer = await fetch(target);
  const type = answer.headers.get("content-type") ?? "text/plain";
  const body = type.startsWith("application/json")
    ? JSON.stringify(withoutLang(await answer.json()))
    : Buffer.from(await answer.arrayBuffer());
  res.writeHead(answer.status, { "content-type": type });
  res.end(body);
}

/**
 * Starts the CMS on a free port: every request passes to `demo`, except `path`, which answers with
 * `fault` (for `drop-field`, the demo's answer without its `field`; for `unknown-lang`, with `lang:
 * "fr"`; for `extra-slug`, with a slug more). `ignore-lang` is a fault of every path; `no-route` is
 * WordPress's 404 for a route it does not have, in every language (any query).
 */
export async function brokenCms(demo: string, path: string, fault: Fault, field = ""): Promise<LocalServer> {
  const server = http.createServer(async (req, res) => {
    const url = req.url ?? "/";
    if (fault === "ignore-lang") return ignoringLanguage(demo, url, res);
    if (fault === "no-route" && url.split("?")[0] === path) {
      res.writeHead(404, { "content-type": "application/json; charset=UTF-8" });
      res.end(
        JSON.stringify({ code: "rest_no_route", message: "No route was found.", data: { status: 404 } }),
      );
      return;
    }
    if (url !== path) {
      const answer = await fetch(`${demo}${url}`);
      res.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "text/plain" });
      res.end(Buffer.from(await answer.arrayBuffer()));
      return;
    }
    switch (fault) {
      case "hang":
        return; // never answers
      case "500":
        res.writeHead(500, { "content-type": "text/html" });
        res.end("<h1>There has been a critical error on this website.</h1>");
        return;
      case "html":
        res.writeHead(200, { "content-type": "text/html; charset=UTF-8" });
        res.end("<!doctype html><title>Maintenance</title><p>Briefly unavailable for scheduled maintenance.");
        return;
      case "drop-field": {
        const body = (await (await fetch(`${demo}${url}`)).json()) as Record<string, unknown>;
        delete body[field];
        res.writeHead(200, { "content-type": "application/json; charset=UTF-8" });
        res.end(JSON.stringify(body));
        return;
      }
      case "unknown-lang": {
        const body = (await (await fetch(`${demo}${url}`)).json()) as Record<string, unknown>;
        res.writeHead(200, { "content-type": "application/json; charset=UTF-8" });
        res.end(JSON.stringify({ ...body, lang: "fr" }));
        return;
      }
      case "extra-slug": {
        const body = (await (await fetch(`${demo}${url}`)).json()) as unknown[];
        res.writeHead(200, { "content-type": "application/json; charset=UTF-8" });
        res.end(JSON.stringify([...body, { slug: "only-in-spanish", modified: "2026-01-01T00:00:00" }]));
        return;
      }
    }
  });
  return listenLocally(server);
}
