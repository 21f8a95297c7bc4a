import { clusterRadiusKm, MAP } from "@app/shared";
import { describe, expect, it } from "vitest";
import {
  boundsAt,
  type Camera,
  cameraFitting,
  firstCamera,
  firstView,
  NETWORK_PADDING,
  pixelAt,
  previewView,
  viewRequest,
} from "./camera";
import { mercatorX, mercatorY, WORLD_PX } from "./mercator";

const start: Camera = { longitude: MAP.startLongitude, latitude: MAP.startLatitude, zoom: MAP.startZoom };
/** Roughly the directory's churches: Iowa and the states around it. */
const network = { west: -100.5, south: 37.5, east: -82.5, north: 47.5 };

/** Pixels from the box's left and top edges at a camera, for a point. */
function pixelOf(camera: Camera, size: { width: number; height: number }, lng: number, lat: number) {
  const scale = WORLD_PX * 2 ** camera.zoom;
  return {
    x: (mercatorX(lng) - mercatorX(camera.longitude)) * scale + size.width / 2,
    y: (mercatorY(lat) - mercatorY(camera.latitude)) * scale + size.height / 2,
  };
}

describe("viewRequest", () => {
  it("rounds a view so that a camera at rest asks the same question twice", () => {
    expect(viewRequest({ west: -100.12345, south: 40.00049, east: -90.9999, north: 45.5 }, 4.2049)).toEqual({
      west: -100.123,
      south: 40,
      east: -91,
      north: 45.5,
      zoom: 4.2,
    });
  });

  it("folds longitudes across the antimeridian and asks for the whole range when the world repeats", () => {
    expect(viewRequest({ west: 170, south: 0, east: 190, north: 10 }, 5)).toMatchObject({
      west: 170,
      east: -170,
    });
    expect(viewRequest({ west: -300, south: -80, east: 200, north: 80 }, 0.5)).toMatchObject({
      west: -180,
      east: 180,
    });
  });
});

describe("boundsAt", () => {
  it("spans the box's width in longitude around the centre, and less latitude north of it than south (Mercator)", () => {
    const size = { width: 800, height: 500 };
    const bounds = boundsAt(start, size);
    const span = (size.width / (WORLD_PX * 2 ** start.zoom)) * 360;
    expect(bounds.east - bounds.west).toBeCloseTo(span, 9);
    expect((bounds.east + bounds.west) / 2).toBeCloseTo(start.longitude, 9);
    expect(bounds.north - start.latitude).toBeLessThan(start.latitude - bounds.south);
  });
});

describe("cameraFitting", () => {
  it("fits the box inside the padding, touching it on the tighter side, as fitBounds does", () => {
    const size = { width: 360, height: 500 };
    const camera = cameraFitting(network, size, NETWORK_PADDING);
    const northWest = pixelOf(camera, size, network.west, network.north);
    const southEast = pixelOf(camera, size, network.east, network.south);
    expect(northWest.x).toBeCloseTo(NETWORK_PADDING.left, 6);
    expect(southEast.x).toBeCloseTo(size.width - NETWORK_PADDING.right, 6);
    expect(northWest.y).toBeGreaterThanOrEqual(NETWORK_PADDING.top - 1e-6);
    expect(southEast.y).toBeLessThanOrEqual(size.height - NETWORK_PADDING.bottom + 1e-6);
  });
});

describe("firstView", () => {
  it("is the original start view where the network fits in it (a wide map)", () => {
    const size = { width: 1100, height: 500 };
    expect(firstView(start, size, network)).toEqual(viewRequest(boundsAt(start, size), start.zoom));
    expect(firstView(start, size, null)).toEqual(viewRequest(boundsAt(start, size), start.zoom));
  });

  it("widens to the network's box where the start view cuts it (a phone)", () => {
    const size = { width: 360, height: 500 };
    const view = firstView(start, size, network);
    expect(view.zoom).toBeLessThan(start.zoom);
    expect(view.west).toBeLessThanOrEqual(network.west);
    expect(view.east).toBeGreaterThanOrEqual(network.east);
    expect(view.south).toBeLessThanOrEqual(network.south);
    expect(view.north).toBeGreaterThanOrEqual(network.north);
  });
});

describe("previewView", () => {
  it("asks for the whole world at the start zoom", () => {
    expect(previewView()).toEqual({ west: -180, south: -90, east: 180, north: 90, zoom: MAP.startZoom });
  });

  // The preview draws its answer under the first camera: it holds that camera's clusters only if both
  // cluster alike. A first camera is the start view or wider, for any screen and any network.
  it("clusters as every first camera does", () => {
    const networks = [null, network, { west: -93.7, south: 41.5, east: -93.5, north: 41.7 }];
    const usa = { west: -124.7, south: 24.5, east: -66.9, north: 49.4 };
    for (const size of [
      { width: 300, height: 498 },
      { width: 356, height: 498 },
      { width: 974, height: 498 },
      { width: 812, height: 498 },
    ]) {
      for (const box of [...networks, usa]) {
        const camera = firstCamera(start, size, box);
        expect(camera.zoom).toBeLessThanOrEqual(MAP.startZoom);
        expect(clusterRadiusKm(camera.zoom)).toBe(clusterRadiusKm(previewView().zoom));
      }
    }
  });
});

describe("pixelAt", () => {
  it("puts the corners of what a camera shows at the corners of the box", () => {
    const size = { width: 390, height: 500 };
    const camera = firstCamera(start, size, network);
    const box = boundsAt(camera, size);
    const topLeft = pixelAt(camera, size, { longitude: box.west, latitude: box.north });
    const bottomRight = pixelAt(camera, size, { longitude: box.east, latitude: box.south });
    expect(topLeft.x).toBeCloseTo(0, 6);
    expect(topLeft.y).toBeCloseTo(0, 6);
    expect(bottomRight.x).toBeCloseTo(size.width, 6);
    expect(bottomRight.y).toBeCloseTo(size.height, 6);
  });
});
