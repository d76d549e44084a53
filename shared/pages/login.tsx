/** @module /login: no login form; points visitors to the employee and patient portals (SPEC.md §2). */
import { useT } from "../hooks/use-locale.ts";

export function LoginPage({
  patientPortalUrl,
  employeePortalUrl,
}: {
  patientPortalUrl: string;
  employeePortalUrl: string;
}) {
  const t = useT();
  return (
    <section className="page narrow status-page">
      <h1>{t("pages.signIn")}</h1>
      <p>{t("pages.signInIntro")}</p>
      <ul className="link-list">
        <li>
          <a className="button" href={patientPortalUrl} rel="noopener">
            {t("pages.patientPortal")}
          </a>{" "}
          {t("pages.patientPortalNote")}
        </li>
        <li>
          <a className="button button-outline" href={employeePortalUrl} rel="noopener">
            {t("pages.employeePortal")}
          </a>{" "}
          {t("pages.employeePortalNote")}
        </li>
      </ul>
    </section>
  );
}
