/** @module The CMS client of one language for a request: the request's own when it reads that language, else a new one. */
import type { Context } from "hono";
import type { Locale } from "../../shared/i18n/locales.ts";
import { cmsClient } from "../cms/access.ts";
import type { CmsClient } from "../cms/client.ts";
import type { AppEnv } from "./app-env.ts";

/** The client reading `locale`: the request's (`c.var.cms`, the language its path names) when that is `locale`. */
export const cmsIn = (c: Context<AppEnv>, locale: Locale): CmsClient =>
  locale === c.get("locale") ? c.get("cms") : cmsClient(c.env, c.get("config"), c.executionCtx, locale);
