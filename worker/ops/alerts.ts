/**
 * @module Warnings that reach a person: the hourly check posts each problem to the ops webhook
 * (ALERT_WEBHOOK_URL) once a day while it lasts, and once more when it clears. What was told is kept
 * in one KV key, written only when it changes, so a quiet day writes nothing.
 */

/** One problem of the ops status: a stable id (its kind) and what to tell the operator. */
export interface Problem {
  id: string;
  message: string;
}

/** One thing to tell: a problem (new, or still there on a new day), or that one has cleared. */
export interface Alert {
  kind: "problem" | "cleared";
  id: string;
  message: string;
}

/** Each open problem's id and the UTC day (YYYY-MM-DD) it was last told. */
type Told = Record<string, string>;

const stateKey = "ops:alerts";

/** What to tell now, and what will have been told once it is: a pure step, for the hourly run. */
export function alertsDue(problems: Problem[], told: Told, today: string): { alerts: Alert[]; next: Told } {
  const alerts: Alert[] = [];
  const next: Told = {};
  for (const { id, message } of problems) {
    if (told[id] !== today) alerts.push({ kind: "problem", id, message });
    next[id] = today;
  }
  for (const id of Object.keys(told)) {
    if (!(id in next)) alerts.push({ kind: "cleared", id, message: `cleared: ${id}` });
  }
  return { alerts, next };
}

/** The webhook's body: `text` for chat services (Slack, Teams, ntfy…), `alerts` for anything else. */
export function alertBody(site: string, alerts: Alert[]) {
  const lines = alerts.map((a) => (a.kind === "cleared" ? `✔ ${a.message}` : `⚠ ${a.message}`));
  return { text: `${site}\n${lines.join("\n")}`, site, alerts };
}

interface Deps {
  kv: KVNamespace;
  webhook: string;
  /** The site's name in the message (its URL or brand). */
  site: string;
  problems: Problem[];
  now: number;
}

/**
 * Tells the webhook what is due and records it once the webhook took it (2xx); a refused or failed
 * post is told again next hour. Resolves to what was told (empty when nothing was due).
 */
export async function sendAlerts({ kv, webhook, site, problems, now }: Deps): Promise<Alert[]> {
  const told = (await kv.get<Told>(stateKey, "json")) ?? {};
  const { alerts, next } = alertsDue(problems, told, new Date(now).toISOString().slice(0, 10));
  if (alerts.length === 0) return [];
  const response = await fetch(webhook, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(alertBody(site, alerts)),
    signal: AbortSignal.timeout(10_000),
  });
  // The body is not read: a webhook's answer says nothing the operator needs.
  await response.body?.cancel();
  if (!response.ok) throw new Error(`the alert webhook answered ${response.status}`);
  await kv.put(stateKey, JSON.stringify(next));
  return alerts;
}
