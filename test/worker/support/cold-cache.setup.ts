/** @module Vitest setup: every worker test starts with an empty page cache (the Cache API outlives a test; KV does not). */
import { beforeEach } from "vitest";
import { coldCache } from "./fake-cms.ts";

beforeEach(async () => {
  await coldCache();
});
