/** @module One page view per page load, beacon transport, only when allowed and once the page is shown. */
import { analyticsScriptUrl, pageViewFields, shouldTrack } from "./analytics-rules.ts";

declare global {
  interface Navigator {
    globalPrivacyControl?: boolean;
  }
  interface Document {
    prerendering?: boolean;
  }
  interface Window {
    dataLayer?: unknown[];
  }
}

function report(id: string, searchBase: string): void {
  window.dataLayer = window.dataLayer ?? [];
  const layer = window.dataLayer;
  // gtag's queue format: the arguments object itself.
  function gtag(..._args: unknown[]) {
    // biome-ignore lint/complexity/noArguments: gtag reads the arguments object
    layer.push(arguments);
  }
  gtag("js", new Date());
  // The page's own location and referrer, trimmed: never a query a visitor typed or a search page.
  const fields = pageViewFields(new URL(location.href), document.referrer, searchBase);
  gtag("config", id, { transport_type: "beacon", send_page_view: true, ...fields });
  const script = document.createElement("script");
  script.async = true;
  script.src = analyticsScriptUrl(id);
  document.head.appendChild(script);
}

/**
 * Reports this page load, after activation when the page was prerendered; `searchBase` is the
 * configured search path, whose pages are never reported.
 */
export function startAnalytics(id: string | null, searchBase: string): void {
  const gpc = navigator.globalPrivacyControl === true;
  if (!id || !shouldTrack({ id, gpc, path: location.pathname, searchBase })) return;
  if (document.prerendering)
    document.addEventListener("prerenderingchange", () => report(id, searchBase), { once: true });
  else report(id, searchBase);
}
