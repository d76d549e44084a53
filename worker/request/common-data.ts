/**
 * @module The common data (services, locations, teams) behind every page's nav, drawer and footer:
 * the one loader every route uses. It goes through KV stale-while-revalidate under one key per
 * language and one build version, and keeps the last good copy of each language in this isolate for
 * answers that must not call the CMS.
 */
import type { Context } from "hono";
import type { CommonData } from "../../shared/cms/types.ts";
import type { Locale } from "../../shared/i18n/locales.ts";
import { buildId } from "../cache/build-id.ts";
import { commonDataKey } from "../cache/keys.ts";
import type { BackgroundWork } from "../cache/platform.ts";
import type { CmsClient } from "../cms/client.ts";
import type { Config } from "../env.ts";
import { isolateState } from "../lib/isolate-state.ts";
import { swr } from "../lib/kv-swr.ts";
import { errorFields, log } from "../lib/log.ts";
import type { AppEnv } from "./app-env.ts";

interface CommonDataDeps {
  kv: KVNamespace;
  ctx: BackgroundWork;
  cms: CmsClient;
  config: Config;
}

/** What the chrome shows when the CMS has never answered: no services, locations or teams. */
export const emptyCommon: CommonData = { services: [], locations: [], teams: [] };

const lastGood = new Map<Locale, CommonData>();
isolateState("last good common data", () => lastGood.clear());

/**
 * The common data in the CMS client's language, fresh or stale from KV (one background refresh at a
 * time), else loaded now; null when the CMS fails and nothing usable is stored (the failure is logged).
 */
async function loadCommon({ kv, ctx, cms, config }: CommonDataDeps): Promise<CommonData | null> {
  try {
    const { value } = await swr(kv, ctx, commonDataKey(cms.locale), () => cms.common(), {
      freshSeconds: config.cacheFreshSeconds,
      maxStaleSeconds: config.cacheMaxStaleSeconds,
      version: buildId(config),
    });
    lastGood.set(cms.locale, value);
    return value;
  } catch (error) {
    log("error", "cms", "common data failed", errorFields(error));
    return null;
  }
}

/** `loadCommon` with a request's bindings, CMS client and configuration. */
export const commonFor = (c: Context<AppEnv>): Promise<CommonData | null> =>
  loadCommon({ kv: c.env.CACHE, ctx: c.executionCtx, cms: c.get("cms"), config: c.get("config") });

/**
 * The last common data in `locale` this isolate loaded, for answers that must not call the CMS (bad
 * params, 404s).
 */
export const lastCommon = (locale: Locale): CommonData | null => lastGood.get(locale) ?? null;
