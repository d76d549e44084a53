/** @module The 500 page shown when configuration is invalid: lists the problems and nothing else. */
import type { ConfigError } from "../env.ts";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function configErrorPage(error: ConfigError): Response {
  const items = error.problems.map((p) => `<li>${escapeHtml(p)}</li>`).join("");
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Site configuration error</title></head><body><main><h1>Site configuration error</h1><p>The site cannot start until these settings are fixed:</p><ul>${items}</ul></main></body></html>`;
  return new Response(html, {
    status: 500,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
  });
}
