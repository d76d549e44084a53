/** @module The not-found screen, for /404 and every unknown path. */

export function NotFoundPage() {
  return (
    <section className="page narrow status-page">
      <h1>We couldn’t find that page</h1>
      <p>The page you asked for may have moved, or the link may be mistyped.</p>
      <ul className="link-list">
        <li>
          <a href="/">Go to the home page</a>
        </li>
        <li>
          <a href="/contact-us">Contact us</a>
        </li>
        <li>
          <a href="/sitemap.xml">See every page on the sitemap</a>
        </li>
      </ul>
      <p>If you need urgent medical help, call 911.</p>
    </section>
  );
}
