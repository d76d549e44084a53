/** @module CMS HTML placed under a page's own heading (a card's `<h2>`): its headings are moved down so they nest below it. */
import { type SafeHtml, trustHtml } from "../../../shared/lib/safe-html.ts";

const deepest = 6;

/**
 * Returns sanitized `html` with its headings shifted so the highest is one level below `level`
 * (under a card's `<h2>`, an `<h2>` becomes `<h3>`, an `<h3>` below it `<h4>`), keeping their order;
 * past `<h6>` a heading stays `<h6>`. HTML whose headings already sit below `level` is left as it is.
 */
export async function nestHeadings(html: SafeHtml, level: number): Promise<SafeHtml> {
  const levels = [...html.matchAll(/<h([1-6])[\s>]/gi)].map((m) => Number(m[1]));
  if (levels.length === 0) return html;
  const shift = level + 1 - Math.min(...levels);
  if (shift <= 0) return html;
  const out = await new HTMLRewriter()
    .on("h1, h2, h3, h4, h5, h6", {
      element: (el) => {
        el.tagName = `h${Math.min(deepest, Number(el.tagName.slice(1)) + shift)}`;
      },
    })
    .transform(new Response(html, { headers: { "content-type": "text/html" } }))
    .text();
  return trustHtml(out);
}
