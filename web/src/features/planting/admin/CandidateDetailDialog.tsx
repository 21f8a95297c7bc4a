import { MSG } from "@app/shared/i18n";
import { HStack, Link, Separator, Stack } from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import { formatDate } from "../../../lib/dates";
import { notifySuccess, useChangeFeedback } from "../../../lib/feedback";
import { useI18n } from "../../../lib/i18n";
import { trpc } from "../../../lib/trpc";
import { availabilityLabel, communityTypeLabel, maritalStatusLabel } from "../labels";
import { ApprovalBadge, CandidateStatusBadge } from "./badges";
import { DetailDialog } from "./DetailDialog";
import { DetailList } from "./DetailList";
import { NotesEditor } from "./NotesEditor";
import type { Candidate } from "./types";

const count = (value: number | null) => (value === null ? null : String(value));

export function CandidateDetailDialog({
  candidate,
  onClose,
}: {
  candidate: Candidate | null;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const update = useMutation(
    trpc.candidates.update.mutationOptions(
      useChangeFeedback("planting", { title: MSG.messages.PLANTING_ERRORS.update, signedOut: false }),
    ),
  );
  return (
    <DetailDialog
      open={candidate !== null}
      onClose={onClose}
      title={
        candidate
          ? t("plantingAdmin.candidateDetail.title", { name: `${candidate.firstName} ${candidate.lastName}` })
          : ""
      }
    >
      {candidate && (
        <Stack gap="5">
          <HStack gap="2" wrap="wrap">
            <CandidateStatusBadge status={candidate.status} />
            <ApprovalBadge approved={candidate.isApproved} />
          </HStack>
          <DetailList
            items={[
              {
                label: t("planting.candidate.email"),
                value: (
                  <Link href={`mailto:${candidate.email}`} color="brand.fg" overflowWrap="anywhere">
                    {candidate.email}
                  </Link>
                ),
              },
              { label: t("planting.candidate.phone"), value: candidate.phone },
              { label: t("planting.candidate.age"), value: count(candidate.age) },
              {
                label: t("planting.candidate.maritalStatus"),
                value: candidate.maritalStatus && maritalStatusLabel(t, candidate.maritalStatus),
              },
              {
                label: t("plantingAdmin.candidateDetail.children"),
                value: candidate.hasChildren
                  ? (count(candidate.numberOfChildren) ?? t("plantingAdmin.candidateDetail.yes"))
                  : t("plantingAdmin.candidateDetail.no"),
              },
              { label: t("planting.candidate.currentRole"), value: candidate.currentRole },
              { label: t("planting.candidate.yearsInMinistry"), value: count(candidate.yearsInMinistry) },
              { label: t("planting.candidate.supportingChurch"), value: candidate.supportingChurch },
              { label: t("planting.candidate.generalEducation"), value: candidate.education },
              { label: t("planting.candidate.biblicalEducation"), value: candidate.biblicalEducation },
              { label: t("planting.candidate.pastoralExperience"), value: candidate.pastoralExperience },
              {
                label: t("planting.candidate.churchPlantingExperience"),
                value: candidate.churchPlantingExperience,
              },
              { label: t("planting.candidate.specializations"), value: candidate.specializations },
              { label: t("planting.candidate.languagesSpoken"), value: candidate.languagesSpoken },
              {
                label: t("planting.candidate.geographicPreferences"),
                value: candidate.geographicPreferences,
              },
              {
                label: t("planting.candidate.communityType"),
                value:
                  candidate.communityTypePreference &&
                  communityTypeLabel(t, candidate.communityTypePreference),
              },
              {
                label: t("planting.candidate.availability"),
                value: candidate.availability && availabilityLabel(t, candidate.availability),
              },
              { label: t("planting.candidate.references"), value: candidate.references },
              { label: t("planting.candidate.statement"), value: candidate.statement },
              { label: t("planting.candidate.additionalInfo"), value: candidate.additionalInfo },
              { label: t("plantingAdmin.candidateDetail.submittedBy"), value: candidate.submittedBy },
              { label: t("planting.candidate.submitterEmail"), value: candidate.submitterEmail },
              {
                label: t("plantingAdmin.candidateDetail.matchedRequest"),
                value: candidate.assignedRequestPlace,
              },
              { label: t("plantingAdmin.received"), value: formatDate(candidate.createdAt) },
            ]}
          />
          <Separator />
          <NotesEditor
            key={candidate.id}
            notes={candidate.notes}
            pending={update.isPending}
            onSave={(notes) =>
              update.mutate(
                { id: candidate.id, data: { notes } },
                { onSuccess: () => notifySuccess(t("plantingAdmin.notesSaved")) },
              )
            }
          />
        </Stack>
      )}
    </DetailDialog>
  );
}
