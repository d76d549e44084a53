/** @module The purge queue's consumer: edge calls over the purge rate, coalesced, retried while refused. */
import { type EdgePurge, edgeCalls, sendEdgeCall } from "./purge.ts";

/** How long a refused batch waits before its next try: the rate gives a call back every 12 s. */
const retrySeconds = 60;

/** The batch's work, merged: one purge of everything per mode, else every tag and prefix once. */
function coalesce(messages: readonly Message<EdgePurge>[]): EdgePurge[] {
  const out: EdgePurge[] = [];
  for (const mode of ["invalidate", "purge"] as const) {
    const mine = messages.map((m) => m.body).filter((b) => b.mode === mode);
    if (mine.length === 0) continue;
    if (mine.some((b) => b.purgeEverything)) out.push({ mode, purgeEverything: true });
    else
      out.push(
        ...edgeCalls({
          mode,
          tags: mine.flatMap((b) => b.tags ?? []),
          pathPrefixes: mine.flatMap((b) => b.pathPrefixes ?? []),
        }),
      );
  }
  return out;
}

/** Sends a batch's coalesced calls; retries the whole batch later if any is refused. */
export async function consumePurges(batch: MessageBatch<EdgePurge>, edge: CacheContext | undefined) {
  if (!edge) {
    batch.ackAll();
    return;
  }
  for (const call of coalesce(batch.messages)) {
    if (!(await sendEdgeCall(edge, call))) {
      batch.retryAll({ delaySeconds: retrySeconds });
      return;
    }
  }
  batch.ackAll();
}
