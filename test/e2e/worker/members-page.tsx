/** @module A test-only page flagged `requiresAuth`, so the client route guard (SPEC.md §2) can be exercised. */
import type { PageResult } from "../../../shared/pages/page-result.ts";

export const membersTestPath = "/__test/members";

/** Served only by the end-to-end tests' worker (index.ts beside this file), never by the site. */
export function membersTestPage(): PageResult {
  return {
    status: 200,
    head: {
      title: "Members",
      description: "A page for logged-in visitors (test only).",
      path: membersTestPath,
      noindex: true,
    },
    flags: { requiresAuth: true },
    body: (
      <article className="page">
        <h1>Members</h1>
        <p>Only logged-in visitors see this page.</p>
      </article>
    ),
  };
}
