/** @module Playwright in Debian's Chromium against a real `wrangler dev` worker on the demo CMS. */
import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./test/support/chromium.ts";

export const e2ePort = Number(process.env.E2E_PORT ?? "8799");
export const e2eOpsToken = "e2e-ops-token-0123456789abcdef";

export default defineConfig({
  testDir: "test/e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter:
    process.env.PW_REPORTER === "json"
      ? [["json", { outputFile: "test-results/e2e.json" }], ["line"]]
      : "list",
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${e2ePort}`,
    launchOptions: chromiumLaunchOptions(),
    trace: "off",
  },
  // A test of one device's behaviour (the phone drawer, the desktop dropdowns) or one that needs no
  // browser carries the tag `@desktop` or `@phone` and runs only in that project, instead of skipping.
  projects: [
    {
      name: "desktop",
      grepInvert: /@phone/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    {
      name: "phone",
      grepInvert: /@desktop/,
      use: { ...devices["Pixel 7"], viewport: { width: 375, height: 740 } },
    },
  ],
  webServer: {
    command: `wrangler dev test/e2e/worker/index.ts --ip 127.0.0.1 --port ${e2ePort} --var OPS_TOKEN:${e2eOpsToken} --persist-to .wrangler/e2e-state --show-interactive-dev-session=false --log-level warn`,
    url: `http://127.0.0.1:${e2ePort}/robots.txt`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
