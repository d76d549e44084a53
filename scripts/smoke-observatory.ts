/** @module The smoke test's MDN HTTP Observatory scan: the grade, each failed test, and what the zone needs for it. */

/** What to change, for the Observatory tests the worker cannot pass alone. */
const zoneFixes: Record<string, string> = {
  redirection:
    "turn on Always Use HTTPS for the zone (SSL/TLS → Edge Certificates), so http:// redirects to https:// before the worker",
  "strict-transport-security":
    "the site must answer on https with a certificate (a custom domain of the zone gets one)",
};

/** A scan of a host, as `@mdn/mdn-http-observatory` answers it. */
type Scan = (host: string) => Promise<{
  scan: { grade: string; score: number };
  tests: Record<string, { pass: boolean | null; result: string }>;
}>;

const mdnScan: Scan = async (host) => (await import("@mdn/mdn-http-observatory")).scan(host);

/** The scan of the site's host (`scan`: MDN's): its grade, or an error naming each failed test and its fix. */
export async function observatory(origin: string, scan: Scan = mdnScan): Promise<string> {
  const result = await scan(new URL(origin).host);
  const failed = Object.entries(result.tests).filter(([, test]) => test.pass === false);
  const summary = `grade ${result.scan.grade}, score ${result.scan.score}`;
  if (result.scan.grade === "A+" && failed.length === 0) return summary;
  const lines = failed.map(([name, test]) => {
    const fix = zoneFixes[name];
    return `${name} (${test.result})${fix ? `: ${fix}` : ""}`;
  });
  throw new Error(`${summary}; failed: ${lines.join("; ") || "none"}`);
}
