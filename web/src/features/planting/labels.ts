import {
  AVAILABILITY_OPTIONS,
  CANDIDATE_STATUSES,
  type CandidateStatus,
  COMMUNITY_TYPES,
  isOneOf,
  MARITAL_STATUSES,
  PLANT_REQUEST_STATUSES,
  PLANT_TIMELINES,
  type PlantRequestStatus,
  PRIORITIES,
  type Priority,
} from "@app/shared";
import type { TFunction } from "i18next";

/**
 * The labels of the stored statuses, priorities and form options in `t`'s language
 * (plantingAdmin.* and the public forms' planting.* options). Any stored text, even one outside today's
 * lists, is shown as it is.
 */
export const requestStatusLabel = (t: TFunction, status: string) =>
  isOneOf(PLANT_REQUEST_STATUSES, status) ? t(`plantingAdmin.requestStatuses.${status}`) : status;

export const candidateStatusLabel = (t: TFunction, status: string) =>
  isOneOf(CANDIDATE_STATUSES, status) ? t(`plantingAdmin.candidateStatuses.${status}`) : status;

export const priorityLabel = (t: TFunction, priority: string) =>
  isOneOf(PRIORITIES, priority) ? t(`plantingAdmin.priorities.${priority}`) : priority;

/** "High priority", or the stored text with the word when it is outside today's list. */
export const priorityBadgeLabel = (t: TFunction, priority: string) =>
  isOneOf(PRIORITIES, priority)
    ? t(`plantingAdmin.priorityBadges.${priority}`)
    : t("plantingAdmin.priorityBadge", { priority });

export const timelineLabel = (t: TFunction, value: string) =>
  isOneOf(PLANT_TIMELINES, value) ? t(`planting.timelines.${value}`) : value;

export const maritalStatusLabel = (t: TFunction, value: string) =>
  isOneOf(MARITAL_STATUSES, value) ? t(`planting.maritalStatuses.${value}`) : value;

export const communityTypeLabel = (t: TFunction, value: string) =>
  isOneOf(COMMUNITY_TYPES, value) ? t(`planting.communityTypes.${value}`) : value;

export const availabilityLabel = (t: TFunction, value: string) =>
  isOneOf(AVAILABILITY_OPTIONS, value) ? t(`planting.availability.${value}`) : value;

/** "Rural community" beside a candidate's other facts. */
export const communityFact = (t: TFunction, value: string) =>
  isOneOf(COMMUNITY_TYPES, value)
    ? t(`plantingAdmin.communityFacts.${value}`)
    : t("plantingAdmin.communityFact", { type: value });

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

export const requestStatusOptions = (t: TFunction) =>
  PLANT_REQUEST_STATUSES.map((value) => ({ value, label: requestStatusLabel(t, value) }));
export const candidateStatusOptions = (t: TFunction) =>
  CANDIDATE_STATUSES.map((value) => ({ value, label: candidateStatusLabel(t, value) }));
export const priorityOptions = (t: TFunction) =>
  PRIORITIES.map((value) => ({ value, label: priorityLabel(t, value) }));
export const availabilityOptions = (t: TFunction) =>
  AVAILABILITY_OPTIONS.map((value) => ({ value, label: availabilityLabel(t, value) }));

export const paletteOf = (palettes: Record<string, string>, value: string) => palettes[value] ?? "gray";
