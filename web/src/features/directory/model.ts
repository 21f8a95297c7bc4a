import { distanceMiles, type LatLng, toCoordinates } from "@app/shared";
import type { DirectoryChurch } from "./queries";

/** The state filter's value for no filter. */
export const ALL_STATES = "all";

export interface DirectoryStats {
  total: number;
  states: number;
  onMap: number;
  networkSize: number;
}

/** A church as the list and the map show it: its coordinates (null when it cannot be placed) and distance. */
export interface DirectoryEntry {
  church: DirectoryChurch;
  position: LatLng | null;
  /** Miles from the visitor, once their location is known and the church has a position. */
  distance: number | null;
}

export function directoryStats(churches: readonly DirectoryChurch[]): DirectoryStats {
  let onMap = 0;
  let networkSize = 0;
  for (const church of churches) {
    if (toCoordinates(church.latitude, church.longitude)) onMap++;
    networkSize += church.memberCount ?? 0;
  }
  return { total: churches.length, states: stateOptions(churches).length, onMap, networkSize };
}

/** The state filter's options: the distinct states of the data, upper-cased and sorted. */
export function stateOptions(churches: readonly DirectoryChurch[]): string[] {
  const states = new Set<string>();
  for (const church of churches) {
    const state = church.state.trim().toUpperCase();
    if (state) states.add(state);
  }
  return [...states].sort();
}

/**
 * The churches to list and map: those of the state filter (compared without case), each with its position and,
 * once the visitor is located, its distance. Located visitors see the nearest first; unplaced churches last.
 */
export function directoryEntries(
  churches: readonly DirectoryChurch[],
  state: string,
  userLocation: LatLng | null,
): DirectoryEntry[] {
  const wanted = state === ALL_STATES ? null : state.toUpperCase();
  const entries: DirectoryEntry[] = [];
  for (const church of churches) {
    if (wanted && church.state.trim().toUpperCase() !== wanted) continue;
    const position = toCoordinates(church.latitude, church.longitude);
    const distance = userLocation && position ? distanceMiles(userLocation, position) : null;
    entries.push({ church, position, distance });
  }
  if (userLocation) {
    // Array.prototype.sort is stable: equal distances keep the server's order (by name).
    entries.sort(
      (a, b) => (a.distance ?? Number.POSITIVE_INFINITY) - (b.distance ?? Number.POSITIVE_INFINITY),
    );
  }
  return entries;
}

export function formatCount(value: number): string {
  return value.toLocaleString("en-US");
}

export function formatMiles(miles: number): string {
  return `${miles.toFixed(1)} mi`;
}
