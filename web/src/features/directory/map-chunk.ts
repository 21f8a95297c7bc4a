import { loadable } from "../../lib/loadable";

/** The directory map's code (MapLibre, deck.gl, the basemap style): about half a megabyte, a chunk of its own. */
export const directoryMap = loadable(() => import("../map/DirectoryMap").then((module) => module.default));

let wanted = false;

/**
 * The visitor is heading for the directory (`/?scrollTo=directory`, the header's 'Interactive Directory'): the map
 * starts with the page, its code fetched beside the page's own, instead of once the smooth scroll brings it near
 * the window (half a second later on a desktop, the map's slowest step at national size: issue 19).
 */
export function wantDirectoryMap(): void {
  // The server renders the page without the map (docs/decisions/021-server-rendered-pages.md): loading its code
  // there ran MapLibre's worker start-up, which has no Worker in Node, and took the server down.
  if (typeof window === "undefined") return;
  wanted = true;
  void directoryMap.load();
}

/** Whether the map was asked for before its panel appeared (read once, as the panel mounts). */
export const directoryMapWanted = (): boolean => wanted;
