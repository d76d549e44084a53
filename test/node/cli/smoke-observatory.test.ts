/** @module The Observatory check's verdict on a scan's result: the grade, or each failed test with what the zone needs. */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { observatory } from "../../../scripts/smoke-observatory.ts";

type Tests = Record<string, { pass: boolean | null; result: string }>;
const scanned = (grade: string, tests: Tests) => async (host: string) => {
  assert.equal(host, "www.alder-valley-clinic.org");
  return { scan: { grade, score: grade === "A+" ? 115 : 90 }, tests };
};

describe("the smoke test's Observatory check", () => {
  it("passes an A+ with no failed test", async () => {
    const verdict = await observatory(
      "https://www.alder-valley-clinic.org",
      scanned("A+", { "content-security-policy": { pass: true, result: "csp-implemented" } }),
    );
    assert.equal(verdict, "grade A+, score 115");
  });

  it("names Always Use HTTPS when http:// does not redirect, the one fix the worker cannot make", async () => {
    await assert.rejects(
      observatory(
        "https://www.alder-valley-clinic.org",
        scanned("A", {
          redirection: { pass: false, result: "redirection-missing" },
          "content-security-policy": { pass: true, result: "csp-implemented" },
        }),
      ),
      {
        message:
          "grade A, score 90; failed: redirection (redirection-missing): turn on Always Use HTTPS for the zone (SSL/TLS → Edge Certificates), so http:// redirects to https:// before the worker",
      },
    );
  });
});
