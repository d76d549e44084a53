/** @module The home page: hero, services, locations with phones and hours, featured news, STAR and portal calls to action. */
import type { HomePage as Home, Location, NewsSummary, Service } from "../cms/types.ts";
import { CmsImage } from "../components/cms-image.tsx";
import { NewsCard } from "../components/news-card.tsx";
import { formatPhone, telHref } from "../lib/format.ts";
import { hoursSummary } from "../lib/hours.ts";
import { mapPlace } from "../lib/map-place.ts";
import { href } from "../routes.ts";

interface Props {
  home: Home;
  services: Service[];
  locations: Location[];
  featured: NewsSummary[];
  patientPortalUrl: string;
}

export function HomePage({ home, services, locations, featured, patientPortalUrl }: Props) {
  return (
    <>
      <section className="hero">
        <div className="hero-text">
          <h1>{home.hero_title}</h1>
          <p className="lead">{home.hero_text}</p>
          <p className="hero-actions">
            <a className="button" href="/contact-us">
              Make an appointment
            </a>
            <a className="button button-outline" href="#locations">
              Find a clinic
            </a>
          </p>
        </div>
        <div data-parallax="">
          <CmsImage image={home.hero_image} priority className="hero-art" />
        </div>
      </section>

      <section className="section" aria-labelledby="services-heading">
        <h2 id="services-heading">Our services</h2>
        <p className="section-intro">{home.services_intro}</p>
        <ul className="card-grid">
          {services.map((s) => (
            <li key={s.url_slug} className="card">
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
        <h2 id="locations-heading">Locations</h2>
        <p className="section-intro">{home.locations_intro}</p>
        <ul className="card-grid">
          {locations.map((l) => {
            const phone = formatPhone(l.phone_number);
            const tel = telHref(l.phone_number);
            return (
              <li key={l.post_name} className="card" data-reveal="">
                <div className="card-body">
                  <h3 className="card-title">
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
                  <ul className="card-meta hours-summary" aria-label="Hours">
                    {hoursSummary(l.hours).map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </div>
              </li>
            );
          })}
        </ul>
        <div className="map-slot map-all" data-places={JSON.stringify(locations.map(mapPlace))} />
      </section>

      {featured.length > 0 ? (
        <section className="section" aria-labelledby="news-heading">
          <h2 id="news-heading">News</h2>
          <div className="card-grid">
            {featured.map((story) => (
              <NewsCard key={story.id} story={story} />
            ))}
          </div>
          <p>
            <a href="/news">All news</a>
          </p>
        </section>
      ) : null}

      <section className="section cta-grid">
        <div className="cta">
          <h2>{home.star_title}</h2>
          <p>{home.star_text}</p>
          <p>
            <a className="button" href="/star">
              About STAR
            </a>{" "}
            <a className="button button-outline" href="/donate">
              Donate
            </a>
          </p>
        </div>
        <div className="cta">
          <h2>{home.portal_title}</h2>
          <p>{home.portal_text}</p>
          <p>
            <a className="button" href={patientPortalUrl} rel="noopener">
              Open the Patient Portal
            </a>
          </p>
        </div>
      </section>
    </>
  );
}
