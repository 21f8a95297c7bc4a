import { PLANTING_ERRORS } from "@app/shared";
import { HStack, Link, Separator, Stack } from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import { notifySuccess, useChangeFeedback } from "../../../lib/feedback";
import { trpc } from "../../../lib/trpc";
import { formatDate } from "../../admin/dashboard/format";
import { ApprovalBadge, CandidateStatusBadge } from "./badges";
import { DetailDialog } from "./DetailDialog";
import { DetailList } from "./DetailList";
import { NotesEditor } from "./NotesEditor";
import type { Candidate } from "./types";

const yesNo = (value: boolean) => (value ? "Yes" : "No");
const count = (value: number | null) => (value === null ? null : String(value));

export function CandidateDetailDialog({
  candidate,
  onClose,
}: {
  candidate: Candidate | null;
  onClose: () => void;
}) {
  const update = useMutation(
    trpc.candidates.update.mutationOptions(
      useChangeFeedback("planting", { title: PLANTING_ERRORS.update, signedOut: false }),
    ),
  );
  return (
    <DetailDialog
      open={candidate !== null}
      onClose={onClose}
      title={candidate ? `Candidate: ${candidate.firstName} ${candidate.lastName}` : ""}
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
                label: "Email Address",
                value: (
                  <Link href={`mailto:${candidate.email}`} color="brand.fg" overflowWrap="anywhere">
                    {candidate.email}
                  </Link>
                ),
              },
              { label: "Phone", value: candidate.phone },
              { label: "Age", value: count(candidate.age) },
              { label: "Marital Status", value: candidate.maritalStatus },
              {
                label: "Children",
                value: candidate.hasChildren ? (count(candidate.numberOfChildren) ?? "Yes") : yesNo(false),
              },
              { label: "Current Ministry Role", value: candidate.currentRole },
              { label: "Years in Ministry", value: count(candidate.yearsInMinistry) },
              { label: "Current/Supporting Church", value: candidate.supportingChurch },
              { label: "General Education", value: candidate.education },
              { label: "Biblical/Theological Education", value: candidate.biblicalEducation },
              { label: "Pastoral Experience", value: candidate.pastoralExperience },
              { label: "Church Planting Experience", value: candidate.churchPlantingExperience },
              { label: "Ministry Specializations", value: candidate.specializations },
              { label: "Languages Spoken", value: candidate.languagesSpoken },
              { label: "Geographic Preferences", value: candidate.geographicPreferences },
              { label: "Community Type Preference", value: candidate.communityTypePreference },
              { label: "Availability", value: candidate.availability },
              { label: "References", value: candidate.references },
              { label: "Personal Statement", value: candidate.statement },
              { label: "Additional Information", value: candidate.additionalInfo },
              { label: "Submitted By", value: candidate.submittedBy },
              { label: "Submitter Email", value: candidate.submitterEmail },
              { label: "Matched Request", value: candidate.assignedRequestPlace },
              { label: "Received", value: formatDate(candidate.createdAt) },
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
                { onSuccess: () => notifySuccess("Notes saved") },
              )
            }
          />
        </Stack>
      )}
    </DetailDialog>
  );
}
