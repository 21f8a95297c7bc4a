/**
 * The two sections below the hero, each its own chunk (the hero paints without waiting for the search, dialog
 * and form code they carry). The home route's loader asks for them beside the page's own chunk and the
 * directory's first data, so none of the three waits for another; the module system loads each once.
 */
export const loadDirectorySection = () => import("../directory/DirectorySection");
export const loadEventsSection = () => import("../events/EventsSection");
