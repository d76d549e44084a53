/** @module The loader contract: what a page loader receives and returns. */
import type { CommonData } from "../../../shared/cms/types.ts";
import type { MessageKey, MessageVars } from "../../../shared/i18n/catalogue.ts";
import type { Locale } from "../../../shared/i18n/locales.ts";
import type { PageResult } from "../../../shared/pages/page-result.ts";
import type { HrefArgs, RouteName } from "../../../shared/routes.ts";
import type { CmsClient } from "../../cms/client.ts";
import type { Config } from "../../env.ts";

export interface LoaderArgs {
  /** Reads content in the page's language. */
  cms: CmsClient;
  /** The page's language (its path's prefix). */
  locale: Locale;
  /** Texts in the page's language (shared/i18n). */
  t: (key: MessageKey, vars?: MessageVars) => string;
  /** Links to pages in the page's language: `link("location", { id })` is `/es/locations/…` on a Spanish page. */
  link: <N extends RouteName>(name: N, ...args: HrefArgs<N>) => string;
  common: CommonData;
  config: Config;
  params: Record<string, string>;
  url: URL;
  /** Origin used in canonical URLs and structured data. */
  origin: string;
}

/** A loader returns the page, or a Response (a redirect) to send as it is. */
export type Loader = (args: LoaderArgs) => Promise<PageResult | Response>;

/** The page number of a `:page?` param; absent means page 1. */
export const pageParam = (params: Record<string, string>) => Number(params.page ?? "1");

export const pagesFor = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage));

/** Thrown by a loader when the content does not exist; the route answers the 404 page. */
export class PageNotFound extends Error {
  constructor() {
    super("page not found");
    this.name = "PageNotFound";
  }
}
