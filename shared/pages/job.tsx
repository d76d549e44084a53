/** @module One job opening with a clear way to apply. */
import type { JobOpening } from "../cms/types.ts";
import { Breadcrumbs, type Crumb } from "../components/breadcrumbs.tsx";
import { LocalDate } from "../components/local-date.tsx";
import { RichText } from "../components/rich-text.tsx";
import type { SafeHtml } from "../lib/safe-html.ts";
import { employmentLabels } from "./job-list.tsx";

interface Props {
  job: JobOpening;
  html: SafeHtml;
  location: { href: string; label: string };
  trail: Crumb[];
}

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

export function JobPage({ job, html, location, trail }: Props) {
  return (
    <article className="page narrow">
      <Breadcrumbs trail={trail} />
      <h1>{job.title}</h1>
      <dl className="facts">
        <dt>Location</dt>
        <dd>
          <a href={location.href}>{location.label}</a>
        </dd>
        <dt>Department</dt>
        <dd>{job.department}</dd>
        <dt>Schedule</dt>
        <dd>{employmentLabels[job.employment_type]}</dd>
        {job.salary_min !== null && job.salary_max !== null ? (
          <>
            <dt>Pay</dt>
            <dd>
              {usd.format(job.salary_min)} – {usd.format(job.salary_max)} a year
            </dd>
          </>
        ) : null}
        <dt>Posted</dt>
        <dd>
          <LocalDate iso={job.created} />
        </dd>
      </dl>
      <p>
        <a className="button" href={job.apply_url} rel="noopener">
          Apply for this job
        </a>
      </p>
      <RichText html={html} />
      <p>
        <a className="button" href={job.apply_url} rel="noopener">
          Apply for this job
        </a>
      </p>
    </article>
  );
}
