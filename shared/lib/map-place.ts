/** @module A location as a map place (title, address, coordinates) for the `.map-slot` `data-places` JSON. */
import type { Location } from "../cms/types.ts";
import { href } from "../routes.ts";

export interface MapPlace {
  lat: number;
  lng: number;
  title: string;
  address: string;
  href: string;
}

export function mapPlace(l: Location): MapPlace {
  const a = l.address;
  return {
    lat: l.lat,
    lng: l.lng,
    title: l.title,
    address: `${a.street}, ${a.city}, ${a.state} ${a.zip}`,
    href: href("location", { id: l.post_name }),
  };
}
