/**
 * @module The worker isolate's V8 heap, read through the inspector `wrangler dev --inspector-port`
 * opens: a forced full garbage collection, then `Runtime.getHeapUsage`. workerd's inspector does not
 * answer `HeapProfiler.collectGarbage`, so the collection is forced by `HeapProfiler.takeHeapSnapshot`
 * (V8 collects everything unreachable before it walks the heap); the snapshot's chunks are dropped.
 */

/** A Chrome DevTools Protocol session with the worker's isolate. */
export interface Inspector {
  /** Used heap bytes after a forced full collection (the smaller of two, so weak caches settle). */
  heapAfterGc(): Promise<number>;
  close(): void;
}

export async function connectInspector(port: number): Promise<Inspector> {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const url = targets[0]?.webSocketDebuggerUrl;
  if (!url) throw new Error(`no inspector target on port ${port}`);
  // wrangler's inspector proxy takes only local DevTools origins; Node's WebSocket accepts headers (undici).
  const Socket = WebSocket as unknown as new (
    url: string,
    init: { headers: Record<string, string> },
  ) => WebSocket;
  const socket = new Socket(url, { headers: { origin: "http://localhost" } });
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", () => reject(new Error(`cannot open ${url}`)), { once: true });
  });
  const pending = new Map<number, (message: { result?: unknown }) => void>();
  // Far above the ids the proxy itself uses with the runtime, so answers are never confused.
  let id = 2_000_000_000;
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id === undefined) return;
    pending.get(message.id)?.(message);
    pending.delete(message.id);
  });
  const send = (method: string, params: object = {}) =>
    new Promise<{ result?: unknown }>((resolve, reject) => {
      const n = ++id;
      const timer = setTimeout(() => reject(new Error(`${method}: no answer in 60 s`)), 60_000);
      pending.set(n, (message) => {
        clearTimeout(timer);
        resolve(message);
      });
      socket.send(JSON.stringify({ id: n, method, params }));
    });
  return {
    async heapAfterGc() {
      const sizes: number[] = [];
      for (let i = 0; i < 2; i++) {
        await send("HeapProfiler.takeHeapSnapshot", { reportProgress: false });
        const usage = (await send("Runtime.getHeapUsage")).result as { usedSize: number };
        sizes.push(usage.usedSize);
      }
      return Math.min(...sizes);
    },
    close: () => socket.close(),
  };
}
