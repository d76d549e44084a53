/** @module The paged job openings list, newest first, with location and department filters. */
import type { JobSummary } from "../cms/types.ts";
import { Breadcrumbs, type Crumb } from "../components/breadcrumbs.tsx";
import { LocalDate } from "../components/local-date.tsx";
import { Pager } from "../components/pager.tsx";
import { href } from "../routes.ts";

export const employmentLabels: Record<string, string> = {
  FULL_TIME: "Full time",
  PART_TIME: "Part time",
  CONTRACTOR: "Contract",
  TEMPORARY: "Temporary",
  INTERN: "Internship",
  PER_DIEM: "Per diem",
};

interface Props {
  jobs: JobSummary[];
  total: number;
  page: number;
  pages: number;
  locations: { value: string; label: string }[];
  departments: string[];
  filter: { location: string; department: string };
  trail: Crumb[];
}

export function JobListPage({ jobs, total, page, pages, locations, departments, filter, trail }: Props) {
  const labelOf = (slug: string) => locations.find((l) => l.value === slug)?.label ?? slug;
  const params = new URLSearchParams();
  if (filter.location) params.set("location", filter.location);
  if (filter.department) params.set("department", filter.department);
  const query = params.size ? `?${params}` : "";
  return (
    <section className="page">
      <Breadcrumbs trail={trail} />
      <h1>Job openings{page > 1 ? ` (page ${page})` : ""}</h1>
      <p className="lead">
        {total === 1 ? "1 opening" : `${total} openings`}
        {filter.location || filter.department ? " match your filters" : ""}.
      </p>
      <form className="filters" method="get" action="/job-openings">
        <label>
          Location
          <select name="location" defaultValue={filter.location}>
            <option value="">All locations</option>
            {locations.map((l) => (
              <option key={l.value} value={l.value}>
                {l.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Department
          <select name="department" defaultValue={filter.department}>
            <option value="">All departments</option>
            {departments.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button">
          Filter
        </button>
      </form>
      {jobs.length === 0 ? (
        <p>
          No openings match these filters right now. <a href="/job-openings">See all openings</a>.
        </p>
      ) : null}
      <ul className="job-list">
        {jobs.map((job) => (
          <li key={job.id} className="card">
            <div className="card-body">
              <h2 className="card-title">
                <a href={href("jobOpening", { id: job.id })}>{job.title}</a>
              </h2>
              <p className="card-meta">
                {labelOf(job.location)} · {job.department} · {employmentLabels[job.employment_type]} · Posted{" "}
                <LocalDate iso={job.created} />
              </p>
            </div>
          </li>
        ))}
      </ul>
      <Pager basePath="/job-openings" page={page} pages={pages} label="Job opening pages" query={query} />
    </section>
  );
}
