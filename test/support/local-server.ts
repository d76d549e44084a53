/** @module Serves a Node HTTP server on a free loopback port, with a close that drops open connections. */
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface LocalServer {
  url: string;
  close: () => Promise<void>;
}

/** Starts `server` on 127.0.0.1 at a port the system picks. */
export async function listenLocally(server: Server): Promise<LocalServer> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
