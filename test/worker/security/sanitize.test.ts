import { describe, expect, it } from "vitest";
import { maxRememberedTexts, rememberedTexts, sanitizeHtml } from "../../../worker/security/sanitize.ts";

const clean = async (html: string) => String(await sanitizeHtml(html));

/** Parses sanitized output in a way that would expose any script-capable leftovers. */
function assertInert(html: string) {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/<style/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/(?:href|src|srcset)\s*=\s*["']?\s*(?:javascript|vbscript|data):/i);
  expect(html).not.toMatch(/<(?:svg|math|object|embed|iframe|form|base|meta|link)\b/i);
}

describe("the CMS HTML sanitizer", () => {
  it("keeps ordinary rich text as it is", async () => {
    const html =
      '<h2>Hours</h2><p>Open <strong>daily</strong>, see <a href="/locations/main-street">Main</a>.</p>';
    expect(await clean(html)).toBe(html);
  });

  it("removes script and style elements together with their content", async () => {
    const out = await clean("<p>a</p><script>alert(1)</script><style>body{display:none}</style><p>b</p>");
    expect(out).toBe("<p>a</p><p>b</p>");
  });

  it("removes event-handler attributes such as onerror and onclick", async () => {
    const out = await clean(
      '<img src="/wp-content/uploads/a.png" onerror="alert(1)" width="10" height="10"><p onclick="x()">t</p>',
    );
    assertInert(out);
    expect(out).toContain('src="/uploads/a.png"');
    expect(out).toContain("<p>t</p>");
  });

  it("drops style and class attributes the allowlist does not name", async () => {
    expect(await clean('<p style="background:url(javascript:alert(1))" class="x" id="y">t</p>')).toBe(
      "<p>t</p>",
    );
  });

  const badLinks = [
    "javascript:alert(1)",
    "JAVASCRIPT:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "java&#x09;script:alert(1)",
    "&#106;avascript:alert(1)",
    "&#x6A;avascript:alert(1)",
    "&#0000106avascript:alert(1)",
    "javascript&colon;alert(1)",
    "jav&NewLine;ascript:alert(1)",
    "javascript&#58;alert(1)",
    "vbscript:msgbox(1)",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    "//evil.example/",
    "/\\evil.example/",
    "jav&unknown;ascript:alert(1)",
  ];
  for (const href of badLinks) {
    it(`removes the link target ${JSON.stringify(href)} but keeps the text`, async () => {
      const out = await clean(`<a href="${href}">go</a>`);
      expect(out).toBe("<a>go</a>");
    });
  }

  it("keeps http(s), mailto, tel, relative and fragment links", async () => {
    for (const href of [
      "https://example.org/a?b=1&amp;c=2",
      "mailto:a@b.org",
      "tel:+15035550142",
      "/news",
      "#top",
      "page-2",
    ]) {
      const out = await clean(`<a href="${href}">x</a>`);
      expect(out, href).toContain(`href="${href}"`);
    }
  });

  it("marks outbound links noopener noreferrer", async () => {
    expect(await clean('<a href="https://example.org/">x</a>')).toContain('rel="noopener noreferrer"');
  });

  it("removes nested tricks: an element split by a removed one does not come back together", async () => {
    const out = await clean("<scr<script>x</script>ipt>alert(1)</scr<script>y</script>ipt><p>ok</p>");
    assertInert(out);
    expect(out).toContain("<p>ok</p>");
  });

  it("removes script hidden in svg, math, template and noscript", async () => {
    const out = await clean(
      '<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)">x</a></svg><math><mi xlink:href="javascript:alert(1)">y</mi></math><template><script>z()</script></template><noscript><img src=x onerror=alert(1)></noscript><p>ok</p>',
    );
    assertInert(out);
    expect(out).toBe("<p>ok</p>");
  });

  it("keeps an unknown element's text but drops the element (e.g. font, center)", async () => {
    expect(await clean('<font color="red">hi</font><center>there</center>')).toBe("hithere");
  });

  it("removes comments, including conditional comments", async () => {
    expect(await clean("<p>a<!-- secret --></p><!--[if IE]><script>x()</script><![endif]-->")).toBe(
      "<p>a</p>",
    );
  });

  it("keeps an allowlisted video embed, sandboxed and lazy", async () => {
    const out = await clean(
      '<iframe src="https://www.youtube-nocookie.com/embed/abc123" title="Tour" onload="x()"></iframe>',
    );
    expect(out).toContain('src="https://www.youtube-nocookie.com/embed/abc123"');
    expect(out).toContain('loading="lazy"');
    expect(out).toContain("sandbox=");
    expect(out).not.toContain("onload");
  });

  it("removes iframes from any other host, including look-alike hosts and javascript: sources", async () => {
    for (const src of [
      "https://evil.example/embed/abc",
      "https://www.youtube-nocookie.com.evil.example/embed/abc",
      "http://www.youtube-nocookie.com/embed/abc",
      "javascript:alert(1)",
      "https://player.vimeo.com/video/1?x=<script>",
    ]) {
      const out = await clean(`<iframe src="${src}"></iframe><p>ok</p>`);
      expect(out, src).toBe("<p>ok</p>");
    }
  });

  it("removes images with data:, javascript: or protocol-relative sources", async () => {
    for (const src of [
      "data:image/svg+xml,<svg onload=alert(1)>",
      "javascript:alert(1)",
      "//evil.example/a.png",
      "/&#x2F;evil.example/a.png",
      "http://insecure.example/a.png",
    ]) {
      const out = await clean(`<img src="${src}" width="1" height="1"><p>ok</p>`);
      expect(out, src).toBe("<p>ok</p>");
    }
  });

  it("rewrites CMS upload URLs on any host to the static uploads path", async () => {
    const out = await clean(
      '<img src="https://cms.example.org/wp-content/uploads/2024/05/fair.svg" alt="Fair" width="800" height="450">',
    );
    expect(out).toContain('src="/uploads/2024/05/fair.svg"');
    expect(out).toContain('loading="lazy"');
    expect(out).toContain('decoding="async"');
  });

  it("turns a WordPress size variant into a srcset of the smaller standard sizes and takes its size", async () => {
    const out = await clean('<img src="/wp-content/uploads/2024/05/fair-1024x683.jpg" alt="Fair">');
    expect(out).toContain('width="1024"');
    expect(out).toContain('height="683"');
    expect(out).toContain(
      'srcset="/uploads/2024/05/fair-300x200.jpg 300w, /uploads/2024/05/fair-768x512.jpg 768w, /uploads/2024/05/fair-1024x683.jpg 1024w"',
    );
    expect(out).toMatch(/sizes="[^"]+"/);
  });

  it("keeps the CMS's own srcset, rewritten, and drops unsafe candidates from it", async () => {
    const out = await clean(
      '<img src="/wp-content/uploads/a-600x400.png" srcset="https://cms.example.org/wp-content/uploads/a-300x200.png 300w, javascript:alert(1) 2w, data:image/png;base64,AA 1x, /wp-content/uploads/a-600x400.png 600w" sizes="(max-width: 600px) 100vw, 600px" width="600" height="400">',
    );
    expect(out).toContain('srcset="/uploads/a-300x200.png 300w, /uploads/a-600x400.png 600w"');
    expect(out).toContain('sizes="(max-width: 600px) 100vw, 600px"');
    assertInert(out);
  });

  it("marks images whose size cannot be known so the stylesheet reserves their box", async () => {
    const out = await clean('<img src="/wp-content/uploads/photo.png" alt="" width="abc">');
    expect(out).toContain('class="unsized"');
    expect(out).not.toContain("width=");
  });

  it("drops form controls, objects and base/meta tags", async () => {
    const out = await clean(
      '<form action="https://evil.example"><input name="p"><button>Go</button></form><object data="x.swf"></object><base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=javascript:alert(1)"><p>ok</p>',
    );
    expect(out).toBe("<p>ok</p>");
  });

  it("cleans a text once per isolate and remembers a bounded number of texts", async () => {
    const text = `<p onclick="x()">once ${Math.random()}</p>`;
    const before = rememberedTexts();
    const first = await clean(text);
    expect(first).not.toContain("onclick");
    const afterFirst = rememberedTexts();
    expect(afterFirst).toBeGreaterThanOrEqual(Math.min(before + 1, maxRememberedTexts));
    expect(await clean(text)).toBe(first);
    expect(rememberedTexts()).toBe(afterFirst);
    for (let i = 0; i <= maxRememberedTexts; i++) await sanitizeHtml(`<p>${i}</p>`);
    expect(rememberedTexts()).toBe(maxRememberedTexts);
    // The oldest text was forgotten; cleaning it again gives the same answer.
    expect(await clean(text)).toBe(first);
  });
});
