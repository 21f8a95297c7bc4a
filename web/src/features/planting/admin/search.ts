import {
  AVAILABILITY_OPTIONS,
  CANDIDATE_STATUSES,
  type CandidateFilterInput,
  PLANT_REQUEST_STATUSES,
  type PlantRequestFilterInput,
  PRIORITIES,
} from "@app/shared";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { oneOfParam, textParam } from "../../../lib/search-params";

export const PLANTING_TABS = ["requests", "candidates", "connections"] as const;

/** The open tab and its filters (checked against the option lists by the screen, which has them). */
export interface PlantingSearch {
  tab?: (typeof PLANTING_TABS)[number];
  status?: string;
  priority?: string;
  availability?: string;
}

/** The address's search, read as PlantingSearch (the route validates with it). */
export const plantingSearch = (search: Record<string, unknown>): PlantingSearch => ({
  tab: oneOfParam(search.tab, PLANTING_TABS),
  status: textParam(search.status),
  priority: textParam(search.priority),
  availability: textParam(search.availability),
});

/**
 * The open tab and its filters live in the address (/admin/church-planting?tab=candidates&status=approved), so
 * a filtered list can be bookmarked or sent to another administrator. Values the lists do not know read as "all".
 */
export function usePlantingSearch() {
  const search = useSearch({ from: "/admin/church-planting" });
  const navigate = useNavigate({ from: "/admin/church-planting" });
  return {
    search,
    /** A filter change replaces the address: Back leaves the page rather than undoing keystrokes. */
    setFilters(next: Omit<PlantingSearch, "tab">) {
      void navigate({ search: (current) => ({ ...current, ...next }), replace: true, resetScroll: false });
    },
    /** Another tab is a step in the history, and starts with no filters (each tab has its own). */
    setTab(tab: PlantingSearch["tab"]) {
      void navigate({ search: { tab: tab === "requests" ? undefined : tab }, resetScroll: false });
    },
  };
}

export function requestFilter(search: PlantingSearch): NonNullable<PlantRequestFilterInput> {
  const status = oneOfParam(search.status, PLANT_REQUEST_STATUSES);
  const priority = oneOfParam(search.priority, PRIORITIES);
  return { ...(status && { status }), ...(priority && { priority }) };
}

export function candidateFilter(search: PlantingSearch): NonNullable<CandidateFilterInput> {
  const status = oneOfParam(search.status, CANDIDATE_STATUSES);
  const availability = oneOfParam(search.availability, AVAILABILITY_OPTIONS);
  return { ...(status && { status }), ...(availability && { availability }) };
}
