/** @module Allowlist sanitizer for CMS HTML, built on the runtime's HTMLRewriter (a real HTML parser). */
import { variantSrcset } from "../../shared/lib/image-variants.ts";
import { assetUrl, type SafeHtml, trustHtml } from "../../shared/lib/safe-html.ts";
import { isolateState } from "../lib/isolate-state.ts";
import { cleanSrcset, safeHref, safeImageSrc } from "./url-rules.ts";

/** Elements kept, with the attributes each may keep. */
const allowed: Record<string, readonly string[]> = {
  p: [],
  br: [],
  hr: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  ul: [],
  ol: ["start"],
  li: [],
  dl: [],
  dt: [],
  dd: [],
  strong: [],
  em: [],
  b: [],
  i: [],
  u: [],
  s: [],
  small: [],
  sup: [],
  sub: [],
  mark: [],
  abbr: ["title"],
  blockquote: ["cite"],
  cite: [],
  q: [],
  code: [],
  pre: [],
  span: [],
  div: [],
  a: ["href", "title"],
  img: ["src", "alt", "width", "height", "srcset", "sizes"],
  figure: [],
  figcaption: [],
  table: [],
  caption: [],
  thead: [],
  tbody: [],
  tfoot: [],
  tr: [],
  th: ["scope", "colspan", "rowspan"],
  td: ["colspan", "rowspan"],
  iframe: ["src", "title", "width", "height", "allowfullscreen"],
};

/** Elements removed together with everything inside them. */
const dropped = new Set([
  "script",
  "style",
  "object",
  "embed",
  "noscript",
  "template",
  "form",
  "input",
  "button",
  "select",
  "textarea",
  "option",
  "svg",
  "math",
  "link",
  "meta",
  "base",
  "title",
  "head",
  "frame",
  "frameset",
  "applet",
  "xmp",
  "plaintext",
  "noembed",
  "noframes",
  "canvas",
  "audio",
  "video",
  "source",
  "portal",
]);

/** Video hosts whose players may be embedded. */
const embedHosts =
  /^https:\/\/(?:www\.youtube-nocookie\.com\/embed\/|player\.vimeo\.com\/video\/)[\w-]+(?:\?[\w=&-]*)?$/;

const size = /^\d{1,5}$/;
const sizesRule = /^[\w\s(),.:%-]{1,200}$/;

/** Images: safe source on the static path, a `srcset` for size variants, a known size, lazy loading. */
function cleanImage(el: Element): void {
  const src = el.getAttribute("src") ?? "";
  if (!safeImageSrc(src)) {
    el.remove();
    return;
  }
  const local = assetUrl(src.trim());
  el.setAttribute("src", local);
  const variant = variantSrcset(local);
  const given = el.getAttribute("srcset");
  const srcset = given === null ? (variant?.srcset ?? null) : cleanSrcset(given);
  if (srcset) el.setAttribute("srcset", srcset);
  else el.removeAttribute("srcset");
  const sizes = el.getAttribute("sizes");
  if (sizes !== null && !sizesRule.test(sizes)) el.removeAttribute("sizes");
  if (srcset && (sizes === null || !sizesRule.test(sizes))) {
    el.setAttribute("sizes", "(min-width: 800px) 760px, 100vw");
  }
  for (const dim of ["width", "height"] as const) {
    const value = el.getAttribute(dim);
    if (value !== null && !size.test(value)) el.removeAttribute(dim);
  }
  if (variant && (el.getAttribute("width") === null || el.getAttribute("height") === null)) {
    el.setAttribute("width", String(variant.width));
    el.setAttribute("height", String(variant.height));
  }
  // Without a known size the stylesheet reserves a 16:9 box, so the image still causes no layout shift.
  if (el.getAttribute("width") === null || el.getAttribute("height") === null) {
    el.setAttribute("class", "unsized");
  }
  el.setAttribute("loading", "lazy");
  el.setAttribute("decoding", "async");
}

function cleanElement(el: Element): void {
  const tag = el.tagName.toLowerCase();
  if (dropped.has(tag)) {
    el.remove();
    return;
  }
  const keep = allowed[tag];
  if (!keep || (tag === "iframe" && !embedHosts.test(el.getAttribute("src") ?? ""))) {
    if (tag === "iframe") el.remove();
    else el.removeAndKeepContent();
    return;
  }
  // Element.attributes is an iterator of [name, value] pairs; copied first, as the loop removes some.
  for (const [name] of [...el.attributes]) {
    if (name !== undefined && !keep.includes(name.toLowerCase())) el.removeAttribute(name);
  }
  if (tag === "a") {
    const href = el.getAttribute("href");
    if (href !== null && !safeHref(href)) el.removeAttribute("href");
    if (href && /^https?:/i.test(href.trim())) el.setAttribute("rel", "noopener noreferrer");
  }
  if (tag === "img") cleanImage(el);
  if (tag === "iframe") {
    el.setAttribute("loading", "lazy");
    el.setAttribute("sandbox", "allow-scripts allow-same-origin allow-presentation");
    el.setAttribute("referrerpolicy", "strict-origin-when-cross-origin");
  }
}

/** Most sanitized texts remembered at once (the oldest is forgotten first), and the longest remembered. */
export const maxRememberedTexts = 500;
const maxRememberedLength = 256 * 1024;
/**
 * Recent CMS HTML and its sanitized form: the same text is cleaned once per isolate, not on every render.
 * Only a finished cleaning is remembered, never one on its way: the HTMLRewriter's stream belongs to the
 * request that started it ("Cannot perform I/O on behalf of a different request"), and is cancelled with
 * it, so a render of another request waiting on it could hang. Renders asking meanwhile clean their own.
 */
const recent = new Map<string, SafeHtml>();
isolateState("sanitized HTML", () => recent.clear());

/** How many sanitized texts this isolate remembers now. */
export const rememberedTexts = (): number => recent.size;

/** Returns `html` with every element, attribute and URL outside the allowlist removed. */
export async function sanitizeHtml(html: string): Promise<SafeHtml> {
  const known = recent.get(html);
  if (known !== undefined) return known;
  const safe = await clean(html);
  if (html.length > maxRememberedLength) return safe;
  recent.delete(html);
  recent.set(html, safe);
  if (recent.size > maxRememberedTexts) recent.delete(recent.keys().next().value as string);
  return safe;
}

async function clean(html: string): Promise<SafeHtml> {
  const rewriter = new HTMLRewriter()
    .on("*", {
      element: cleanElement,
      comments: (c) => {
        c.remove();
      },
    })
    .onDocument({
      comments: (c) => {
        c.remove();
      },
    });
  const out = await rewriter
    .transform(new Response(html, { headers: { "content-type": "text/html" } }))
    .text();
  return trustHtml(out);
}
