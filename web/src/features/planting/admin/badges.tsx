import { Badge } from "@chakra-ui/react";
import {
  CANDIDATE_STATUS_LABELS,
  CANDIDATE_STATUS_PALETTE,
  labelOf,
  PRIORITY_LABELS,
  PRIORITY_PALETTE,
  paletteOf,
  REQUEST_STATUS_LABELS,
  REQUEST_STATUS_PALETTE,
} from "../labels";

export function RequestStatusBadge({ status }: { status: string }) {
  return (
    <Badge colorPalette={paletteOf(REQUEST_STATUS_PALETTE, status)}>
      {labelOf(REQUEST_STATUS_LABELS, status)}
    </Badge>
  );
}

export function PriorityBadge({ priority }: { priority: string }) {
  return (
    <Badge variant="outline" colorPalette={paletteOf(PRIORITY_PALETTE, priority)}>
      {labelOf(PRIORITY_LABELS, priority)} priority
    </Badge>
  );
}

export function CandidateStatusBadge({ status }: { status: string }) {
  return (
    <Badge colorPalette={paletteOf(CANDIDATE_STATUS_PALETTE, status)}>
      {labelOf(CANDIDATE_STATUS_LABELS, status)}
    </Badge>
  );
}

/** Spec (accounts section 4): isApproved is shown as Approved or Pending. */
export function ApprovalBadge({ approved }: { approved: boolean }) {
  return (
    <Badge variant="surface" colorPalette={approved ? "green" : "orange"}>
      {approved ? "Approved" : "Pending"}
    </Badge>
  );
}
