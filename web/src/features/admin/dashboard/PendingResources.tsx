import { MSG } from "@app/shared/i18n";
import { Button, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { LuCheck, LuExternalLink, LuInbox, LuX } from "react-icons/lu";
import { ListEmpty, ListStates, ReviewRow, RowList } from "../../../components/lists/ListStates";
import { ServerPager, useServerList } from "../../../components/lists/ServerList";
import { formatDate } from "../../../lib/dates";
import { notifyFailure, notifySuccess, refreshAfter } from "../../../lib/feedback";
import { useI18n } from "../../../lib/i18n";
import { trpc } from "../../../lib/trpc";
import { TypeBadge } from "../../vault/TypeBadge";
import { DashboardSection } from "./DashboardSection";
import type { PendingResource } from "./types";

function submittedBy(resource: PendingResource) {
  const uploader = [resource.uploaderFirstName, resource.uploaderLastName].filter(Boolean).join(" ");
  const who = uploader || resource.submitterName || resource.submitterEmail;
  return [who, resource.churchName].filter(Boolean).join(" · ");
}

function PendingResourceRow({ resource }: { resource: PendingResource }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const setStatus = useMutation(
    trpc.resources.setStatus.mutationOptions({
      onSuccess: ({ status }) => {
        notifySuccess(
          status === "approved" ? t("adminContent.resourceApproved") : t("adminContent.resourceRejected"),
          resource.title,
        );
        void refreshAfter(queryClient, "resources");
      },
      onError: (error) =>
        notifyFailure(error, { description: MSG.messages.ADMIN_ERRORS.updateResourceStatus }),
    }),
  );
  const busy = setStatus.isPending ? setStatus.variables?.status : undefined;
  const by = submittedBy(resource);
  return (
    <ReviewRow label={resource.title}>
      <Stack gap="1" minW="0">
        <HStack gap="2" flexWrap="wrap">
          <Text fontWeight="semibold" truncate maxW="full">
            {resource.title}
          </Text>
          <TypeBadge type={resource.type} color={resource.typeColor} size="sm" />
        </HStack>
        {resource.description && (
          <Text textStyle="sm" color="fg.muted" lineClamp={2}>
            {resource.description}
          </Text>
        )}
        <Text textStyle="xs" color="fg.subtle">
          {by
            ? t("adminContent.pendingResources.submittedBy", {
                date: formatDate(resource.createdAt),
                who: by,
              })
            : t("adminContent.pendingResources.submitted", { date: formatDate(resource.createdAt) })}
        </Text>
        {resource.fileUrl && (
          <Link
            href={resource.fileUrl}
            target="_blank"
            rel="noopener noreferrer"
            textStyle="xs"
            color="brand.fg"
          >
            {t("adminContent.pendingResources.open")} <LuExternalLink aria-hidden="true" />
          </Link>
        )}
      </Stack>
      <HStack gap="2" flexShrink="0">
        <Button
          size="sm"
          colorPalette="green"
          onClick={() => setStatus.mutate({ id: resource.id, status: "approved" })}
          loading={busy === "approved"}
          loadingText={t("adminContent.approving")}
          disabled={setStatus.isPending}
        >
          <LuCheck /> {t("adminContent.approve")}
        </Button>
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          onClick={() => setStatus.mutate({ id: resource.id, status: "rejected" })}
          loading={busy === "rejected"}
          loadingText={t("adminContent.rejecting")}
          disabled={setStatus.isPending}
        >
          <LuX /> {t("adminContent.reject")}
        </Button>
      </HStack>
    </ReviewRow>
  );
}

export function PendingResources() {
  const { t } = useI18n();
  const { input, setOffset } = useServerList("");
  const pending = useQuery({
    ...trpc.resources.pending.queryOptions(input),
    placeholderData: keepPreviousData,
  });
  return (
    <DashboardSection
      id="pending-resources"
      title={t("adminContent.pendingResources.title")}
      description={t("adminContent.pendingResources.description")}
    >
      <ListStates
        query={{ ...pending, data: pending.data?.items }}
        loading={t("adminContent.pendingResources.loading")}
        empty={<ListEmpty icon={<LuInbox />} title={t("adminContent.pendingResources.empty")} />}
      >
        {(resources) => (
          <Stack gap="3">
            <RowList>
              {resources.map((resource) => (
                <PendingResourceRow key={resource.id} resource={resource} />
              ))}
            </RowList>
            <ServerPager
              list={t("adminContent.pendingResources.title")}
              offset={input.offset}
              limit={input.limit}
              total={pending.data?.total ?? 0}
              shown={resources.length}
              onOffset={setOffset}
            />
          </Stack>
        )}
      </ListStates>
    </DashboardSection>
  );
}
