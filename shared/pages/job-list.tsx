/** @module The paged job openings list, newest first, with location and department filters. */
import { departmentLabel } from "../cms/departments.ts";
import type { JobSummary } from "../cms/types.ts";
import { Breadcrumbs, type Crumb } from "../components/breadcrumbs.tsx";
import { ListFallbackNote, useForeignLang } from "../components/in-language.tsx";
import { LocalDate } from "../components/local-date.tsx";
import { Pager } from "../components/pager.tsx";
import { useHref, useLocale, useT } from "../hooks/use-locale.ts";
import type { MessageKey } from "../i18n/catalogue.ts";

const employmentTypes = ["FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY", "INTERN", "PER_DIEM"];

/** The catalogue key of a job's employment type (schema.org's values), or null for one we do not name. */
export const employmentKey = (type: string): MessageKey | null =>
  employmentTypes.includes(type) ? (`jobs.${type}` as MessageKey) : null;

interface Props {
  jobs: JobSummary[];
  total: number;
  page: number;
  pages: number;
  locations: { value: string; label: string }[];
  departments: { value: string; label: string }[];
  filter: { location: string; department: string };
  trail: Crumb[];
}

export function JobListPage({ jobs, total, page, pages, locations, departments, filter, trail }: Props) {
  const t = useT();
  const href = useHref();
  const locale = useLocale();
  const foreign = useForeignLang();
  const employment = (type: string) => {
    const key = employmentKey(type);
    return key ? t(key) : type;
  };
  const labelOf = (slug: string) => locations.find((l) => l.value === slug)?.label ?? slug;
  const params = new URLSearchParams();
  if (filter.location) params.set("location", filter.location);
  if (filter.department) params.set("department", filter.department);
  const query = params.size ? `?${params}` : "";
  return (
    <section className="page">
      <Breadcrumbs trail={trail} />
      <h1>{page > 1 ? t("jobs.headingPaged", { page }) : t("jobs.title")}</h1>
      <p className="lead">
        {filter.location || filter.department
          ? t(total === 1 ? "jobs.countFilteredOne" : "jobs.countFilteredOther", { total })
          : `${t(total === 1 ? "jobs.countOne" : "jobs.countOther", { total })}.`}
      </p>
      <form className="filters" method="get" action={href("jobOpenings")}>
        <label>
          {t("jobs.location")}
          <select name="location" defaultValue={filter.location}>
            <option value="">{t("jobs.allLocations")}</option>
            {locations.map((l) => (
              <option key={l.value} value={l.value}>
                {l.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("jobs.department")}
          <select name="department" defaultValue={filter.department}>
            <option value="">{t("jobs.allDepartments")}</option>
            {departments.map((d) => (
              <option key={d.value} value={d.value}>
                {d.label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button">
          {t("jobs.filter")}
        </button>
      </form>
      {jobs.length === 0 ? (
        <p>
          {t("jobs.noneMatch")} <a href={href("jobOpenings")}>{t("jobs.seeAll")}</a>.
        </p>
      ) : null}
      <ListFallbackNote items={jobs} />
      <ul className="job-list">
        {jobs.map((job) => (
          <li key={job.id} className="card" lang={foreign(job)}>
            <div className="card-body">
              <h2 className="card-title">
                <a href={href("jobOpening", { id: job.id })}>{job.title}</a>
              </h2>
              <p className="card-meta" lang={foreign(job) ? locale : undefined}>
                {labelOf(job.location)} · {t(departmentLabel(job.department))} ·{" "}
                {employment(job.employment_type)} · {t("jobs.postedInline")} <LocalDate iso={job.created} />
              </p>
            </div>
          </li>
        ))}
      </ul>
      <Pager
        basePath={href("jobOpenings")}
        page={page}
        pages={pages}
        label={t("jobs.pagerLabel")}
        query={query}
      />
    </section>
  );
}
