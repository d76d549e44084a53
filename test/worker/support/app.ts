/** @module Helpers for worker tests: call the real worker with the real bindings, optionally on another CMS. */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import worker from "../../../worker/index.ts";

export type Vars = Record<string, string>;

/** Sends a request through the worker's entry (hot pages first, then the app) with the test bindings plus `vars`. */
export async function call(path: string, init: RequestInit = {}, vars: Vars = {}): Promise<Response> {
  const ctx = createExecutionContext();
  // An incoming request, as the platform hands it over (its `cf` is the platform's to fill).
  const request = new Request(new URL(path, "http://clinic.test").href, init) as Request<
    unknown,
    IncomingRequestCfProperties
  >;
  const response = await worker.fetch(request, { ...env, ...vars } as Env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** The `#__STATE__` JSON text of a page. */
export function stateText(html: string): string {
  const match = /<script type="application\/json" id="__STATE__">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error("no state script");
  return match[1];
}
