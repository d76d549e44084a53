/** @module The job department filter: language-neutral keys, one option per department, jobs found in every language. */
import { describe, expect, it } from "vitest";
import { departmentLabel, departments, isDepartment } from "../../../shared/cms/departments.ts";
import { textsFor } from "../../../shared/i18n/catalogue.ts";
import { listPageSize } from "../../../shared/routes.ts";
import { jobsNewestFirst } from "../../../worker/cms/demo/content.ts";
import { jobsEs } from "../../../worker/cms/demo/seed/es/index.ts";
import { call } from "../support/app.ts";

const es = textsFor("es");
const en = textsFor("en");

const html = async (path: string) => {
  const res = await call(path);
  expect(res.status, path).toBe(200);
  return (await res.text()).replace(/<!-- -->/g, "");
};
/** The department `<select>`'s options as [value, label]. */
const options = (page: string) => {
  const select = /<select name="department"[\s\S]*?<\/select>/.exec(page)?.[0] ?? "";
  return [...select.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)]
    .map((m) => [m[1] ?? "", m[2] ?? ""] as const)
    .filter(([value]) => value !== "");
};
const listedJobs = (page: string) =>
  [...page.matchAll(/href="(?:\/es)?\/job-openings\/job\/(\d+)"/g)].map((m) => Number(m[1])).sort();

describe("the job department filter", () => {
  it("stores every demo job's department as a key, in every language", () => {
    for (const job of jobsNewestFirst) expect(isDepartment(job.department), String(job.id)).toBe(true);
    for (const [id, fields] of Object.entries(jobsEs))
      expect(fields.department, `Spanish job ${id} repeats a department`).toBeUndefined();
    expect(isDepartment("Medical")).toBe(false);
    expect(isDepartment("Atención médica")).toBe(false);
  });

  it("lists each department once on /es/job-openings, by its Spanish name, with the key as its value", async () => {
    const found = options(await html("/es/job-openings"));
    const used = new Set(jobsNewestFirst.map((j) => j.department));
    expect(found.map(([value]) => value).sort()).toEqual([...used].sort());
    for (const [value, label] of found) {
      expect(isDepartment(value), value).toBe(true);
      if (isDepartment(value)) expect(label).toBe(es(departmentLabel(value)));
    }
    for (const department of departments)
      expect(found.map(([, label]) => label)).not.toContain(en(departmentLabel(department)));
    expect(new Set(found.map(([, label]) => label)).size).toBe(found.length);
  });

  it("finds a department's jobs in both languages: Atención médica includes the untranslated Medical jobs", async () => {
    const medical = jobsNewestFirst
      .filter((j) => j.department === "medical")
      .map((j) => j.id)
      .sort();
    const untranslated = medical.filter((id) => !(String(id) in jobsEs));
    expect(untranslated.length).toBeGreaterThan(0);
    expect(untranslated).toEqual(expect.arrayContaining([601, 611]));
    const spanish = await html("/es/job-openings?department=medical");
    expect(medical.length).toBeLessThanOrEqual(listPageSize);
    expect(listedJobs(spanish)).toEqual(medical);
    expect(spanish).toContain(`${medical.length} empleos coinciden con sus filtros.`);
    expect(listedJobs(await html("/job-openings?department=medical"))).toEqual(listedJobs(spanish));
  });

  it("names each job's department in the page's language, also on a job that has no Spanish version", async () => {
    const list = await html("/es/job-openings?department=medical");
    expect(list).toContain(`· ${es("jobs.department.medical")} ·`);
    expect(list).not.toContain(`· ${en("jobs.department.medical")} ·`);
    const job = await html("/es/job-openings/job/601");
    expect(job).toContain(`<dd>${es("jobs.department.medical")}</dd>`);
  });
});
