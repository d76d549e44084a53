/** @module The security headers as a browser receives them, on static assets and on pages. */
import { expect, test } from "./fixtures.ts";

const fixed = {
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-resource-policy": "same-origin",
  "cross-origin-opener-policy": "same-origin",
};

test("static assets carry the security headers of public/_headers", async ({ request }) => {
  const response = await request.get("/favicon.svg");
  expect(response.status()).toBe(200);
  const headers = response.headers();
  for (const [name, value] of Object.entries(fixed)) expect(headers[name], name).toBe(value);
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["content-security-policy"]).toMatch(/^default-src 'none'/);
});

test("the worker's answers that are not HTML carry the static assets' policy", async ({ request }) => {
  const asset = (await request.get("/favicon.svg")).headers();
  for (const path of ["/robots.txt", "/api/search?q=dental&page=0", "/sitemap.xml"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    for (const [name, value] of Object.entries(fixed)) expect(headers[name], `${path} ${name}`).toBe(value);
    expect(headers["content-security-policy"], path).toBe(asset["content-security-policy"]);
  }
});

test("a page runs under its hash CSP without any violation", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  const response = await page.goto("/");
  const headers = response?.headers() ?? {};
  for (const [name, value] of Object.entries(fixed)) expect(headers[name], name).toBe(value);
  expect(headers["content-security-policy"]).toContain("'strict-dynamic'");
  await page.locator("body[data-hydrated='true']").waitFor({ state: "attached" });
  expect(violations).toEqual([]);
});
