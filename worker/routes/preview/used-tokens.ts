/**
 * @module The preview tokens already used: each token's id once, in the same D1 database as the change
 * events' replay memory (CMS_EVENTS_DB, decision 0052), kept until the token would have expired. Only
 * a token whose signature holds is ever written, so no visitor can fill the table.
 */
import { firstUse as recordOnce, type UseOnceTable } from "../../lib/use-once.ts";

const table: UseOnceTable = { name: "preview_tokens", key: "id", stamp: "expires_at" };

/**
 * Records the token `id` (expiring at `expiresAt`) as used and forgets the expired ones. True the
 * first time, false for a token used before: a replay.
 */
export const firstUse = (
  db: D1Database,
  id: string,
  expiresAt: number,
  nowSeconds: number,
): Promise<boolean> => recordOnce(db, table, id, expiresAt, nowSeconds);
