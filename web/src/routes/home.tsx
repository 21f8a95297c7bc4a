import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { facetsOf, facetsParam } from "../features/directory/facets";
import { wantDirectoryMap } from "../features/directory/map-chunk";
import {
  directoryFilterOf,
  directoryPagesQueryOptions,
  overviewQueryOptions,
} from "../features/directory/queries";
import { type ServiceFilterSearch, serviceFilterSearch } from "../features/directory/service-filter-model";
import { directorySection, eventsSection } from "../features/home/sections";
import { previewQueryOptions } from "../features/map/queries";
import { arrivalSearch, textParam } from "../lib/search-params";
import { rootRoute } from "./root";

export interface HomeSearch extends ServiceFilterSearch {
  /** Id of a section to scroll to once the page has rendered; the page then drops it from the URL. */
  scrollTo?: string;
  /** The directory's filters, kept in the address so a filtered directory can be bookmarked and shared. */
  q?: string;
  state?: string;
  language?: string;
  /** The accessibility and family needs, comma-separated (features/directory/facets.ts). */
  facets?: string;
}

/** A code of `length` letters (a state, a language), as the server takes it; anything else reads as absent. */
function codeParam(value: unknown, pattern: RegExp): string | undefined {
  return typeof value === "string" && pattern.test(value) ? value : undefined;
}

function homeSearch(search: Record<string, unknown>): HomeSearch {
  const result: HomeSearch = {};
  const scrollTo = textParam(search.scrollTo);
  if (scrollTo) result.scrollTo = scrollTo;
  const q = textParam(search.q);
  if (q) result.q = q.slice(0, 200);
  const state = codeParam(search.state, /^[A-Za-z]{2}$/);
  if (state) result.state = state.toUpperCase();
  const language = codeParam(search.language, /^[A-Za-z]{2}$/);
  if (language) result.language = language.toLowerCase();
  Object.assign(result, serviceFilterSearch(search));
  const facets = facetsParam(facetsOf(search.facets));
  if (facets) result.facets = facets;
  return result;
}

export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/",
  validateSearch: homeSearch,
  // The address changes while the visitor stays on the page (the filters, the dropped `scrollTo`): it is read
  // on arrival, not as loaderDeps (arrivalSearch).
  loader: ({ context, location, cause }) => {
    const search = arrivalSearch({ location, cause }, homeSearch);
    if (!search) return;
    const { queryClient } = context;
    const filter = directoryFilterOf(search);
    // The directory's first page and overview start loading with the page, beside the sections' code and the
    // page's own, not after them (they are what the visitor waits for). The address's filters are the section's.
    void queryClient.prefetchQuery(overviewQueryOptions());
    void queryClient.prefetchInfiniteQuery(directoryPagesQueryOptions(filter));
    if (search.scrollTo === "directory") {
      // Heading for the directory: its map's code too, and the map starts without waiting for the scroll.
      wantDirectoryMap();
      // And the first clusters, drawn with the first cards (ClusterPreview), asked now rather than once the
      // page has laid out the map's panel.
      void queryClient.prefetchQuery(previewQueryOptions(filter));
    }
    // The page waits for its sections' code (small, fetched beside its own): a section that suspended on the
    // first render would be revealed only at React's next reveal, after the page's other work.
    return Promise.all([directorySection.load(), eventsSection.load()]).then(
      () => undefined,
      // A section whose code failed to load shows its own loading state and tries again.
      () => undefined,
    );
  },
  component: lazyRouteComponent(() => import("../features/home/HomePage"), "HomePage"),
});
