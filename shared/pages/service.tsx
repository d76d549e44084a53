/** @module A service page: what the service is, and where it is offered. */
import type { Location, Service } from "../cms/types.ts";
import { Breadcrumbs, type Crumb } from "../components/breadcrumbs.tsx";
import { CmsImage, heroImageSizes } from "../components/cms-image.tsx";
import { InLanguage, itemLang, useForeignLang } from "../components/in-language.tsx";
import { RichText } from "../components/rich-text.tsx";
import { useHref, useT } from "../hooks/use-locale.ts";
import { formatPhone, telHref } from "../lib/format.ts";
import type { SafeHtml } from "../lib/safe-html.ts";

interface Props {
  service: Service;
  html: SafeHtml;
  locations: Location[];
  trail: Crumb[];
}

export function ServicePage({ service, html, locations, trail }: Props) {
  const t = useT();
  const href = useHref();
  const foreign = useForeignLang();
  return (
    <article className="page narrow">
      <Breadcrumbs trail={trail} />
      <InLanguage lang={itemLang(service)}>
        <h1>{service.display_title}</h1>
        <p className="lead">{service.summary}</p>
        <CmsImage image={service.image} priority className="hero-image" sizes={heroImageSizes} />
        <RichText html={html} />
      </InLanguage>
      <section aria-labelledby="where-heading">
        <h2 id="where-heading">{t("locations.whereToGet")}</h2>
        <ul className="link-list">
          {locations.map((l) => {
            const phone = formatPhone(l.phone_number);
            const tel = telHref(l.phone_number);
            return (
              <li key={l.post_name}>
                <a href={href("location", { id: l.post_name })} lang={foreign(l)}>
                  {l.title}
                </a>
                {phone && tel ? (
                  <>
                    {" · "}
                    <a href={tel}>{phone}</a>
                  </>
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>
    </article>
  );
}
