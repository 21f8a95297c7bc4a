import { describe, expect, it } from "vitest";
import { markerFeatures, markerReachPx } from "../layers";
import { CHURCH_MARKER, CLUSTER_OUTLINE_PX, clusterRadiusPx } from "../marker-style";
import { markerItems } from "./useViewportAnswer";

const answer = {
  clusters: [
    { key: "a", count: 8, lat: 41.6, lng: -93.6 },
    { key: "b", count: 3, lat: 44.9, lng: -93.2 },
  ],
  markers: [
    { id: 7, name: "Grace", city: "Ames", state: "IA", pastorName: null, lat: 42, lng: -95 },
    { id: 9, name: "Hope", city: "Boone", state: "IA", pastorName: "Ann Lee", lat: 42, lng: -93.9 },
  ],
};

describe("markerItems", () => {
  it("lists clusters and churches in reading order: north to south, then west to east", () => {
    expect(markerItems(answer as never).map((item) => item.key)).toEqual([
      "cluster-b",
      "church-7",
      "church-9",
      "cluster-a",
    ]);
  });

  it("has none before the first answer", () => {
    expect(markerItems(undefined)).toEqual([]);
  });
});

describe("markerFeatures", () => {
  it("gives each marker its image, its count as text (clusters only) and its circle's reach", () => {
    const features = markerFeatures(markerItems(answer as never)).features;
    const byKey = Object.fromEntries(features.map((feature) => [feature.properties?.key, feature]));
    expect(byKey["cluster-a"]?.geometry.coordinates).toEqual([-93.6, 41.6]);
    expect(byKey["cluster-a"]?.properties).toMatchObject({
      kind: "cluster",
      label: "8",
      count: 8,
      image: `marker-cluster-${Math.round(clusterRadiusPx(8) * 2)}`,
    });
    expect(byKey["church-7"]?.properties).toMatchObject({
      kind: "church",
      label: "",
      image: "marker-church",
      reach: CHURCH_MARKER.radius + CHURCH_MARKER.outline / 2,
    });
  });

  it("sizes a cluster's ring to its drawn circle, outline included", () => {
    const [item] = markerItems({ clusters: [answer.clusters[0]], markers: [] } as never);
    expect(markerReachPx(item!)).toBeCloseTo(clusterRadiusPx(8) + CLUSTER_OUTLINE_PX / 2, 0);
  });
});
