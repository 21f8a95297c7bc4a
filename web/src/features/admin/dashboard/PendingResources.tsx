import { ADMIN_ERRORS } from "@app/shared";
import { Button, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { LuCheck, LuExternalLink, LuInbox, LuX } from "react-icons/lu";
import { trpc } from "../../../lib/trpc";
import { TypeBadge } from "../../vault/TypeBadge";
import { DashboardSection } from "./DashboardSection";
import { formatDate } from "./format";
import { refreshResources } from "./invalidate";
import { ListEmpty, ListStates, ReviewRow, RowList } from "./ListStates";
import { notifyAdminError, notifySuccess } from "./notify";
import type { PendingResource } from "./types";

function submittedBy(resource: PendingResource) {
  const uploader = [resource.uploaderFirstName, resource.uploaderLastName].filter(Boolean).join(" ");
  const who = uploader || resource.submitterName || resource.submitterEmail;
  return [who, resource.churchName].filter(Boolean).join(" · ");
}

function PendingResourceRow({ resource }: { resource: PendingResource }) {
  const queryClient = useQueryClient();
  const setStatus = useMutation(
    trpc.resources.setStatus.mutationOptions({
      onSuccess: ({ status }) => {
        notifySuccess(status === "approved" ? "Resource approved" : "Resource rejected", resource.title);
        void refreshResources(queryClient);
      },
      onError: (error) => notifyAdminError(error, ADMIN_ERRORS.updateResourceStatus),
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
          Submitted {formatDate(resource.createdAt)}
          {by && ` by ${by}`}
        </Text>
        {resource.fileUrl && (
          <Link
            href={resource.fileUrl}
            target="_blank"
            rel="noopener noreferrer"
            textStyle="xs"
            color="brand.fg"
          >
            Open resource <LuExternalLink aria-hidden="true" />
          </Link>
        )}
      </Stack>
      <HStack gap="2" flexShrink="0">
        <Button
          size="sm"
          colorPalette="green"
          onClick={() => setStatus.mutate({ id: resource.id, status: "approved" })}
          loading={busy === "approved"}
          loadingText="Approving..."
          disabled={setStatus.isPending}
        >
          <LuCheck /> Approve
        </Button>
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          onClick={() => setStatus.mutate({ id: resource.id, status: "rejected" })}
          loading={busy === "rejected"}
          loadingText="Rejecting..."
          disabled={setStatus.isPending}
        >
          <LuX /> Reject
        </Button>
      </HStack>
    </ReviewRow>
  );
}

export function PendingResources() {
  const pending = useQuery(trpc.resources.pending.queryOptions());
  return (
    <DashboardSection
      id="pending-resources"
      title="Pending Resource Approvals"
      description="Resources shared by visitors and churches wait here until they are reviewed."
    >
      <ListStates
        query={pending}
        loading="Loading pending resources..."
        empty={<ListEmpty icon={<LuInbox />} title="No resources waiting for review" />}
      >
        {(resources) => (
          <RowList>
            {resources.map((resource) => (
              <PendingResourceRow key={resource.id} resource={resource} />
            ))}
          </RowList>
        )}
      </ListStates>
    </DashboardSection>
  );
}
