import { loadable } from "../../lib/loadable";

/**
 * The two sections below the hero, each its own chunk: the home route's loader asks for them beside the page's own
 * chunk and the directory's first data, so none of the three downloads waits for another, and the page renders
 * once they are in (a section that suspended instead would show only at React's next reveal).
 */
export const directorySection = loadable(() =>
  import("../directory/DirectorySection").then((module) => module.DirectorySection),
);
export const eventsSection = loadable(() =>
  import("../events/EventsSection").then((module) => module.EventsSection),
);
