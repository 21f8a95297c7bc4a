import {
  AVAILABILITY_OPTIONS,
  CANDIDATE_STATUSES,
  type CandidateFilterInput,
  PLANT_REQUEST_STATUSES,
  type PlantRequestFilterInput,
  PRIORITIES,
} from "@app/shared";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { oneOfParam } from "../../../lib/search-params";
import type { PlantingSearch } from "../../../routes/admin/church-planting";

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
