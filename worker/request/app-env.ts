/** @module The Hono environment shared by every sub-app: bindings and per-request variables. */

import type { Locale } from "../../shared/i18n/locales.ts";
import type { CmsClient } from "../cms/client.ts";
import type { Config } from "../env.ts";

/** What a page's render took: the CMS (common data and loader), then rendering up to the first byte. */
export interface RenderTiming {
  cmsMs: number;
  renderMs: number;
}

export type AppEnv = {
  Bindings: Env;
  /**
   * `locale`: the language the request's path names (shared/i18n/locales.ts); `cms` reads content in it.
   * `origin`: the site's origin, SITE_URL's or else the request's (lib/site-origin.ts), for absolute links.
   * `timing`: set by a page's render, for the page log (never a header: an answer the edge keeps
   * carries nothing that differs per answer).
   */
  Variables: { config: Config; cms: CmsClient; locale: Locale; origin: string; timing?: RenderTiming };
};
