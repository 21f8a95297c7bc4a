type DirectoryMapModule = typeof import("../map/DirectoryMap");

let loaded: DirectoryMapModule | null = null;

/** The directory map's code (MapLibre, deck.gl, the basemap style): about half a megabyte, a chunk of its own. */
export const loadDirectoryMap = (): Promise<DirectoryMapModule> =>
  import("../map/DirectoryMap").then((module) => {
    loaded = module;
    return module;
  });

/**
 * The map component once its chunk is in, else null. A `lazy` component suspends on its first render even when
 * its code arrived long before (the import's promise settles a tick later), and a suspended map waits for React's
 * next reveal, about 300 ms on a busy page: the panel renders the loaded component directly instead.
 */
export const loadedDirectoryMap = (): DirectoryMapModule["default"] | null => loaded?.default ?? null;

let wanted = false;

/**
 * The visitor is heading for the directory (`/?scrollTo=directory`, the header's 'Interactive Directory'): the map
 * starts with the page, its code fetched beside the page's own, instead of once the smooth scroll brings it near
 * the window (half a second later on a desktop, the map's slowest step at national size: issue 19).
 */
export function wantDirectoryMap(): void {
  wanted = true;
  void loadDirectoryMap();
}

/** Whether the map was asked for before its panel appeared (read once, as the panel mounts). */
export const directoryMapWanted = (): boolean => wanted;
