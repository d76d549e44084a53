/**
 * @module One origin in front of two running builds, as a custom domain is in front of a Worker's
 * versions: every request goes to the build the switch points at, and a deploy is one `switchTo`.
 * Requests already under way finish on the build that took them, as on Cloudflare.
 */
import { createServer } from "node:http";
import { forwardTo } from "./forward.ts";
import { listenLocally } from "./local-server.ts";

export interface DeploySwitch {
  /** The site's one origin. */
  url: string;
  /** From now on, requests go to `origin` (e.g. `http://127.0.0.1:8801`). */
  switchTo: (origin: string) => void;
  close: () => Promise<void>;
}

/** Starts the switch on a free loopback port, pointing at `origin`. */
export async function deploySwitch(origin: string): Promise<DeploySwitch> {
  let target = new URL(origin);
  const server = createServer(forwardTo(() => target));
  const listening = await listenLocally(server);
  return {
    url: listening.url,
    switchTo: (next) => {
      target = new URL(next);
    },
    close: listening.close,
  };
}
