/** @module Allowlist sanitizer for CMS HTML, built on the runtime's HTMLRewriter (a real HTML parser). */
import { assetUrl, type SafeHtml, trustHtml } from "../../shared/lib/safe-html.ts";

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
  img: ["src", "alt", "width", "height"],
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

/** Links allowed: http(s), mailto, tel, site-relative paths and fragments. */
function safeHref(value: string): boolean {
  // Browsers ignore control characters and whitespace inside schemes ("java\tscript:").
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, "").toLowerCase();
  if (/^(?:https?:|mailto:|tel:)/.test(compact)) return true;
  if (/^[a-z][a-z0-9+.-]*:/.test(compact)) return false;
  return !compact.startsWith("//") && !compact.startsWith("\\") && !compact.startsWith("/\\");
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
  // The runtime's Element.attributes is an iterator of [name, value] pairs (not the DOM's NamedNodeMap).
  for (const [name] of [...(el.attributes as unknown as Iterable<[string, string]>)]) {
    if (!keep.includes(name.toLowerCase())) el.removeAttribute(name);
  }
  if (tag === "a") {
    const href = el.getAttribute("href");
    if (href !== null && !safeHref(href)) el.removeAttribute("href");
    if (href && /^https?:/i.test(href.trim())) el.setAttribute("rel", "noopener noreferrer");
  }
  if (tag === "img") {
    const src = el.getAttribute("src") ?? "";
    if (!/^(?:https:\/\/|\/(?!\/))/.test(src)) el.removeAttribute("src");
    else el.setAttribute("src", assetUrl(src));
    el.setAttribute("loading", "lazy");
    el.setAttribute("decoding", "async");
  }
  if (tag === "iframe") {
    el.setAttribute("loading", "lazy");
    el.setAttribute("sandbox", "allow-scripts allow-same-origin allow-presentation");
    el.setAttribute("referrerpolicy", "strict-origin-when-cross-origin");
  }
}

/** Returns `html` with every element, attribute and URL outside the allowlist removed. */
export async function sanitizeHtml(html: string): Promise<SafeHtml> {
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
