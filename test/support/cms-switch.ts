/**
 * @module A CMS a test can take down: a loopback proxy in front of a running CMS whose `down()` closes
 * its port, so a site reading through it finds its CMS gone (connections refused, as when the CMS's
 * own process stops) while the CMS behind it goes on serving everyone else.
 */
import { createServer } from "node:http";
import { forwardTo } from "./forward.ts";
import { type LocalServer, listenLocally } from "./local-server.ts";

export interface CmsSwitch {
  /** Where a site reads the CMS (its `CMS_ORIGIN`) while the switch is up. */
  url: string;
  /** Stops listening and drops every open connection: from now on the CMS cannot be reached here. */
  down: () => Promise<void>;
}

/** Starts a proxy to the CMS at `cmsOrigin` (e.g. `http://127.0.0.1:8790`) on a free loopback port. */
export async function cmsSwitch(cmsOrigin: string): Promise<CmsSwitch> {
  const target = new URL(cmsOrigin);
  const server = createServer(forwardTo(() => target));
  const listening: LocalServer = await listenLocally(server);
  return { url: listening.url, down: listening.close };
}
