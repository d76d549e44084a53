/** @module Provider selection: Google CSE only when both its key and engine id are configured. */
import type { CmsClient } from "../cms/client.ts";
import type { Config } from "../env.ts";
import { builtinProvider } from "./builtin.ts";
import { cseProvider } from "./cse.ts";
import { indexStore, type StoreDeps } from "./index-store.ts";
import type { SearchProvider } from "./provider.ts";

export interface SearchDeps {
  config: Config;
  /** Reads content in the language searched in (`cms.locale`). */
  cms: CmsClient;
  kv: KVNamespace;
  waitUntil: StoreDeps["waitUntil"];
}

/** The provider for this request's configuration, searching in the language `cms` reads. */
export function providerFor({ config, cms, kv, waitUntil }: SearchDeps): SearchProvider {
  const { locale } = cms;
  if (config.cseKey && config.cseId) {
    return cseProvider({ key: config.cseKey, cx: config.cseId, timeoutMs: config.cmsTimeoutMs, locale });
  }
  return builtinProvider(async () => (await indexStore.get({ kv, cms, waitUntil })).engine, locale);
}
