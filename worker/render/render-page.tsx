/** @module Streams a page: one jotai store per request, the layout, the document, a status decided up front. */
import { createStore, Provider } from "jotai";
import { renderToReadableStream } from "react-dom/server.edge";
import { commonAtom, messagesAtom, type SiteSettings, siteAtom } from "../../shared/atoms/site.ts";
import type { CommonData } from "../../shared/cms/types.ts";
import { Layout } from "../../shared/frame/layout.tsx";
import { catalogues } from "../../shared/i18n/catalogue.ts";
import {
  languageLinks as defaultLinks,
  type Locale,
  localeOfPath,
  localizedPath,
} from "../../shared/i18n/locales.ts";
import type { PageResult } from "../../shared/pages/page-result.ts";
import type { Config } from "../env.ts";
import { errorFields, log } from "../lib/log.ts";
import { installAsciiFastPath } from "./ascii-encode.ts";
import { Document } from "./document.tsx";
import { clientManifest } from "./manifest.ts";
import { serializeState } from "./state.ts";

// React encodes each piece of a page with its own `TextEncoder#encode` call; see ascii-encode.ts.
installAsciiFastPath();

export interface RenderInput {
  page: PageResult;
  common: CommonData;
  config: Config;
  /** Origin for canonical URLs when SITE_URL is unset. */
  requestOrigin: string;
  path: string;
  /** The language switcher's links (see shared/atoms/site.ts); by default, the other languages' homes. */
  languageLinks?: SiteSettings["languageLinks"];
}

/** The public settings islands read from the store. */
function siteSettings(
  config: Config,
  path: string,
  locale: Locale,
  languageLinks: SiteSettings["languageLinks"],
): SiteSettings {
  return {
    brandName: config.brandName,
    patientPortalUrl: config.patientPortalUrl,
    employeePortalUrl: config.employeePortalUrl,
    donationUrl: config.donationUrl,
    // The search box searches, and its form posts to, the results page of the page's language.
    searchBasePath: localizedPath(config.searchBasePath, locale),
    currentPath: path,
    year: new Date().getUTCFullYear(),
    analyticsId: config.environment === "local" ? null : config.analyticsId,
    mapsKey: config.mapsKey,
    botCheckSiteKey: config.botCheckSiteKey,
    timeZone: config.clinicTimeZone,
    locale,
    languageLinks,
  };
}

export async function renderPage({
  page,
  common,
  config,
  requestOrigin,
  path,
  languageLinks,
}: RenderInput): Promise<Response> {
  const store = createStore();
  const locale = localeOfPath(path);
  const site = siteSettings(config, path, locale, languageLinks ?? defaultLinks(path, locale));
  store.set(commonAtom, common);
  store.set(siteAtom, site);
  store.set(messagesAtom, catalogues[locale]);
  const stream = await renderToReadableStream(
    <Provider store={store}>
      <Document
        head={config.searchEngines === "noindex" ? { ...page.head, noindex: true } : page.head}
        brandName={config.brandName}
        locale={locale}
        origin={config.siteUrl ?? requestOrigin}
        manifest={clientManifest}
        state={serializeState(store)}
      >
        <Layout common={common} site={site} flags={page.flags ?? {}}>
          {page.body}
        </Layout>
      </Document>
    </Provider>,
    {
      onError(error) {
        log("error", "render", "render failed", errorFields(error));
      },
    },
  );
  const headers = new Headers({ "content-type": "text/html; charset=utf-8" });
  if (page.status === 503) headers.set("retry-after", "60");
  return new Response(stream, { status: page.status, headers });
}
