/** @module /login: no login form; points visitors to the employee and patient portals (SPEC.md §2). */

export function LoginPage({
  patientPortalUrl,
  employeePortalUrl,
}: {
  patientPortalUrl: string;
  employeePortalUrl: string;
}) {
  return (
    <section className="page narrow status-page">
      <h1>Sign in</h1>
      <p>This website has no accounts of its own. Choose the portal you need:</p>
      <ul className="link-list">
        <li>
          <a className="button" href={patientPortalUrl} rel="noopener">
            Patient Portal
          </a>{" "}
          — messages, appointments and test results.
        </li>
        <li>
          <a className="button button-outline" href={employeePortalUrl} rel="noopener">
            Employee Training Portal
          </a>{" "}
          — for staff.
        </li>
      </ul>
    </section>
  );
}
