/**
 * @module The one client of the site's ops routes (`/__ops/*`): every tool calls them through it, so a
 * token goes only where the transport rule allows (https, or plain http to this machine) and every
 * refusal or failure reads the same, naming the token to check.
 */
import { tokenRefusal } from "./token-transport.ts";

/** What an ops route answered: its status, its text, and its JSON when it is JSON. */
export interface OpsAnswer {
  status: number;
  ok: boolean;
  text: string;
  json: unknown;
  headers: Headers;
}

/** How a request leaves (the smoke test passes its own, which counts versions and adds overrides). */
export type OpsFetch = (url: string, init: RequestInit) => Promise<Response>;

export interface OpsClientOptions {
  /** The secret's name, for messages: `OPS_TOKEN` unless a route has a token of its own. */
  tokenName?: string;
  /** Headers sent with every call (a version override). */
  headers?: Record<string, string>;
  fetch?: OpsFetch;
  timeoutMs?: number;
}

/**
 * A token the transport rule would not send or that is missing (exit code 2: fix the command), or a
 * call that never reached the site (exit code 1).
 */
export class OpsError extends Error {
  readonly exitCode: 1 | 2;
  constructor(message: string, exitCode: 1 | 2) {
    super(message);
    this.exitCode = exitCode;
  }
}

/** A client of `origin`'s ops routes; throws `OpsError` when `token` may not travel there. */
export function opsClient(origin: string, token: string, options: OpsClientOptions = {}) {
  const tokenName = options.tokenName ?? "OPS_TOKEN";
  const refusal = tokenRefusal(origin, tokenName);
  if (refusal) throw new OpsError(refusal, 2);
  if (token === "") throw new OpsError(`${tokenName} is not set in the environment or the secrets file`, 2);
  const send = options.fetch ?? ((url: string, init: RequestInit) => fetch(url, init));
  const base = origin.replace(/\/+$/, "");
  return {
    origin: base,
    /** `method path` with the bearer token and `body` as JSON. */
    async call(method: string, path: string, body?: unknown): Promise<OpsAnswer> {
      let response: Response;
      try {
        response = await send(`${base}${path}`, {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            ...(body === undefined ? {} : { "content-type": "application/json" }),
            ...options.headers,
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
        });
      } catch (error) {
        throw new OpsError(
          `${base} did not answer: ${error instanceof Error ? error.message : String(error)}`,
          1,
        );
      }
      const text = await response.text();
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        // not JSON: `failure` reports the text
      }
      return { status: response.status, ok: response.ok, text, json, headers: response.headers };
    },
    /** One line saying that `method path` failed, with the likely cause of a 401 or a bare 404. */
    failure(method: string, path: string, answer: OpsAnswer): string {
      const error = (answer.json as { error?: unknown } | undefined)?.error;
      const message = typeof error === "string" ? error : answer.text.slice(0, 300);
      const hint =
        answer.status === 401
          ? ` (is ${tokenName} the worker's?)`
          : answer.status === 404 && answer.json === undefined
            ? ` (no ${tokenName} on the worker?)`
            : "";
      return `${method} ${base}${path} answered ${answer.status}${hint}: ${message}`;
    },
  };
}

export type OpsClient = ReturnType<typeof opsClient>;
