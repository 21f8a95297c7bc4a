import { z } from "zod";
import { adminPageFields } from "./admin-lists.ts";
import {
  AVAILABILITY_OPTIONS,
  CANDIDATE_STATUSES,
  type CandidateStatus,
  COMMUNITY_TYPES,
  MARITAL_STATUSES,
  PLANT_REQUEST_STATUSES,
  PLANT_TIMELINES,
  type PlantRequestStatus,
  PRIORITIES,
  US_STATES,
} from "./constants.ts";
import {
  emailField,
  oneOf,
  optionalEmailField,
  optionalId,
  optionalInt,
  optionalOneOf,
  optionalText,
  requiredId,
  requiredText,
  wholeNumberAtLeastMessage,
  wholeNumberBetweenMessage,
} from "./fields.ts";
import { type MessageKey, MSG } from "./i18n/keys.ts";
import { idSchema } from "./ids.ts";

/**
 * POST /api/church-plant-requests. Only what a visitor may set: status, priority, notes, coordinates,
 * the assigned candidate and timestamps belong to the server, and the strict object refuses them.
 */
export const plantRequestSchema = z.strictObject({
  requestorName: requiredText(100, MSG.messages.YOUR_NAME_REQUIRED),
  requestorEmail: emailField(MSG.messages.INVALID_EMAIL, 100),
  requestorPhone: optionalText(20),
  cityName: requiredText(100, MSG.messages.CITY_REQUIRED),
  stateName: z
    .string({ error: MSG.messages.STATE_REQUIRED })
    .trim()
    .toUpperCase()
    .pipe(z.enum(US_STATES, { error: MSG.messages.STATE_REQUIRED })),
  population: optionalInt(wholeNumberAtLeastMessage(MSG.messages.NUMBER_FIELD_LABELS.population, 0), 0),
  reasonForRequest: requiredText(5000, MSG.messages.REASON_REQUIRED),
  communityNeeds: optionalText(5000),
  existingChurches: optionalText(5000),
  supportNetwork: optionalText(5000),
  timeline: optionalOneOf(PLANT_TIMELINES),
  additionalInfo: optionalText(5000),
});
export type PlantRequestInput = z.input<typeof plantRequestSchema>;
export type PlantRequestData = z.output<typeof plantRequestSchema>;

/** POST /api/pastoral-candidates. Status, approval, notes, the assigned request and timestamps are the server's. */
export const pastoralCandidateSchema = z
  .strictObject({
    firstName: requiredText(50, MSG.messages.FIRST_NAME_REQUIRED),
    lastName: requiredText(50, MSG.messages.LAST_NAME_REQUIRED),
    email: emailField(MSG.messages.INVALID_EMAIL, 100),
    phone: optionalText(20),
    age: optionalInt(wholeNumberBetweenMessage(MSG.messages.NUMBER_FIELD_LABELS.age, 0, 150), 0, 150),
    maritalStatus: optionalOneOf(MARITAL_STATUSES),
    hasChildren: z.boolean().default(false),
    numberOfChildren: optionalInt(
      wholeNumberBetweenMessage(MSG.messages.NUMBER_FIELD_LABELS.numberOfChildren, 0, 50),
      0,
      50,
    ),
    currentChurchId: optionalId(MSG.messages.VALID_CHURCH_REQUIRED),
    currentRole: optionalText(100),
    yearsInMinistry: optionalInt(
      wholeNumberBetweenMessage(MSG.messages.NUMBER_FIELD_LABELS.yearsInMinistry, 0, 100),
      0,
      100,
    ),
    education: optionalText(5000),
    biblicalEducation: optionalText(5000),
    pastoralExperience: optionalText(5000),
    churchPlantingExperience: optionalText(5000),
    languagesSpoken: optionalText(1000),
    specializations: optionalText(5000),
    geographicPreferences: optionalText(5000),
    communityTypePreference: optionalOneOf(COMMUNITY_TYPES),
    availability: optionalOneOf(AVAILABILITY_OPTIONS),
    supportingChurch: optionalText(100),
    references: optionalText(5000),
    statement: optionalText(10000),
    additionalInfo: optionalText(5000),
    submittedBy: optionalText(100),
    submitterEmail: optionalEmailField(MSG.messages.INVALID_EMAIL, 100),
  })
  // The form hides the count when the box is unchecked, but may still hold a stale value.
  .transform((c) => (c.hasChildren ? c : { ...c, numberOfChildren: null }));
export type PastoralCandidateInput = z.input<typeof pastoralCandidateSchema>;
export type PastoralCandidateData = z.output<typeof pastoralCandidateSchema>;

/** An administrator's private notes on a request or a candidate: the detail dialogs' notes form. */
export const plantingNotesSchema = z.strictObject({ notes: optionalText(5000) });

/** PUT /api/church-plant-requests/{id} (admin): only the fields the admin screen edits. */
export const plantRequestUpdateSchema = z.strictObject({
  status: oneOf(PLANT_REQUEST_STATUSES).optional(),
  priority: oneOf(PRIORITIES).optional(),
  ...plantingNotesSchema.shape,
});
export type PlantRequestUpdateInput = z.input<typeof plantRequestUpdateSchema>;
export type PlantRequestUpdateData = z.output<typeof plantRequestUpdateSchema>;

