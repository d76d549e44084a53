/**
 * @module Workers Static Assets answer every built public file; the worker runs first for everything else
 * (wrangler.toml `run_worker_first`), so a public file the rules forget would get the worker's 404 page.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, test } from "./fixtures.ts";

const publicDir = "dist/public";

/**
 * Every file the build put in dist/public, as URL paths. Not served as themselves: the `_headers` rules
 * and 404.html, the asset server's answer for a missing file (its own path is the worker's).
 */
function publicFiles(dir = publicDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return publicFiles(path);
    const url = `/${relative(publicDir, path)}`;
    return url === "/_headers" || url === "/404.html" ? [] : [url];
  });
}

// No browser is involved, so one run is enough: only the desktop project runs it.
test("every built public file is served by the static assets, byte for byte", { tag: "@desktop" }, async ({
  request,
}) => {
  const files = publicFiles();
  expect(files.length).toBeGreaterThan(10);
  // Every file is asked for (260 with the uploads' sizes), four at a time.
  test.setTimeout(120_000);
  const queue = [...files];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        // The asset server's validator; the worker's answers never carry one.
        expect(response.headers().etag, path).toBeTruthy();
        expect(Buffer.compare(await response.body(), readFileSync(join(publicDir, path))), path).toBe(0);
      }
    }),
  );
});

test("a missing file under an asset folder gets a 404 page that says so", async ({ page }) => {
  for (const path of ["/uploads/no-such-picture.svg", "/assets/no-such-chunk.js"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    expect(response?.headers()["content-type"], path).toMatch(/^text\/html/);
    await expect(page.getByRole("heading", { level: 1, name: "File not found" })).toBeVisible();
    await page.getByRole("link", { name: "Go to the home page" }).click();
    await expect(page).toHaveURL("/");
  }
});

test("pages stay the worker's, also at the asset server's own 404 path", async ({ request }) => {
  for (const path of ["/404.html", "/no-such-page"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    // The worker's pages carry the page policy; the asset server's files carry the no-script one.
    expect(response.headers()["content-security-policy"], path).toContain("'strict-dynamic'");
  }
});
