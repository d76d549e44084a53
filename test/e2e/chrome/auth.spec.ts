/** @module Auth state: stored JWT validated by the demo CMS, cleared when invalid; the route guard. */
import { expect, hydrated, test } from "../fixtures.ts";
import { allowConsole } from "./allow-console.ts";

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
const jwt = (claims: object) => `${b64({ alg: "HS256", typ: "JWT" })}.${b64(claims)}.signature`;
const future = () => Math.floor(Date.now() / 1000) + 3600;
/**
 * The route guard runs in the entry, which loads after the first paint, and a stored token is first
 * checked with the CMS through /proxy. On a busy 2-core CI machine that took over 5 s (Playwright's
 * default) more than once, so the guard's redirects get longer. A redirect that never comes still fails.
 */
const guardWait = 15_000;

async function store(page: import("@playwright/test").Page, token: string) {
  await page.addInitScript(
    ([t]) => {
      if (!sessionStorage.getItem("seeded")) {
        localStorage.setItem("jwt", t as string);
        localStorage.setItem("userInfo", JSON.stringify({ name: "Pat" }));
        sessionStorage.setItem("seeded", "1");
      }
    },
    [token],
  );
}

test("an unauthenticated visitor of a members-only page is sent to /login with the page remembered", async ({
  page,
}) => {
  await page.goto("/__test/members");
  await expect(page).toHaveURL(/\/login$/, { timeout: guardWait });
  expect(await page.evaluate(() => sessionStorage.getItem("authWantedPath"))).toBe("/__test/members");
});

test("a visitor with a valid stored token is logged in and may see the members-only page", async ({
  page,
}) => {
  await store(page, jwt({ iss: "demo-cms", exp: future() }));
  await page.goto("/__test/members");
  await hydrated(page);
  await expect(page.locator("body")).toHaveAttribute("data-auth", "1");
  await expect(page.getByRole("heading", { level: 1, name: "Members" })).toBeVisible();
});

test("an invalid stored token is cleared, the visitor is logged out and sent to /login", async ({
  page,
  consoleProblems,
}) => {
  await store(page, jwt({ iss: "someone-else", exp: future() }));
  await page.goto("/__test/members");
  await expect(page).toHaveURL(/\/login$/, { timeout: guardWait });
  expect(await page.evaluate(() => [localStorage.getItem("jwt"), localStorage.getItem("userInfo")])).toEqual([
    null,
    null,
  ]);
  await expect(page.locator("body")).toHaveAttribute("data-auth", "0");
  // The CMS answers an invalid token with 403, which Chromium logs as a failed resource: expected here.
  allowConsole(consoleProblems, "status of 403", "/jwt-auth/v1/token/validate");
});

test("a logged-in visitor of /login is sent home", async ({ page }) => {
  await store(page, jwt({ iss: "demo-cms", exp: future() }));
  await page.goto("/login");
  await expect(page.locator("body")).toHaveAttribute("data-auth", "1", { timeout: guardWait });
  await expect(page).toHaveURL(/\/$/, { timeout: guardWait });
});
