/**
 * @module Provider selection: Google CSE only when both its key and engine id are configured, each
 * client then held to its own share of Google's paid quota (`SEARCH_LIMITER`).
 */
import type { CmsClient } from "../cms/client.ts";
import type { Config } from "../env.ts";
import { limitClient } from "../security/client-key.ts";
import { builtinProvider } from "./builtin.ts";
import { cseProvider } from "./cse.ts";
import { indexStore, type StoreDeps } from "./index-store.ts";
import { type SearchProvider, SearchUnavailable } from "./provider.ts";

export interface SearchDeps {
  config: Config;
  /** Reads content in the language searched in (`cms.locale`). */
  cms: CmsClient;
  kv: KVNamespace;
  waitUntil: StoreDeps["waitUntil"];
  /** Whether the client may spend one search of a paid provider's quota now. */
  admit: () => Promise<boolean>;
}

/** What a client over its share of the paid quota is told (a 429). */
export const tooManySearches = "Too many searches from your network. Please wait a minute and try again.";

/** `admit` for the client at `address`: one search against its bucket of `limiter`. */
export const admitClient = (limiter: RateLimit, address: string | null | undefined) => async () =>
  (await limitClient(limiter, limiter, address)).success;

/** The provider for this request's configuration, searching in the language `cms` reads. */
export function providerFor({ config, cms, kv, waitUntil, admit }: SearchDeps): SearchProvider {
  const { locale } = cms;
  if (config.cseKey && config.cseId) {
    const cse = cseProvider({ key: config.cseKey, cx: config.cseId, timeoutMs: config.cmsTimeoutMs, locale });
    return {
      async search(term, page) {
        if (!(await admit())) throw new SearchUnavailable(429, tooManySearches);
        return cse.search(term, page);
      },
    };
  }
  return builtinProvider(async () => (await indexStore.get({ kv, cms, waitUntil })).engine, locale);
}
