/** @module The plain text of CMS HTML. */
import { describe, expect, it } from "vitest";
import { htmlToText } from "../../../worker/lib/plain-text.ts";

describe("htmlToText", () => {
  it("drops tags, turning each into a space, and collapses white space", () => {
    expect(htmlToText("<p>Oregon Health &amp; Science&nbsp;University</p><ul><li>A</li></ul>")).toBe(
      "Oregon Health & Science University A",
    );
  });

  it("decodes named, numeric and legacy references, and leaves escaped markup as text", () => {
    expect(htmlToText("&lt;b&gt;not bold&lt;/b&gt; &#8212; &#x41; &rsquo;&hellip; &copy 2026")).toBe(
      "<b>not bold</b> — A ’… © 2026",
    );
  });

  it("drops scripts, styles and comments with what is inside them", () => {
    expect(htmlToText("a<script>var x = '<p>';</script>b<style>p{}</style>c<!-- <p>hidden</p> -->d")).toBe(
      "a b c d",
    );
  });

  it("keeps a lone < as text and a > inside a quoted attribute inside the tag", () => {
    expect(htmlToText('1 < 2 and <a title="x > y" href="/">3 > 2</a>')).toBe("1 < 2 and 3 > 2");
  });
});
