import { PLANTING_ERRORS } from "@app/shared";
import { HStack, Link, Separator, Stack } from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import { notifySuccess, useChangeFeedback } from "../../../lib/feedback";
import { trpc } from "../../../lib/trpc";
import { formatDate, formatDateTime } from "../../admin/dashboard/format";
import { PriorityBadge, RequestStatusBadge } from "./badges";
import { DetailDialog } from "./DetailDialog";
import { DetailList } from "./DetailList";
import { formatMiles } from "./distance";
import { NotesEditor } from "./NotesEditor";
import type { PlantRequest } from "./types";

const numberFormat = new Intl.NumberFormat("en-US");

export function RequestDetailDialog({
  request,
  onClose,
}: {
  request: PlantRequest | null;
  onClose: () => void;
}) {
  const update = useMutation(
    trpc.planting.update.mutationOptions(
      useChangeFeedback("planting", { title: PLANTING_ERRORS.update, signedOut: false }),
    ),
  );
  return (
    <DetailDialog
      open={request !== null}
      onClose={onClose}
      title={request ? `Plant request: ${request.cityName}, ${request.stateName}` : ""}
    >
      {request && (
        <Stack gap="5">
          <HStack gap="2" wrap="wrap">
            <RequestStatusBadge status={request.status} />
            <PriorityBadge priority={request.priority} />
          </HStack>
          <DetailList
            items={[
              { label: "Requestor", value: request.requestorName },
              {
                label: "Email Address",
                value: (
                  <Link href={`mailto:${request.requestorEmail}`} color="brand.fg" overflowWrap="anywhere">
                    {request.requestorEmail}
                  </Link>
                ),
              },
              { label: "Phone Number", value: request.requestorPhone },
              { label: "Location", value: `${request.cityName}, ${request.stateName}` },
              {
                label: "City Population",
                value: request.population === null ? null : numberFormat.format(request.population),
              },
              { label: "Preferred Timeline", value: request.timeline },
              { label: "Why a new church", value: request.reasonForRequest },
              { label: "Community Needs", value: request.communityNeeds },
              { label: "Existing Churches", value: request.existingChurches },
              { label: "Local Support", value: request.supportNetwork },
              { label: "Additional Information", value: request.additionalInfo },
              {
                label: "Nearest Church",
                value:
                  request.nearestChurchMiles === null
                    ? "Location not found on the map"
                    : formatMiles(request.nearestChurchMiles),
              },
              { label: "Matched Candidate", value: request.assignedCandidateName },
              { label: "Matched On", value: request.matchedAt ? formatDateTime(request.matchedAt) : null },
              { label: "Received", value: formatDate(request.createdAt) },
            ]}
          />
          <Separator />
          <NotesEditor
            key={request.id}
            notes={request.notes}
            pending={update.isPending}
            onSave={(notes) =>
              update.mutate(
                { id: request.id, data: { notes } },
                { onSuccess: () => notifySuccess("Notes saved") },
              )
            }
          />
        </Stack>
      )}
    </DetailDialog>
  );
}
