/** @module What `npm run check-cms` finds of each endpoint, shared by its checks. */

export type Verdict =
  | "ok"
  | "wrong status"
  | "not JSON"
  | "wrong shape"
  | "not a subset"
  | "slow"
  | "unreachable"
  | "no REST API"
  | "endpoints missing"
  | "skipped"
  | "language ignored"
  | "read elsewhere";

export interface EndpointResult {
  name: string;
  path: string;
  verdict: Verdict;
  detail: string;
  ms: number;
}

/** A result with the parsed answer it checked, for the checks that compare answers. */
export type CheckedAnswer = EndpointResult & { answer?: unknown };
