/** @module A CMS origin faked over `fetch`: the demo CMS's content, or a chosen fault, with a call log. */
import { env } from "cloudflare:test";
import { vi } from "vitest";
import { demoCms } from "../../../worker/cms/demo/index.ts";
import { forgetAll } from "../../../worker/lib/isolate-state.ts";

export const fakeCmsOrigin = "http://cms.test";

/** How the fake CMS answers: like the demo CMS, or one of the faults a real CMS shows. */
export type CmsMode = "up" | "down" | "500" | "hang" | "garbage" | "redirect" | "huge";

export interface FakeCms {
  mode: CmsMode;
  /** Paths (after the API base) of every request the CMS received, in order. */
  calls: string[];
  /** How many requests for paths containing `part` the CMS received. */
  count(part: string): number;
}

const apiPath = (url: URL) => url.pathname.replace(/^.*\/wp-json\/v1\//, "") + url.search;

function hang(signal: AbortSignal): Promise<Response> {
  return new Promise((_, reject) => signal.addEventListener("abort", () => reject(signal.reason)));
}

/** Replaces `fetch` for `fakeCmsOrigin`; other URLs get `others` (404 by default). */
export function fakeCms(others?: (request: Request) => Promise<Response>): FakeCms {
  const cms: FakeCms = {
    mode: "up",
    calls: [],
    count: (part) => cms.calls.filter((c) => c.includes(part)).length,
  };
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== fakeCmsOrigin) return others ? others(request) : new Response("nope", { status: 404 });
    cms.calls.push(apiPath(url));
    switch (cms.mode) {
      case "down":
        throw new TypeError("connection refused");
      case "500":
        return new Response("<h1>Fatal error</h1>", { status: 500 });
      case "hang":
        return hang(request.signal);
      case "garbage":
        return new Response("<html>not json", { headers: { "content-type": "application/json" } });
      case "redirect":
        return new Response(null, { status: 302, headers: { location: "https://elsewhere.test/x" } });
      case "huge":
        return new Response(`[${"0,".repeat(3_000_000)}0]`, {
          headers: { "content-type": "application/json" },
        });
      default:
        return demoCms.fetch(
          new Request(request.url.replace(fakeCmsOrigin, "http://demo-cms.internal")),
          env,
        );
    }
  });
  return cms;
}

/** Forgets what this isolate remembers (CMS answers, common data, last good hashes), so each test starts cold. */
export async function coldCache(): Promise<void> {
  forgetAll();
}