/** PUT /api/pastoral-candidates/{id} (admin). */
export const candidateUpdateSchema = z.strictObject({
  status: oneOf(CANDIDATE_STATUSES).optional(),
  ...plantingNotesSchema.shape,
});
export type CandidateUpdateInput = z.input<typeof candidateUpdateSchema>;
export type CandidateUpdateData = z.output<typeof candidateUpdateSchema>;

export const matchSchema = z.strictObject({
  requestId: requiredId(MSG.messages.REQUEST_REQUIRED),
  candidateId: requiredId(MSG.messages.CANDIDATE_REQUIRED),
});
export type MatchInput = z.input<typeof matchSchema>;
export type MatchData = z.output<typeof matchSchema>;

/** A connection is identified by its request: each request has at most one candidate. */
export const unmatchSchema = z.strictObject({ requestId: idSchema });
export type UnmatchInput = z.input<typeof unmatchSchema>;

/** One plant request or candidate by id (delete, approve). */
export const plantingIdSchema = z.strictObject({ id: idSchema });

/** The admin edits keep the id apart from the changes, so a body can never smuggle in another id. */
export const plantRequestEditSchema = z.strictObject({ id: idSchema, data: plantRequestUpdateSchema });
export type PlantRequestEditInput = z.input<typeof plantRequestEditSchema>;
export const candidateEditSchema = z.strictObject({ id: idSchema, data: candidateUpdateSchema });
export type CandidateEditInput = z.input<typeof candidateEditSchema>;

/** Query filters of the admin lists (an absent key means all), their search and their page. */
export const plantRequestFilterSchema = z
  .strictObject({
    status: oneOf(PLANT_REQUEST_STATUSES).optional(),
    priority: oneOf(PRIORITIES).optional(),
    ...adminPageFields,
  })
  .prefault({});
export type PlantRequestFilterInput = z.input<typeof plantRequestFilterSchema>;
export type PlantRequestFilterData = z.output<typeof plantRequestFilterSchema>;

export const candidateFilterSchema = z
  .strictObject({
    status: oneOf(CANDIDATE_STATUSES).optional(),
    availability: oneOf(AVAILABILITY_OPTIONS).optional(),
    ...adminPageFields,
  })
  .prefault({});
export type CandidateFilterInput = z.input<typeof candidateFilterSchema>;
export type CandidateFilterData = z.output<typeof candidateFilterSchema>;

interface RequestState {
  status: string;
  assignedPastoralCandidateId: number | null;
}
interface CandidateState {
  status: string;
  isApproved: boolean;
  assignedChurchPlantRequestId: number | null;
}

/** Why a request cannot be matched (docs/product/planting.md#matching), or null. */
export function requestMatchBlocker(request: RequestState): MessageKey | null {
  if (request.status === "matched" || request.assignedPastoralCandidateId != null) {
    return MSG.sharedMessages.planting.requestAlreadyMatched;
  }
  if (request.status === "completed") return MSG.sharedMessages.planting.requestCompleted;
  return null;
}

/** Why a candidate cannot be matched (docs/product/planting.md#matching), or null. */
export function candidateMatchBlocker(candidate: CandidateState): MessageKey | null {
  if (candidate.status === "matched" || candidate.assignedChurchPlantRequestId != null) {
    return MSG.sharedMessages.planting.candidateAlreadyMatched;
  }
  if (candidate.status !== "available") return MSG.sharedMessages.planting.candidateNotAvailable;
  if (!candidate.isApproved) return MSG.sharedMessages.planting.candidateNotApproved;
  return null;
}

/**
 * Why an admin's status change of a request is refused, or null. 'matched' always goes with an assigned
 * candidate: only matching sets it, and a matched request may move on to completed (the plant is done)
 * but not back to pending or in-progress while the candidate is still assigned.
 */
export function requestStatusChangeBlocker(
  request: RequestState,
  next: PlantRequestStatus,
): MessageKey | null {
  const assigned = request.assignedPastoralCandidateId != null;
  if (next === "matched") return assigned ? null : MSG.sharedMessages.planting.requestMatchOnlyByMatching;
  if (assigned && next !== "completed") return MSG.sharedMessages.planting.undoRequestMatchFirst;
  return null;
}

/** The same rule for candidates: a matched candidate may become placed, nothing else, until unmatched. */
export function candidateStatusChangeBlocker(
  candidate: Pick<CandidateState, "assignedChurchPlantRequestId">,
  next: CandidateStatus,
): MessageKey | null {
  const assigned = candidate.assignedChurchPlantRequestId != null;
  if (next === "matched") return assigned ? null : MSG.sharedMessages.planting.candidateMatchOnlyByMatching;
  if (assigned && next !== "placed") return MSG.sharedMessages.planting.undoCandidateMatchFirst;
  return null;
}
