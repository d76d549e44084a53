/** @module The 503 screen shown when the CMS cannot be reached and nothing is cached. */
import type { PageResult } from "./page-result.ts";

function UnavailablePage() {
  return (
    <section className="page narrow status-page">
      <h1>This page is temporarily unavailable</h1>
      <p>We’re having trouble loading this content right now. Please try again in a minute.</p>
      <p>
        Our clinics are open as usual. If you need urgent medical help, call 911.{" "}
        <a href="/">Go to the home page</a>.
      </p>
    </section>
  );
}

/** The 503 page result: never indexed, rendered for any route whose content cannot be had. */
export const unavailableResult = (): PageResult => ({
  status: 503,
  head: {
    title: "Temporarily unavailable",
    description: "This page is temporarily unavailable.",
    path: "/",
    noindex: true,
  },
  body: <UnavailablePage />,
});
