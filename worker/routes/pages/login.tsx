/** @module The login page's loader: links to the patient portal and the employee training portal. */
import { LoginPage } from "../../../shared/pages/login.tsx";
import type { Loader } from "./loader.ts";

export const login: Loader = async ({ config, t, link }) => ({
  status: 200,
  head: {
    title: t("pages.signIn"),
    description: t("pages.signInDescription"),
    path: link("login"),
    noindex: true,
  },
  body: <LoginPage patientPortalUrl={config.patientPortalUrl} employeePortalUrl={config.employeePortalUrl} />,
});
