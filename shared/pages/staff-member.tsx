/** @module A staff profile: photo, name, credentials, role, bio, team, locations, languages, new patients. */
import type { StaffMember } from "../cms/types.ts";
import { Breadcrumbs, type Crumb } from "../components/breadcrumbs.tsx";
import { CmsImage } from "../components/cms-image.tsx";
import { useForeignLang } from "../components/in-language.tsx";
import { roleLang } from "../components/people-grid.tsx";
import { RichText } from "../components/rich-text.tsx";
import { useLocale, useT } from "../hooks/use-locale.ts";
import { sentenceStart } from "../i18n/sentence-start.ts";
import type { SafeHtml } from "../lib/safe-html.ts";

interface Props {
  member: StaffMember;
  html: SafeHtml;
  team: Crumb | null;
  locations: Crumb[];
  trail: Crumb[];
}

export function StaffMemberPage({ member, html, team, locations, trail }: Props) {
  const t = useT();
  const locale = useLocale();
  const foreign = useForeignLang();
  const lang = foreign(member);
  return (
    <article className="page narrow">
      <Breadcrumbs trail={trail} />
      <div className="profile-head">
        <CmsImage image={member.photo} priority className="profile-photo" sizes="180px" />
        <div>
          <h1>
            {member.name}, {member.credentials}
          </h1>
          {lang ? (
            <p className="fallback-note" lang={locale}>
              {t("chrome.fallbackNote")}
            </p>
          ) : null}
          <p className="lead" lang={foreign(roleLang(member))}>
            {member.role}
          </p>
          <p className={member.accepting_new_patients ? "badge badge-yes" : "badge"}>
            {t(member.accepting_new_patients ? "people.accepting" : "people.notAccepting")}
          </p>
        </div>
      </div>
      <dl className="facts">
        {team ? (
          <>
            <dt>{t("people.team")}</dt>
            <dd>
              <a href={team.href} lang={team.lang}>
                {team.label}
              </a>
            </dd>
          </>
        ) : null}
        <dt>{t("people.seesPatientsAt")}</dt>
        <dd>
          <ul className="inline-list">
            {locations.map((l) => (
              <li key={l.href}>
                <a href={l.href} lang={l.lang}>
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
        </dd>
        <dt>{t("people.languages")}</dt>
        <dd lang={lang}>{sentenceStart(member.languages.join(", "), lang ?? locale)}</dd>
      </dl>
      <RichText html={html} lang={lang} />
    </article>
  );
}
