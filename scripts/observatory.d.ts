/** @module The part of `@mdn/mdn-http-observatory` (plain JavaScript) that the smoke test calls. */
declare module "@mdn/mdn-http-observatory" {
  export function scan(hostname: string): Promise<{
    scan: { grade: string; score: number };
    tests: Record<string, { pass: boolean | null; result: string }>;
  }>;
}
