/**
 * The directory map's markers reached from the keyboard (issue 39): a list over the churches and clusters the
 * map draws, moved through with the arrow keys, each opened with Enter and closed with Escape.
 * English first, the Spanish beside it with the same keys (the catalogue test holds them together).
 */
import type { PartialCatalogue } from "../es.ts";

export const mapMarkersEn = {
  /** The list's name, read when it takes the focus. */
  list: "Churches and clusters on the map",
  /** Shown while a marker has the focus. */
  hint: "Arrow keys: next marker · Enter: open · Escape: close",
  /** A cluster's entry in the list. */
  cluster: "Cluster of {{count}} churches",
  cluster_one: "Cluster of {{count}} church",
  /** Said (aria-live) when a popup opens from the list. */
  openedChurch: "Opened {{name}}",
  openedCluster: "Opened the list of {{count}} churches",
  openedCluster_one: "Opened the list of {{count}} church",
  closed: "Closed",
};

export const mapMarkersEs: PartialCatalogue<typeof mapMarkersEn> = {
  list: "Iglesias y grupos en el mapa",
  hint: "Flechas: siguiente marcador · Intro: abrir · Escape: cerrar",
  cluster: "Grupo de {{count}} iglesias",
  cluster_one: "Grupo de {{count}} iglesia",
  openedChurch: "Abierto: {{name}}",
  openedCluster: "Abierta la lista de {{count}} iglesias",
  openedCluster_one: "Abierta la lista de {{count}} iglesia",
  closed: "Cerrado",
};
