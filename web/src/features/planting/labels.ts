import {
  CANDIDATE_STATUSES,
  type CandidateStatus,
  PLANT_REQUEST_STATUSES,
  type PlantRequestStatus,
  PRIORITIES,
  type Priority,
} from "@app/shared";

export const REQUEST_STATUS_LABELS: Record<PlantRequestStatus, string> = {
  pending: "Pending",
  "in-progress": "In Progress",
  matched: "Matched",
  completed: "Completed",
};

export const CANDIDATE_STATUS_LABELS: Record<CandidateStatus, string> = {
  available: "Available",
  contacted: "Contacted",
  interviewing: "Interviewing",
  placed: "Placed",
  matched: "Matched",
};

export const PRIORITY_LABELS: Record<Priority, string> = { high: "High", medium: "Medium", low: "Low" };

/** Badge colour palettes: what needs attention is warm, what is settled is green or grey. */
export const REQUEST_STATUS_PALETTE: Record<PlantRequestStatus, string> = {
  pending: "yellow",
  "in-progress": "blue",
  matched: "green",
  completed: "gray",
};
export const CANDIDATE_STATUS_PALETTE: Record<CandidateStatus, string> = {
  available: "teal",
  contacted: "blue",
  interviewing: "purple",
  placed: "gray",
  matched: "green",
};
export const PRIORITY_PALETTE: Record<Priority, string> = { high: "red", medium: "orange", low: "gray" };

export const requestStatusOptions = PLANT_REQUEST_STATUSES.map((value) => ({
  value,
  label: REQUEST_STATUS_LABELS[value],
}));
export const candidateStatusOptions = CANDIDATE_STATUSES.map((value) => ({
  value,
  label: CANDIDATE_STATUS_LABELS[value],
}));
export const priorityOptions = PRIORITIES.map((value) => ({ value, label: PRIORITY_LABELS[value] }));

/** Any stored text, even one outside today's lists, gets a readable label and a neutral colour. */
export const labelOf = (labels: Record<string, string>, value: string) => labels[value] ?? value;
export const paletteOf = (palettes: Record<string, string>, value: string) => palettes[value] ?? "gray";
