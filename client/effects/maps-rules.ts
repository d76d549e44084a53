/** @module Maps helpers, pure: the load-once guard, the proxy URL and grid marker clustering (SPEC.md §8, §9). */

const mapsLoadedTwice = "You already started the loading of google maps";

/** A loader that may be started once; a second start throws (SPEC.md §8). */
export function createMapsLoader<T>(load: (key: string) => Promise<T>) {
  let started: Promise<T> | null = null;
  return {
    start(key: string): Promise<T> {
      if (started) throw new Error(mapsLoadedTwice);
      started = load(key);
      return started;
    },
    get started() {
      return started !== null;
    },
  };
}

export const mapsCallback = "__clinicMapsReady";

export const mapsScriptUrl = (key: string) =>
  `/proxy?type=maps&key=${encodeURIComponent(key)}&callback=${mapsCallback}&v=weekly&loading=async`;

export interface ScreenPoint {
  x: number;
  y: number;
}

export interface Cluster<T> {
  items: T[];
  /** Mean screen position of the items. */
  x: number;
  y: number;
}

/**
 * Grid clustering: items whose screen points fall in the same `grid`-pixel cell form one cluster
 * when there are at least `minSize` of them; otherwise each stays on its own.
 */
export function clusterByGrid<T>(
  items: T[],
  point: (item: T) => ScreenPoint,
  grid = 60,
  minSize = 2,
): Cluster<T>[] {
  const cells = new Map<string, T[]>();
  for (const item of items) {
    const p = point(item);
    const key = `${Math.floor(p.x / grid)}:${Math.floor(p.y / grid)}`;
    cells.set(key, [...(cells.get(key) ?? []), item]);
  }
  const out: Cluster<T>[] = [];
  for (const group of cells.values()) {
    const parts = group.length >= minSize ? [group] : group.map((item) => [item]);
    for (const part of parts) {
      const points = part.map(point);
      out.push({
        items: part,
        x: points.reduce((s, p) => s + p.x, 0) / points.length,
        y: points.reduce((s, p) => s + p.y, 0) / points.length,
      });
    }
  }
  return out;
}

export { directionsUrl } from "../../shared/lib/directions-url.ts";
export type { MapPlace } from "../../shared/lib/map-place.ts";

/** Web Mercator world pixel of a coordinate at a zoom level (256 px tiles), for grid clustering. */
export function worldPixel(lat: number, lng: number, zoom: number): ScreenPoint {
  const scale = 256 * 2 ** zoom;
  const sin = Math.min(Math.max(Math.sin((lat * Math.PI) / 180), -0.9999), 0.9999);
  return {
    x: scale * (0.5 + lng / 360),
    y: scale * (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)),
  };
}
