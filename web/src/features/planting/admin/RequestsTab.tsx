import {
  PLANTING_ERRORS,
  type PlantRequestStatus,
  type Priority,
  requestMatchBlocker,
  requestStatusChangeBlocker,
} from "@app/shared";
import { Badge, Button, Card, Heading, HStack, IconButton, Stack, Text } from "@chakra-ui/react";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { LuEye, LuLink, LuMapPin, LuSprout, LuTrash2 } from "react-icons/lu";
import { ConfirmDialog } from "../../../components/dialog";
import { Tooltip } from "../../../components/ui/tooltip";
import { notifySuccess, useChangeFeedback } from "../../../lib/feedback";
import { trpc } from "../../../lib/trpc";
import { formatDate } from "../../admin/dashboard/format";
import { ListEmpty, ListStates } from "../../admin/dashboard/ListStates";
import { priorityOptions, requestStatusOptions } from "../labels";
import { SelectInput } from "../SelectInput";
import { PriorityBadge, RequestStatusBadge } from "./badges";
import { formatMiles, isFarFromChurch } from "./distance";
import { countLabel, FilterBar, FilterField } from "./FilterBar";
import { MatchDialog } from "./MatchDialog";
import { RequestDetailDialog } from "./RequestDetailDialog";
import { RequestsMap } from "./RequestsMap";
import { StatusSelect } from "./StatusSelect";
import { requestFilter, usePlantingSearch } from "./search";
import type { PlantRequest } from "./types";

