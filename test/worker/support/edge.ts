/**
 * @module The worker behind a Workers Cache fake (test/support/workers-cache/), as deployed with
 * `[cache] enabled = true`: `throughEdge` sends a request through the edge, which runs the real worker
 * (its real bindings) on a miss with `ctx.cache` set to the fake's. `call` (app.ts) reaches the worker
 * directly, as `wrangler dev` does.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import worker from "../../../worker/index.ts";
import { EdgeNetwork, type EdgeOptions } from "../../support/workers-cache/edge.ts";
import type { Vars } from "./app.ts";

/** Runs the worker as Workers Cache would on a miss: `ctx.cache` is `network`'s. */
export const workerBehind =
  (network: EdgeNetwork, vars: Vars = {}) =>
  async (request: Request): Promise<Response> => {
    const ctx = createExecutionContext();
    Object.defineProperty(ctx, "cache", { value: network.cache });
    const response = await worker.fetch(
      request as Request<unknown, IncomingRequestCfProperties>,
      { ...env, ...vars } as Env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    return response;
  };

/** A fresh edge network and a caller through its one location, with `vars` on top of the test bindings. */
export function edgeFor(vars: Vars = {}, options: EdgeOptions = {}) {
  const network = new EdgeNetwork(options);
  const front = network.location("test", workerBehind(network, vars));
  const visit = async (path: string, init: RequestInit = {}) => {
    const res = await front(new Request(new URL(path, "http://clinic.test").href, init));
    const html = await res.text();
    await network.settled();
    return { res, status: res.status, cache: res.headers.get("cf-cache-status"), html };
  };
  return { network, visit };
}

/** `POST /__ops/purge` with `body` and the test's ops token, to the worker behind `network` (its `ctx.cache`). */
export const purgeBehind = (network: EdgeNetwork, body: unknown, vars: Vars = {}) =>
  workerBehind(
    network,
    vars,
  )(
    new Request("http://clinic.test/__ops/purge", {
      method: "POST",
      headers: { authorization: `Bearer ${env.OPS_TOKEN}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
  );
