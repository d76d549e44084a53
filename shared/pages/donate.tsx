/** @module The donate page: what a gift does, and the link to the card payment provider. */
import type { StarPage } from "../cms/types.ts";
import { Breadcrumbs, type Crumb } from "../components/breadcrumbs.tsx";
import { InLanguage, itemLang } from "../components/in-language.tsx";
import { withParts } from "../components/message-parts.tsx";
import { useHref, useT } from "../hooks/use-locale.ts";

export function DonatePage({
  star,
  donationUrl,
  trail,
}: {
  star: StarPage;
  donationUrl: string;
  trail: Crumb[];
}) {
  const t = useT();
  const href = useHref();
  return (
    <article className="page narrow">
      <Breadcrumbs trail={trail} />
      <h1>{t("star.donate")}</h1>
      <InLanguage lang={itemLang(star)}>
        <p className="lead">{star.tagline}</p>
        <p>{star.goal_text}</p>
      </InLanguage>
      <p>
        <a className="button button-large" href={donationUrl} rel="noopener">
          {t("star.giveOnline")}
        </a>
      </p>
      <p className="card-meta">
        {withParts(t("star.otherWays"), { contact: <a href={href("contactUs")}>{t("star.contactUs")}</a> })}
      </p>
    </article>
  );
}
