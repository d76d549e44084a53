/** @module A location page: address, click-to-call phone, hours with "open now", services, care team, directions. */
import type { Location, Service, StaffMember } from "../cms/types.ts";
import { Breadcrumbs, type Crumb } from "../components/breadcrumbs.tsx";
import { CmsImage } from "../components/cms-image.tsx";
import { InLanguage, itemLang, useForeignLang } from "../components/in-language.tsx";
import { PeopleGrid } from "../components/people-grid.tsx";
import { RichText } from "../components/rich-text.tsx";
import { useHref, useLocale, useT } from "../hooks/use-locale.ts";
import { Island } from "../islands/island.tsx";
import OpenNow from "../islands/open-now.tsx";
import { directionsUrl } from "../lib/directions-url.ts";
import { formatPhone, telHref } from "../lib/format.ts";
import { type OpenStatus, weekRows } from "../lib/hours.ts";
import { mapPlace } from "../lib/map-place.ts";
import type { SafeHtml } from "../lib/safe-html.ts";

interface Props {
  location: Location;
  html: SafeHtml;
  services: Service[];
  staff: StaffMember[];
  /** Status when the server rendered; the open-now island recomputes it in the browser. */
  status: OpenStatus;
  trail: Crumb[];
}

export function LocationPage({ location: l, html, services, staff, status, trail }: Props) {
  const t = useT();
  const locale = useLocale();
  const href = useHref();
  const foreign = useForeignLang();
  const phone = formatPhone(l.phone_number);
  const tel = telHref(l.phone_number);
  const fax = formatPhone(l.fax_number);
  const address = `${l.address.street}, ${l.address.city}, ${l.address.state} ${l.address.zip}`;
  const directions = directionsUrl(address);
  return (
    <article className="page">
      <Breadcrumbs trail={trail} />
      <InLanguage lang={itemLang(l)}>
        <h1>{l.title}</h1>
        <p className="lead">{l.summary}</p>
      </InLanguage>
      <div className="location-grid">
        <section className="location-facts" aria-labelledby="visit-heading">
          <h2 id="visit-heading">{t("locations.visitUs")}</h2>
          <address>
            {l.address.street}
            <br />
            {l.address.city}, {l.address.state} {l.address.zip}
          </address>
          {phone && tel ? (
            <p>
              {t("locations.phone")}{" "}
              <a href={tel} className="phone-link">
                {phone}
              </a>
            </p>
          ) : null}
          {fax ? (
            <p>
              {t("locations.fax")} {fax}
            </p>
          ) : null}
          <p>
            <a className="button" href={directions} rel="noopener">
              {t("locations.directions")}
            </a>
          </p>
          <h2 id="hours-heading">{t("locations.hours")}</h2>
          <Island
            name="open-now"
            component={OpenNow}
            props={{ hours: l.hours, timeZone: l.timezone, initial: status }}
            strategy="expiry"
            expires={status.until}
          />
          <table className="hours" aria-labelledby="hours-heading">
            <tbody>
              {weekRows(l.hours, { locale, t }).map((row) => (
                <tr key={row.day}>
                  <th scope="row">{row.day}</th>
                  <td>{row.text}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <div
          className="map-slot"
          data-lat={l.lat}
          data-lng={l.lng}
          data-places={JSON.stringify([mapPlace(l, locale)])}
        >
          <CmsImage
            image={l.image}
            priority
            className="map-fallback"
            sizes="(max-width: 760px) 100vw, 600px"
          />
        </div>
      </div>
      <RichText html={html} lang={foreign(l)} />
      <section aria-labelledby="services-heading">
        <h2 id="services-heading">{t("locations.servicesHere")}</h2>
        <ul className="pill-list">
          {services.map((s) => (
            <li key={s.url_slug} lang={foreign(s)}>
              <a href={href("service", { id: s.url_slug })}>{s.display_title}</a>
            </li>
          ))}
        </ul>
      </section>
      {staff.length > 0 ? (
        <section aria-labelledby="team-heading">
          <h2 id="team-heading">{t("locations.careTeam")}</h2>
          <PeopleGrid people={staff} />
        </section>
      ) : null}
    </article>
  );
}
