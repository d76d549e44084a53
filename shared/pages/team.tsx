/** @module A team page: its purpose and its members, each linking to a profile. */
import type { TeamLong } from "../cms/types.ts";
import { Breadcrumbs, type Crumb } from "../components/breadcrumbs.tsx";
import { InLanguage, itemLang } from "../components/in-language.tsx";
import { PeopleGrid } from "../components/people-grid.tsx";
import { RichText } from "../components/rich-text.tsx";
import { useT } from "../hooks/use-locale.ts";
import type { SafeHtml } from "../lib/safe-html.ts";

export function TeamPage({ team, html, trail }: { team: TeamLong; html: SafeHtml; trail: Crumb[] }) {
  const t = useT();
  return (
    <article className="page">
      <Breadcrumbs trail={trail} />
      <InLanguage lang={itemLang(team)}>
        <h1>{team.title}</h1>
        <RichText html={html} />
      </InLanguage>
      <section aria-labelledby="members-heading">
        <h2 id="members-heading">{t("people.meetTeam")}</h2>
        <PeopleGrid people={team.members} />
      </section>
    </article>
  );
}
