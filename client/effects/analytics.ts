/** @module One page view per page load, beacon transport, only when allowed and once the page is shown. */
import { analyticsScriptUrl, shouldTrack } from "./analytics-rules.ts";

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

function report(id: string): void {
  window.dataLayer = window.dataLayer ?? [];
  const layer = window.dataLayer;
  // gtag's queue format: the arguments object itself.
  function gtag(..._args: unknown[]) {
    // biome-ignore lint/complexity/noArguments: gtag reads the arguments object
    layer.push(arguments);
  }
  gtag("js", new Date());
  gtag("config", id, { transport_type: "beacon", send_page_view: true });
  const script = document.createElement("script");
  script.async = true;
  script.src = analyticsScriptUrl(id);
  document.head.appendChild(script);
}

/** Reports this page load, after activation when the page was prerendered. */
export function startAnalytics(id: string | null): void {
  if (!id || !shouldTrack({ id, gpc: navigator.globalPrivacyControl === true, path: location.pathname }))
    return;
  if (document.prerendering)
    document.addEventListener("prerenderingchange", () => report(id), { once: true });
  else report(id);
}
