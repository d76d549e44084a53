/** @module The site answers `/favicon.ico`, which browsers ask for on any document, the Atom feed included. */
import { expect, test } from "../fixtures.ts";

test("opening the news feed in a browser fetches nothing that is missing", async ({ page }) => {
  const missing: string[] = [];
  page.on("response", (response) => {
    if (response.status() >= 400) missing.push(`${response.status()} ${response.url()}`);
  });
  const feed = await page.goto("/news/feed.xml");
  expect(feed?.status()).toBe(200);
  // What the browser asks for beside any document, whether or not it shows a tab icon.
  const icon = await page.request.get("/favicon.ico");
  expect(icon.status()).toBe(200);
  expect(missing).toEqual([]);
});

test("/favicon.ico is a real icon of the site's mark at 16, 32 and 48 px", { tag: "@desktop" }, async ({
  request,
}) => {
  const response = await request.get("/favicon.ico");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^image\/(?:x-icon|vnd\.microsoft\.icon)$/);
  const bytes = await response.body();
  // ICONDIR: reserved 0, type 1 (icon), then the image count; one 16-byte entry per image.
  expect(bytes.readUInt16LE(0)).toBe(0);
  expect(bytes.readUInt16LE(2)).toBe(1);
  const count = bytes.readUInt16LE(4);
  const sizes = Array.from({ length: count }, (_, i) => bytes[6 + 16 * i] || 256);
  expect(sizes.sort((a, b) => a - b)).toEqual([16, 32, 48]);
});
