/** @module The login page's loader: links to the patient portal and the employee training portal. */
import { LoginPage } from "../../../shared/pages/login.tsx";
import { href } from "../../../shared/routes.ts";
import type { Loader } from "./loader.ts";

export const login: Loader = async ({ config }) => ({
  status: 200,
  head: {
    title: "Sign in",
    description: "Links to the patient portal and the employee training portal.",
    path: href("login"),
    noindex: true,
  },
  body: <LoginPage patientPortalUrl={config.patientPortalUrl} employeePortalUrl={config.employeePortalUrl} />,
});
