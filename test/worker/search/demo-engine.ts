/** @module Test helper: the demo CMS client and an engine built from the demo content, in a language. */
import { env } from "cloudflare:test";
import type { Locale } from "../../../shared/i18n/locales.ts";
import { createCmsClient } from "../../../worker/cms/client.ts";
import { demoCms } from "../../../worker/cms/demo/index.ts";
import { collectDocuments } from "../../../worker/search/documents.ts";
import { buildEngine } from "../../../worker/search/engine.ts";

/** A CMS client on the in-process demo CMS, reading `locale`; `calls` counts the requests it made. */
export function demoClient(locale: Locale = "en") {
  const calls: string[] = [];
  const client = createCmsClient({
    access: {
      origin: "http://demo-cms.internal",
      demo: false,
      fetch: async (request) => {
        calls.push(new URL(request.url).pathname);
        return demoCms.fetch(request, env);
      },
    },
    timeoutMs: 5000,
    memoSeconds: 0,
    locale,
  });
  return { client, calls };
}

export async function demoEngine(locale: Locale = "en") {
  return buildEngine(await collectDocuments(demoClient(locale).client), locale);
}
