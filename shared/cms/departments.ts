/**
 * @module The job departments: language-neutral keys that the CMS stores on each job and the job
 * list's `department` query carries; every language names them in its catalogue
 * (`jobs.department.<key>`), so the filter lists each once and finds its jobs in any language.
 */
import type { MessageKey } from "../i18n/catalogue.ts";

/** Every department a job can belong to, as the CMS spells it. */
export const departments = [
  "administration",
  "behavioral-health",
  "community-outreach",
  "dental",
  "medical",
  "nursing",
  "pharmacy",
] as const;
export type Department = (typeof departments)[number];

/** Whether `value` (a query parameter, a CMS field) is one of the department keys. */
export const isDepartment = (value: string): value is Department =>
  (departments as readonly string[]).includes(value);

/** The catalogue key of a department's name. */
export const departmentLabel = (department: Department): MessageKey => `jobs.department.${department}`;
