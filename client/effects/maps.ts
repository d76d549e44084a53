/** @module Maps in `.map-slot` elements: loaded once through /proxy, clustered on home, address fallback otherwise. */
import {
  clusterByGrid,
  createMapsLoader,
  directionsUrl,
  type MapPlace,
  mapsCallback,
  mapsScriptUrl,
  worldPixel,
} from "./maps-rules.ts";

// The small part of the Google Maps API used here.
interface GMap {
  getZoom(): number | undefined;
  addListener(event: string, fn: () => void): void;
  fitBounds(bounds: unknown): void;
}
interface GMarker {
  setMap(map: GMap | null): void;
}
interface Maps {
  Map: new (el: HTMLElement, opts: object) => GMap;
  Marker: new (opts: object) => GMarker;
  LatLngBounds: new () => { extend(p: object): void };
}

declare global {
  interface Window {
    /** Called by the Maps script once it has run (the `callback` parameter of its URL). */
    [mapsCallback]?: () => void;
    /** The Google Maps API, once its script has run. */
    google?: { maps?: Maps };
  }
}

const loader = createMapsLoader(
  (key) =>
    new Promise<Maps>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("maps timed out")), 20_000);
      window[mapsCallback] = () => {
        clearTimeout(timer);
        const maps = window.google?.maps;
        if (maps) resolve(maps);
        else reject(new Error("maps missing"));
      };
      const script = document.createElement("script");
      script.async = true;
      script.src = mapsScriptUrl(key);
      script.onerror = () => {
        clearTimeout(timer);
        reject(new Error("maps script failed"));
      };
      document.head.appendChild(script);
    }),
);

function placesOf(slot: HTMLElement): MapPlace[] {
  try {
    const places: unknown = JSON.parse(slot.dataset.places ?? "[]");
    return Array.isArray(places) ? (places as MapPlace[]) : [];
  } catch {
    return [];
  }
}

/** Shows the address(es) and a directions link in the slot, instead of a map. */
function fallback(slot: HTMLElement, places: MapPlace[]): void {
  if (slot.querySelector(".map-address")) return;
  const box = document.createElement("div");
  box.className = "map-address";
  for (const place of places) {
    const p = document.createElement("p");
    const name = document.createElement("strong");
    name.textContent = place.title;
    const link = document.createElement("a");
    link.href = directionsUrl(place.address);
    link.rel = "noopener";
    link.textContent = place.directions;
    for (const part of [name, document.createElement("br"), document.createTextNode(place.address)])
      p.appendChild(part);
    p.appendChild(document.createElement("br"));
    p.appendChild(link);
    box.appendChild(p);
  }
  slot.appendChild(box);
  slot.setAttribute("data-map", "fallback");
}

function draw(maps: Maps, slot: HTMLElement, places: MapPlace[]): void {
  const first = places[0];
  if (!first) return;
  const map = new maps.Map(slot, { center: { lat: first.lat, lng: first.lng }, zoom: 14 });
  let markers: GMarker[] = [];
  const render = () => {
    for (const m of markers) m.setMap(null);
    const zoom = map.getZoom() ?? 14;
    markers = clusterByGrid(places, (p) => worldPixel(p.lat, p.lng, zoom), 60, 2).map((c) => {
      const one = c.items.length === 1 ? c.items[0] : undefined;
      const center = c.items.reduce(
        (s, p) => ({ lat: s.lat + p.lat / c.items.length, lng: s.lng + p.lng / c.items.length }),
        {
          lat: 0,
          lng: 0,
        },
      );
      return new maps.Marker({
        map,
        position: one ? { lat: one.lat, lng: one.lng } : center,
        title: one ? one.title : `${c.items.length} locations`,
        label: one ? undefined : String(c.items.length),
      });
    });
  };
  if (places.length > 1) {
    const bounds = new maps.LatLngBounds();
    for (const p of places) bounds.extend({ lat: p.lat, lng: p.lng });
    map.fitBounds(bounds);
  }
  map.addListener("idle", render);
  slot.setAttribute("data-map", "ready");
}

/** Fills every map slot on the page: a map when a key is configured and the script loads, else the fallback. */
export async function startMaps(key: string | null): Promise<void> {
  const slots = [...document.querySelectorAll<HTMLElement>(".map-slot[data-places]")];
  if (slots.length === 0) return;
  if (!key) {
    for (const slot of slots) fallback(slot, placesOf(slot));
    return;
  }
  try {
    const maps = await loader.start(key);
    for (const slot of slots) draw(maps, slot, placesOf(slot));
  } catch {
    for (const slot of slots) fallback(slot, placesOf(slot));
  }
}
