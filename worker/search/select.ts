/** @module Provider selection: Google CSE only when both its key and engine id are configured. */
import type { CmsClient } from "../cms/client.ts";
import type { Config } from "../env.ts";
import { builtinProvider } from "./builtin.ts";
import { cseProvider } from "./cse.ts";
import { indexStore, type StoreDeps } from "./index-store.ts";
import type { SearchProvider } from "./provider.ts";

export interface SearchDeps {
  config: Config;
  cms: CmsClient;
  kv: KVNamespace;
  waitUntil: StoreDeps["waitUntil"];
}

/** The provider for this request's configuration. */
export function providerFor({ config, cms, kv, waitUntil }: SearchDeps): SearchProvider {
  if (config.cseKey && config.cseId) {
    return cseProvider({ key: config.cseKey, cx: config.cseId, timeoutMs: config.cmsTimeoutMs });
  }
  return builtinProvider(async () => (await indexStore.get({ kv, cms, waitUntil })).engine);
}
