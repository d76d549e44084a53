/** @module The home page: hero, services, locations with phones and hours, featured news, STAR and portal calls to action. */
import type { HomePage as Home, Location, NewsSummary, Service } from "../cms/types.ts";
import { CmsImage } from "../components/cms-image.tsx";
import { InLanguage, itemLang, ListFallbackNote, useForeignLang } from "../components/in-language.tsx";
import { NewsCard } from "../components/news-card.tsx";
import { useHref, useLocale, useT } from "../hooks/use-locale.ts";
import { formatPhone, telHref } from "../lib/format.ts";
import { hoursSummary } from "../lib/hours.ts";
import { mapPlace } from "../lib/map-place.ts";

interface Props {
  home: Home;
  services: Service[];
  locations: Location[];
  featured: NewsSummary[];
  patientPortalUrl: string;
}

export function HomePage({ home, services, locations, featured, patientPortalUrl }: Props) {
  const t = useT();
  const locale = useLocale();
  const href = useHref();
  const foreign = useForeignLang();
  /** The home item's own texts outside the hero are marked; the hero carries the one note. */
  const homeLang = foreign(home);
  return (
    <>
      <section className="hero">
        <div className="hero-text">
          <InLanguage lang={itemLang(home)}>
            <h1>{home.hero_title}</h1>
            <p className="lead">{home.hero_text}</p>
          </InLanguage>
          <p className="hero-actions">
            <a className="button" href={href("contactUs")}>
              {t("home.makeAppointment")}
            </a>
            <a className="button button-outline" href="#locations">
              {t("home.findClinic")}
            </a>
          </p>
        </div>
        <div data-parallax="">
          <CmsImage
            image={home.hero_image}
            priority
            className="hero-art"
            sizes="(max-width: 760px) 100vw, (max-width: 1200px) 48vw, 575px"
          />
        </div>
      </section>

      <section className="section" aria-labelledby="services-heading">
        <h2 id="services-heading">{t("home.ourServices")}</h2>
        <p className="section-intro" lang={homeLang}>
          {home.services_intro}
        </p>
        <ListFallbackNote items={services} />
        <ul className="card-grid">
          {services.map((s) => (
            <li key={s.url_slug} className="card" lang={foreign(s)}>
              <div className="card-body">
                <h3 className="card-title">
                  <a href={href("service", { id: s.url_slug })}>{s.display_title}</a>
                </h3>
                <p>{s.summary}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section className="section" id="locations" aria-labelledby="locations-heading">
        <h2 id="locations-heading">{t("home.locations")}</h2>
        <p className="section-intro" lang={homeLang}>
          {home.locations_intro}
        </p>
        <ListFallbackNote items={locations} />
        <ul className="card-grid">
          {locations.map((l) => {
            const phone = formatPhone(l.phone_number);
            const tel = telHref(l.phone_number);
            return (
              <li key={l.post_name} className="card" data-reveal="">
                <div className="card-body">
                  <h3 className="card-title" lang={foreign(l)}>
                    <a href={href("location", { id: l.post_name })}>{l.title}</a>
                  </h3>
                  <p>
                    {l.address.street}, {l.address.city}
                  </p>
                  {phone && tel ? (
                    <p>
                      <a href={tel} className="phone-link">
                        {phone}
                      </a>
                    </p>
                  ) : null}
                  <ul className="card-meta hours-summary" aria-label={t("home.hours")}>
                    {hoursSummary(l.hours, { locale, t }).map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </div>
              </li>
            );
          })}
        </ul>
        <div
          className="map-slot map-all"
          data-places={JSON.stringify(locations.map((l) => mapPlace(l, locale)))}
        />
      </section>

      {featured.length > 0 ? (
        <section className="section" aria-labelledby="news-heading">
          <h2 id="news-heading">{t("home.news")}</h2>
          <ListFallbackNote items={featured} />
          <div className="card-grid">
            {featured.map((story) => (
              <NewsCard key={story.id} story={story} />
            ))}
          </div>
          <p>
            <a href={href("news")}>{t("home.allNews")}</a>
          </p>
        </section>
      ) : null}

      <section className="section cta-grid">
        <div className="cta">
          <h2 lang={homeLang}>{home.star_title}</h2>
          <p lang={homeLang}>{home.star_text}</p>
          <p>
            <a className="button" href={href("star")}>
              {t("home.aboutStar")}
            </a>{" "}
            <a className="button button-outline" href={href("donate")}>
              {t("home.donate")}
            </a>
          </p>
        </div>
        <div className="cta">
          <h2 lang={homeLang}>{home.portal_title}</h2>
          <p lang={homeLang}>{home.portal_text}</p>
          <p>
            <a className="button" href={patientPortalUrl} rel="noopener">
              {t("home.openPortal")}
            </a>
          </p>
        </div>
      </section>
    </>
  );
}
