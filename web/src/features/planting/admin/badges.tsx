import { Badge } from "@chakra-ui/react";
import { useI18n } from "../../../lib/i18n";
import {
  CANDIDATE_STATUS_PALETTE,
  candidateStatusLabel,
  PRIORITY_PALETTE,
  paletteOf,
  priorityBadgeLabel,
  REQUEST_STATUS_PALETTE,
  requestStatusLabel,
} from "../labels";

export function RequestStatusBadge({ status }: { status: string }) {
  const { t } = useI18n();
  return (
    <Badge colorPalette={paletteOf(REQUEST_STATUS_PALETTE, status)}>{requestStatusLabel(t, status)}</Badge>
  );
}

export function PriorityBadge({ priority }: { priority: string }) {
  const { t } = useI18n();
  return (
    <Badge variant="outline" colorPalette={paletteOf(PRIORITY_PALETTE, priority)}>
      {priorityBadgeLabel(t, priority)}
    </Badge>
  );
}

export function CandidateStatusBadge({ status }: { status: string }) {
  const { t } = useI18n();
  return (
    <Badge colorPalette={paletteOf(CANDIDATE_STATUS_PALETTE, status)}>
      {candidateStatusLabel(t, status)}
    </Badge>
  );
}

/** docs/product/planting.md#statuses: isApproved is shown as Approved or Pending. */
export function ApprovalBadge({ approved }: { approved: boolean }) {
  const { t } = useI18n();
  return (
    <Badge variant="surface" colorPalette={approved ? "green" : "orange"}>
      {approved ? t("plantingAdmin.approved") : t("plantingAdmin.pending")}
    </Badge>
  );
}
