/** @module A location as a map place (title, address, coordinates) for the `.map-slot` `data-places` JSON. */
import type { Location } from "../cms/types.ts";
import { textsFor } from "../i18n/catalogue.ts";
import type { Locale } from "../i18n/locales.ts";
import { localizedHref } from "../routes.ts";

export interface MapPlace {
  lat: number;
  lng: number;
  title: string;
  address: string;
  href: string;
  /** The directions link's text in the page's language, for the card shown when the map cannot load. */
  directions: string;
}

/** `l` as a map place whose link is its page in `locale`. */
export function mapPlace(l: Location, locale: Locale): MapPlace {
  const a = l.address;
  return {
    lat: l.lat,
    lng: l.lng,
    title: l.title,
    address: `${a.street}, ${a.city}, ${a.state} ${a.zip}`,
    href: localizedHref(locale, "location", { id: l.post_name }),
    directions: textsFor(locale)("locations.directionsTo", { place: l.title }),
  };
}
