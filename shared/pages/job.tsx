/** @module One job opening with a clear way to apply. */
import { departmentLabel } from "../cms/departments.ts";
import type { JobOpening } from "../cms/types.ts";
import { Breadcrumbs, type Crumb } from "../components/breadcrumbs.tsx";
import { InLanguage, itemLang, useForeignLang } from "../components/in-language.tsx";
import { LocalDate } from "../components/local-date.tsx";
import { RichText } from "../components/rich-text.tsx";
import { useIntlTag, useT } from "../hooks/use-locale.ts";
import type { SafeHtml } from "../lib/safe-html.ts";
import { employmentKey } from "./job-list.tsx";

interface Props {
  job: JobOpening;
  html: SafeHtml;
  location: { href: string; label: string };
  trail: Crumb[];
}

export function JobPage({ job, html, location, trail }: Props) {
  const t = useT();
  const intl = useIntlTag();
  const lang = useForeignLang()(job);
  const usd = new Intl.NumberFormat(intl, { style: "currency", currency: "USD", maximumFractionDigits: 0 });
  const employment = employmentKey(job.employment_type);
  const apply = (
    <p>
      <a className="button" href={job.apply_url} rel="noopener">
        {t("jobs.apply")}
      </a>
    </p>
  );
  return (
    <article className="page narrow">
      <Breadcrumbs trail={trail} />
      <InLanguage lang={itemLang(job)}>
        <h1>{job.title}</h1>
      </InLanguage>
      <dl className="facts">
        <dt>{t("jobs.location")}</dt>
        <dd>
          <a href={location.href}>{location.label}</a>
        </dd>
        <dt>{t("jobs.department")}</dt>
        <dd>{t(departmentLabel(job.department))}</dd>
        <dt>{t("jobs.schedule")}</dt>
        <dd>{employment ? t(employment) : job.employment_type}</dd>
        {job.salary_min !== null && job.salary_max !== null ? (
          <>
            <dt>{t("jobs.pay")}</dt>
            <dd>
              {t("jobs.payRange", { min: usd.format(job.salary_min), max: usd.format(job.salary_max) })}
            </dd>
          </>
        ) : null}
        <dt>{t("jobs.posted")}</dt>
        <dd>
          <LocalDate iso={job.created} />
        </dd>
      </dl>
      {apply}
      <RichText html={html} lang={lang} />
      {apply}
    </article>
  );
}
