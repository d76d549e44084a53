/** @module Vitest inside workerd: the real worker, with its real KV, D1 and static assets (through Miniflare). */
import { cloudflareTest } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: "./wrangler.toml" },
      miniflare: { bindings: { OPS_TOKEN: "test-ops-token-0123456789abcdef" } },
    }),
  ],
  test: {
    include: ["test/worker/**/*.test.{ts,tsx}"],
    setupFiles: ["test/worker/support/cold-cache.setup.ts"],
    globalSetup: ["test/worker/support/stand-in.setup.ts"],
    testTimeout: 20_000,
  },
});
