import { loadable } from "../../lib/loadable";

/**
 * The two sections below the hero, each its own chunk (the hero paints without waiting for the search, dialog
 * and form code they carry). The home route's loader asks for them beside the page's own chunk and the
 * directory's first data, so none of the three waits for another.
 */
export const directorySection = loadable(() =>
  import("../directory/DirectorySection").then((module) => module.DirectorySection),
);
export const eventsSection = loadable(() =>
  import("../events/EventsSection").then((module) => module.EventsSection),
);
