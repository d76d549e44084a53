import { expect, test } from "vitest";
import { escapeHtml, highlight } from "../../../worker/search/snippet.ts";

test("matches are wrapped in <b> and everything else is escaped", () => {
  const html = highlight('Call us about <script>alert("x")</script> dental care & more', ["dental"], "en");
  expect(html).toBe(
    "Call us about &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; <b>dental</b> care &amp; more",
  );
});

test("a match on a plural form is highlighted for the singular term", () => {
  expect(highlight("We run three clinics.", ["clinic"], "en")).toBe("We run three <b>clinics</b>.");
});

test("a long text is cut to a window around the first match with ellipses", () => {
  const text = `${"Lorem ipsum dolor sit amet. ".repeat(20)}Our dentures fit. ${"More words here. ".repeat(20)}`;
  const html = highlight(text, ["denture"], "en");
  expect(html.startsWith("… ")).toBe(true);
  expect(html.endsWith(" …")).toBe(true);
  expect(html).toContain("<b>dentures</b>");
  expect(html.length).toBeLessThan(230);
});

test("escapeHtml escapes the five markup characters", () => {
  expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
});
