/** @module Unit tests of the maps helpers: load-once guard and grid clustering. */
import { describe, expect, it } from "vitest";
import {
  clusterByGrid,
  createMapsLoader,
  mapsScriptUrl,
  worldPixel,
} from "../../../../client/effects/maps-rules.ts";

describe("maps rules", () => {
  it("throws when the loading of the maps is started a second time", async () => {
    let loads = 0;
    const loader = createMapsLoader(async () => ++loads);
    await expect(loader.start("key-1")).resolves.toBe(1);
    expect(() => loader.start("key-1")).toThrow("You already started the loading of google maps");
    expect(loads).toBe(1);
  });

  it("loads the script through the same-origin proxy with the configured key", () => {
    expect(mapsScriptUrl("AIza_key-123")).toBe(
      "/proxy?type=maps&key=AIza_key-123&callback=__clinicMapsReady&v=weekly&loading=async",
    );
  });

  it("clusters points sharing a 60 px cell once there are at least two, and leaves lone points alone", () => {
    const points = [
      { id: "a", x: 10, y: 10 },
      { id: "b", x: 50, y: 30 },
      { id: "c", x: 200, y: 10 },
    ];
    const clusters = clusterByGrid(points, (p) => p, 60, 2);
    expect(clusters.map((c) => c.items.map((i) => i.id))).toEqual([["a", "b"], ["c"]]);
    expect(clusters[0]).toMatchObject({ x: 30, y: 20 });
  });

  it("keeps every point on its own when the minimum cluster size is not reached", () => {
    const clusters = clusterByGrid(
      [
        { x: 1, y: 1 },
        { x: 2, y: 2 },
      ],
      (p) => p,
      60,
      3,
    );
    expect(clusters).toHaveLength(2);
  });

  it("projects coordinates to Web Mercator world pixels", () => {
    expect(worldPixel(0, 0, 0)).toEqual({ x: 128, y: 128 });
    const zoomed = worldPixel(0, 180, 1);
    expect(zoomed.x).toBe(512);
  });
});