export function RequestsTab({ onMatched }: { onMatched: () => void }) {
  const { search, setFilters } = usePlantingSearch();
  const filter = requestFilter(search);
  const status = filter.status ?? "";
  const priority = filter.priority ?? "";
  const setStatus = (value: string) => setFilters({ status: value || undefined });
  const setPriority = (value: string) => setFilters({ priority: value || undefined });
  const query = useQuery({ ...trpc.planting.list.queryOptions(filter), placeholderData: keepPreviousData });
  const [viewingId, setViewingId] = useState<number | null>(null);
  const [matchingId, setMatchingId] = useState<number | null>(null);
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const byId = (id: number | null) =>
    id === null ? null : (query.data?.find((row) => row.id === id) ?? null);

  const update = useMutation(
    trpc.planting.update.mutationOptions(
      useChangeFeedback("planting", { title: PLANTING_ERRORS.update, signedOut: false }),
    ),
  );
  const remove = useMutation(
    trpc.planting.remove.mutationOptions(
      useChangeFeedback("planting", { title: PLANTING_ERRORS.remove, signedOut: false }),
    ),
  );
  const deleting = byId(deletingId);
  const onSelectOnMap = useCallback((id: number) => setViewingId(id), []);

  return (
    <Stack gap="5">
      <FilterBar summary={query.data ? countLabel(query.data.length, "request", "requests") : undefined}>
        <FilterField label="Status">
          <SelectInput
            size="sm"
            placeholder="All Statuses"
            options={requestStatusOptions}
            value={status}
            onChange={setStatus}
          />
        </FilterField>
        <FilterField label="Priority">
          <SelectInput
            size="sm"
            placeholder="All Priorities"
            options={priorityOptions}
            value={priority}
            onChange={setPriority}
          />
        </FilterField>
      </FilterBar>
      {query.data && query.data.length > 0 && <RequestsMap requests={query.data} onSelect={onSelectOnMap} />}
      <ListStates
        query={query}
        loading="Loading plant requests..."
        empty={
          <ListEmpty
            icon={<LuSprout />}
            title="No plant requests found"
            description={
              status || priority
                ? "Try another status or priority."
                : "Requests sent through the public form appear here."
            }
          />
        }
      >
        {(requests) => (
          <Stack gap="3" opacity={query.isPlaceholderData ? 0.6 : 1} aria-busy={query.isPlaceholderData}>
            {requests.map((request) => (
              <RequestCard
                key={request.id}
                request={request}
                updating={update.isPending && update.variables?.id === request.id}
                onChange={(data) =>
                  update.mutate(
                    { id: request.id, data },
                    { onSuccess: () => notifySuccess(`Request for ${request.cityName} updated`) },
                  )
                }
                onView={() => setViewingId(request.id)}
                onMatch={() => setMatchingId(request.id)}
                onDelete={() => setDeletingId(request.id)}
              />
            ))}
          </Stack>
        )}
      </ListStates>

      <RequestDetailDialog request={byId(viewingId)} onClose={() => setViewingId(null)} />
      <MatchDialog
        request={byId(matchingId)}
        onClose={() => setMatchingId(null)}
        onMatched={() => {
          setMatchingId(null);
          onMatched();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this plant request?"
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onClose={() => setDeletingId(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(
            { id: deleting.id },
            {
              onSuccess: () => {
                notifySuccess("Request deleted");
                setDeletingId(null);
              },
            },
          );
        }}
        size="sm"
      >
        <Text color="fg.muted">
          {deleting
            ? `The request from ${deleting.requestorName} for ${deleting.cityName}, ${deleting.stateName} will be removed for good.${
                deleting.assignedCandidateName
                  ? ` ${deleting.assignedCandidateName} becomes available again.`
                  : ""
              }`
            : ""}
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}

interface RequestCardProps {
  request: PlantRequest;
  updating: boolean;
  onChange: (data: { status?: PlantRequestStatus; priority?: Priority }) => void;
  onView: () => void;
  onMatch: () => void;
  onDelete: () => void;
}

function RequestCard({ request, updating, onChange, onView, onMatch, onDelete }: RequestCardProps) {
  const place = `${request.cityName}, ${request.stateName}`;
  const canMatch = requestMatchBlocker(request) === null;
  return (
    <Card.Root
      size="sm"
      variant="outline"
      data-testid="plant-request"
      aria-label={`Plant request for ${place}`}
    >
      <Card.Body>
        <Stack direction={{ base: "column", lg: "row" }} justify="space-between" gap="4">
          <Stack gap="1.5" minW="0" flex="1">
            <HStack gap="2" wrap="wrap">
              <Heading as="h3" size="md">
                {place}
              </Heading>
              <RequestStatusBadge status={request.status} />
              <PriorityBadge priority={request.priority} />
            </HStack>
            <Text textStyle="sm" color="fg.muted" overflowWrap="anywhere">
              {request.requestorName} · {request.requestorEmail} · Received {formatDate(request.createdAt)}
            </Text>
            <HStack gap="2" wrap="wrap" textStyle="sm">
              <LuMapPin aria-hidden="true" />
              {request.nearestChurchMiles === null ? (
                <Text color="fg.muted">Location not found on the map</Text>
              ) : (
                <Text>Nearest church: {formatMiles(request.nearestChurchMiles)}</Text>
              )}
              {isFarFromChurch(request.nearestChurchMiles) && (
                <Badge colorPalette="red" variant="subtle">
                  Far from any church
                </Badge>
              )}
            </HStack>
            {request.assignedCandidateName && (
              <Text textStyle="sm">
                Matched with <strong>{request.assignedCandidateName}</strong>
              </Text>
            )}
          </Stack>
          <HStack gap="2" wrap="wrap" align="center" alignSelf={{ lg: "center" }}>
            <Stack direction="row" gap="2" w={{ base: "full", sm: "auto" }}>
              <StatusSelect
                label={`Status of the request for ${place}`}
                value={request.status}
                options={requestStatusOptions}
                blocker={(next) => requestStatusChangeBlocker(request, next as PlantRequestStatus)}
                pending={updating}
                onChange={(next) => onChange({ status: next as PlantRequestStatus })}
              />
              <StatusSelect
                label={`Priority of the request for ${place}`}
                value={request.priority}
                options={priorityOptions}
                pending={updating}
                onChange={(next) => onChange({ priority: next as Priority })}
              />
            </Stack>
            <Button size="sm" variant="outline" onClick={onView}>
              <LuEye aria-hidden="true" />
              View
            </Button>
            {canMatch && (
              <Button size="sm" colorPalette="brand" onClick={onMatch}>
                <LuLink aria-hidden="true" />
                Match a candidate
              </Button>
            )}
            <Tooltip content="Delete request">
              <IconButton
                size="sm"
                variant="ghost"
                colorPalette="red"
                aria-label={`Delete the request for ${place}`}
                onClick={onDelete}
              >
                <LuTrash2 />
              </IconButton>
            </Tooltip>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
