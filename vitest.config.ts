/** @module Vitest inside workerd: the real worker, with its real KV, D1 and static assets (through Miniflare). */
import { availableParallelism } from "node:os";
import { cloudflareTest } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: "./wrangler.toml" },
      miniflare: {
        bindings: {
          OPS_TOKEN: "test-ops-token-0123456789abcdef",
          SUBMISSIONS_TOKEN: "test-submissions-token-0123456789abcdef",
        },
      },
    }),
  ],
  test: {
    include: ["test/worker/**/*.test.{ts,tsx}"],
    setupFiles: ["test/worker/support/fresh-storage.setup.ts", "test/worker/support/cold-cache.setup.ts"],
    globalSetup: ["test/worker/support/stand-in.setup.ts"],
    testTimeout: 20_000,
    // A workerd takes seconds to start, and a fresh one per file spent most of the run starting them
    // (291 s for 109 files, 52 s of it tests). The files share one per Vitest worker instead, and each
    // starts with empty KV and D1 (fresh-storage.setup.ts) and an empty isolate (cold-cache.setup.ts).
    isolate: false,
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
