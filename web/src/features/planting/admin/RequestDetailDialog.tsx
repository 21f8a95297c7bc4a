import { formatNumber, MSG } from "@app/shared/i18n";
import { HStack, Link, Separator, Stack } from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import { formatDate, formatDateTime } from "../../../lib/dates";
import { notifySuccess, useChangeFeedback } from "../../../lib/feedback";
import { useI18n } from "../../../lib/i18n";
import { trpc } from "../../../lib/trpc";
import { timelineLabel } from "../labels";
import { PriorityBadge, RequestStatusBadge } from "./badges";
import { DetailDialog } from "./DetailDialog";
import { DetailList } from "./DetailList";
import { formatMiles } from "./distance";
import { NotesEditor } from "./NotesEditor";
import type { PlantRequest } from "./types";

export function RequestDetailDialog({
  request,
  onClose,
}: {
  request: PlantRequest | null;
  onClose: () => void;
}) {
  const { t, locale } = useI18n();
  const update = useMutation(
    trpc.planting.update.mutationOptions(
      useChangeFeedback("planting", { title: MSG.messages.PLANTING_ERRORS.update, signedOut: false }),
    ),
  );
  return (
    <DetailDialog
      open={request !== null}
      onClose={onClose}
      title={
        request
          ? t("plantingAdmin.requestDetail.title", { place: `${request.cityName}, ${request.stateName}` })
          : ""
      }
    >
      {request && (
        <Stack gap="5">
          <HStack gap="2" wrap="wrap">
            <RequestStatusBadge status={request.status} />
            <PriorityBadge priority={request.priority} />
          </HStack>
          <DetailList
            items={[
              { label: t("plantingAdmin.requestDetail.requestor"), value: request.requestorName },
              {
                label: t("planting.request.email"),
                value: (
                  <Link href={`mailto:${request.requestorEmail}`} color="brand.fg" overflowWrap="anywhere">
                    {request.requestorEmail}
                  </Link>
                ),
              },
              { label: t("planting.request.phone"), value: request.requestorPhone },
              {
                label: t("plantingAdmin.requestDetail.location"),
                value: `${request.cityName}, ${request.stateName}`,
              },
              {
                label: t("plantingAdmin.requestDetail.population"),
                value: request.population === null ? null : formatNumber(request.population, locale),
              },
              {
                label: t("planting.request.timeline"),
                value: request.timeline && timelineLabel(t, request.timeline),
              },
              { label: t("plantingAdmin.requestDetail.reason"), value: request.reasonForRequest },
              { label: t("plantingAdmin.requestDetail.needs"), value: request.communityNeeds },
              { label: t("plantingAdmin.requestDetail.existingChurches"), value: request.existingChurches },
              { label: t("planting.request.support"), value: request.supportNetwork },
              { label: t("planting.request.additionalInfo"), value: request.additionalInfo },
              {
                label: t("plantingAdmin.nearestChurch"),
                value:
                  request.nearestChurchMiles === null
                    ? t("plantingAdmin.notLocated")
                    : formatMiles(request.nearestChurchMiles),
              },
              {
                label: t("plantingAdmin.requestDetail.matchedCandidate"),
                value: request.assignedCandidateName,
              },
              {
                label: t("plantingAdmin.requestDetail.matchedOn"),
                value: request.matchedAt ? formatDateTime(request.matchedAt) : null,
              },
              { label: t("plantingAdmin.received"), value: formatDate(request.createdAt) },
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
                { onSuccess: () => notifySuccess(t("plantingAdmin.notesSaved")) },
              )
            }
          />
        </Stack>
      )}
    </DetailDialog>
  );
}
