/**
 * @module A small client of Cloudflare's v4 API for the cut-over and the deploy's domain check: each call names the token
 * permission it needs, so a 403 says which one to add. `CLOUDFLARE_API_BASE_URL` points it elsewhere (tests).
 */

export interface ApiError {
  code: number;
  message: string;
}

/** A failed call: its errors, and the permission the call needs. */
export class CloudflareError extends Error {
  readonly codes: number[];
  readonly status: number;
  constructor(what: string, permission: string, status: number, errors: ApiError[]) {
    const detail = errors.map((e) => `${e.message} [code: ${e.code}]`).join("; ") || `HTTP ${status}`;
    const hint = status === 403 ? ` The API token needs "${permission}".` : "";
    super(`${what} failed: ${detail}.${hint}`);
    this.codes = errors.map((e) => e.code);
    this.status = status;
  }
}

/** A client with the token and account from the shell (CLOUDFLARE_API_TOKEN, CLOUDFLARE_ACCOUNT_ID). */
export function cloudflareApi(token: string) {
  const base = (process.env.CLOUDFLARE_API_BASE_URL ?? "https://api.cloudflare.com/client/v4").replace(
    /\/+$/,
    "",
  );
  return async function call<T>(
    what: string,
    permission: string,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<T> {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(30_000),
    });
    const answer = (await res.json().catch(() => ({}))) as {
      success?: boolean;
      errors?: ApiError[];
      result?: T;
    };
    if (!res.ok || answer.success !== true)
      throw new CloudflareError(what, permission, res.status, answer.errors ?? []);
    return answer.result as T;
  };
}

/** The permissions each step of the cut-over needs, as the dashboard names them. */
export const permissions = {
  verify: "(any valid token)",
  zoneRead: "Zone → Zone → Read",
  dnsRead: "Zone → DNS → Read",
  dnsEdit: "Zone → DNS → Edit",
  redirects: "Zone → Single Redirect → Edit",
  domainsRead: "Account → Workers Scripts → Read",
  customDomains: "Account → Workers Scripts → Edit, and Zone → Workers Routes → Edit",
} as const;
