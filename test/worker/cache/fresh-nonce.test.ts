import { describe, expect, it } from "vitest";
import { withFreshNonce } from "../../../worker/cache/fresh-nonce.ts";
import { renderNonceHeader } from "../../../worker/render/nonce.ts";

const renderNonce = "cmVuZGVyLXRpbWUtbm9uY2Ux";
const stored = () =>
  new Response(
    [
      "<!doctype html><html><head>",
      `<script nonce="${renderNonce}">window.ok="é"</script></head><body>`,
      `<div class="cms"><p>Café ${"ü".repeat(3)}</p><script nonce="guessed-nonce">alert(3)</script></div>`,
      `<script type="module" src="/assets/entry.js" nonce="${renderNonce}"></script>`,
      "</body></html>",
    ].join(""),
    {
      status: 200,
      headers: { "content-type": "text/html; charset=utf-8", [renderNonceHeader]: renderNonce },
    },
  );

describe("a stored page's fresh nonce", () => {
  it("replaces the render-time nonce everywhere it stood, and nothing else, keeping multi-byte text intact", async () => {
    const fresh = "ZnJlc2gtbm9uY2UtMDEyMzQ1";
    const response = await withFreshNonce(stored(), fresh);
    const html = await response.text();
    expect(html).not.toContain(renderNonce);
    expect(html.match(new RegExp(`nonce="${fresh}"`, "g"))).toHaveLength(2);
    expect(html).toContain(`<script nonce="${fresh}">window.ok="é"</script>`);
    expect(html).toContain("<p>Café üüü</p>");
    // The render-time nonce's internal header never goes out.
    expect(response.headers.has(renderNonceHeader)).toBe(false);
  });

  it("splices in a nonce of another length, should one ever come", async () => {
    const longer = "bG9uZ2VyLW5vbmNlLXRoYW4tdGhlLWxhc3Q";
    const html = await (await withFreshNonce(stored(), longer)).text();
    expect(html.match(new RegExp(`nonce="${longer}"`, "g"))).toHaveLength(2);
    expect(html).toContain(`<script nonce="${longer}">window.ok="é"</script></head><body>`);
    expect(html).toContain(`nonce="${longer}"></script></body></html>`);
  });

  it("never gives the fresh nonce to an element that carried another one", async () => {
    const fresh = "ZnJlc2gtbm9uY2UtNjc4OWFi";
    const html = await (await withFreshNonce(stored(), fresh)).text();
    expect(html).toContain(`<script nonce="guessed-nonce">alert(3)</script>`);
  });

  it("keeps a page with no render-time nonce byte for byte", async () => {
    const plain = new Response("<p>no scripts</p>", { headers: { "content-type": "text/html" } });
    const response = await withFreshNonce(plain, "ZnJlc2gtbm9uY2UtMDEyMzQ1");
    expect(await response.text()).toBe("<p>no scripts</p>");
    expect(response.headers.has(renderNonceHeader)).toBe(false);
  });
});
