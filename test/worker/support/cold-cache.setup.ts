/** @module Vitest setup: every worker test starts with nothing remembered in the isolate (KV is per test). */
import { beforeEach } from "vitest";
import { coldCache } from "./fake-cms.ts";

beforeEach(async () => {
  await coldCache();
});
