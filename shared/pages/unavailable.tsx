/** @module The 503 screen shown when the CMS cannot be reached and nothing is cached. */

export function UnavailablePage() {
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
