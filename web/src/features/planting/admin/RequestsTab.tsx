import {
  type PlantRequestStatus,
  type Priority,
  requestMatchBlocker,
  requestStatusChangeBlocker,
} from "@app/shared";
import { MSG } from "@app/shared/i18n";
import { Badge, Button, Card, Heading, HStack, IconButton, Stack, Text } from "@chakra-ui/react";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { Trans } from "react-i18next";
import { LuEye, LuLink, LuMapPin, LuSprout, LuTrash2 } from "react-icons/lu";
import { ConfirmDialog } from "../../../components/dialog";
import { ListEmpty, ListStates } from "../../../components/lists/ListStates";
import { ServerPager, ServerSearchBox, useServerList } from "../../../components/lists/ServerList";
import { Tooltip } from "../../../components/ui/tooltip";
import { formatDate } from "../../../lib/dates";
import { notifySuccess, useChangeFeedback } from "../../../lib/feedback";
import { useI18n } from "../../../lib/i18n";
import { staleStyle } from "../../../lib/stale-results";
import { trpc } from "../../../lib/trpc";
import { priorityOptions, requestStatusOptions } from "../labels";
import { SelectInput } from "../SelectInput";
import { PriorityBadge, RequestStatusBadge } from "./badges";
import { formatMiles, isFarFromChurch } from "./distance";
import { FilterBar, FilterField } from "./FilterBar";
import { MatchDialog } from "./MatchDialog";
import { RequestDetailDialog } from "./RequestDetailDialog";
import { RequestsMap } from "./RequestsMap";
import { StatusSelect } from "./StatusSelect";
import { requestFilter, usePlantingSearch } from "./search";
import type { PlantRequest } from "./types";

export function RequestsTab({ onMatched }: { onMatched: () => void }) {
  const { t } = useI18n();
  const { search, setFilters } = usePlantingSearch();
  const filter = requestFilter(search);
  const status = filter.status ?? "";
  const priority = filter.priority ?? "";
  const setStatus = (value: string) => setFilters({ status: value || undefined });
  const setPriority = (value: string) => setFilters({ priority: value || undefined });
  // The server searches and pages (issue 38); the filters combine with the search.
  const [typed, setTyped] = useState("");
  const { input, setOffset, settled } = useServerList(typed);
  const query = useQuery({
    ...trpc.planting.list.queryOptions({ ...filter, ...input }),
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.items;
  const [viewingId, setViewingId] = useState<number | null>(null);
  const [matchingId, setMatchingId] = useState<number | null>(null);
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const byId = (id: number | null) => (id === null ? null : (rows?.find((row) => row.id === id) ?? null));

  const update = useMutation(
    trpc.planting.update.mutationOptions(
      useChangeFeedback("planting", { title: MSG.messages.PLANTING_ERRORS.update, signedOut: false }),
    ),
  );
  const remove = useMutation(
    trpc.planting.remove.mutationOptions(
      useChangeFeedback("planting", { title: MSG.messages.PLANTING_ERRORS.remove, signedOut: false }),
    ),
  );
  const deleting = byId(deletingId);
  const onSelectOnMap = useCallback((id: number) => setViewingId(id), []);

  return (
    <Stack gap="5">
      <FilterBar
        summary={query.data ? t("plantingAdmin.requests.count", { count: query.data.total }) : undefined}
      >
        <FilterField label={t("plantingAdmin.status")}>
          <SelectInput
            size="sm"
            placeholder={t("plantingAdmin.allStatuses")}
            options={requestStatusOptions(t)}
            value={status}
            onChange={setStatus}
          />
        </FilterField>
        <FilterField label={t("plantingAdmin.requests.priority")}>
          <SelectInput
            size="sm"
            placeholder={t("plantingAdmin.requests.allPriorities")}
            options={priorityOptions(t)}
            value={priority}
            onChange={setPriority}
          />
        </FilterField>
      </FilterBar>
      {rows && rows.length > 0 && <RequestsMap requests={rows} onSelect={onSelectOnMap} />}
      <ServerSearchBox
        label={t("adminChurches.lists.searchRequests")}
        placeholder={t("adminChurches.lists.searchRequestsPlaceholder")}
        value={typed}
        onChange={setTyped}
        busy={!settled || query.isPlaceholderData}
      />
      <ListStates
        query={{ ...query, data: rows }}
        loading={t("plantingAdmin.requests.loading")}
        empty={
          <ListEmpty
            icon={<LuSprout />}
            title={t("plantingAdmin.requests.empty")}
            description={
              status || priority
                ? t("plantingAdmin.requests.emptyFiltered")
                : t("plantingAdmin.requests.emptyText")
            }
          />
        }
      >
        {(requests) => (
          <Stack gap="3" {...staleStyle(query.isPlaceholderData)} aria-busy={query.isPlaceholderData}>
            <ServerPager
              list={t("plantingAdmin.tabs.requests")}
              offset={input.offset}
              limit={input.limit}
              total={query.data?.total ?? 0}
              shown={requests.length}
              onOffset={setOffset}
            />
            {requests.map((request) => (
              <RequestCard
                key={request.id}
                request={request}
                updating={update.isPending && update.variables?.id === request.id}
                onChange={(data) =>
                  update.mutate(
                    { id: request.id, data },
                    {
                      onSuccess: () =>
                        notifySuccess(t("plantingAdmin.requests.updated", { city: request.cityName })),
                    },
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
        title={t("plantingAdmin.requests.deleteTitle")}
        pending={remove.isPending}
        onClose={() => setDeletingId(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(
            { id: deleting.id },
            {
              onSuccess: () => {
                notifySuccess(t("plantingAdmin.requests.deleted"));
                setDeletingId(null);
              },
            },
          );
        }}
        size="sm"
      >
        <Text color="fg.muted">
          {deleting
            ? [
                t("plantingAdmin.requests.deleteText", {
                  requestor: deleting.requestorName,
                  place: `${deleting.cityName}, ${deleting.stateName}`,
                }),
                deleting.assignedCandidateName &&
                  t("plantingAdmin.requests.deleteFreesCandidate", { name: deleting.assignedCandidateName }),
              ]
                .filter(Boolean)
                .join(" ")
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
  const { t } = useI18n();
  const place = `${request.cityName}, ${request.stateName}`;
  const canMatch = requestMatchBlocker(request) === null;
  return (
    <Card.Root
      size="sm"
      variant="outline"
      data-testid="plant-request"
      aria-label={t("plantingAdmin.requests.card", { place })}
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
              {[
                request.requestorName,
                request.requestorEmail,
                t("plantingAdmin.receivedOn", { date: formatDate(request.createdAt) }),
              ].join(" · ")}
            </Text>
            <HStack gap="2" wrap="wrap" textStyle="sm">
              <LuMapPin aria-hidden="true" />
              {request.nearestChurchMiles === null ? (
                <Text color="fg.muted">{t("plantingAdmin.notLocated")}</Text>
              ) : (
                <Text>
                  {t("plantingAdmin.nearestChurchDistance", {
                    distance: formatMiles(request.nearestChurchMiles),
                  })}
                </Text>
              )}
              {isFarFromChurch(request.nearestChurchMiles) && (
                <Badge colorPalette="red" variant="subtle">
                  {t("plantingAdmin.requests.farFromChurch")}
                </Badge>
              )}
            </HStack>
            {request.assignedCandidateName && (
              <Text textStyle="sm">
                <Trans
                  i18nKey="plantingAdmin.requests.matchedWith"
                  values={{ name: request.assignedCandidateName }}
                  components={{ strong: <strong /> }}
                />
              </Text>
            )}
          </Stack>
          <HStack gap="2" wrap="wrap" align="center" alignSelf={{ lg: "center" }}>
            <Stack direction="row" gap="2" w={{ base: "full", sm: "auto" }}>
              <StatusSelect
                label={t("plantingAdmin.requests.statusOf", { place })}
                value={request.status}
                options={requestStatusOptions(t)}
                blocker={(next) => requestStatusChangeBlocker(request, next as PlantRequestStatus)}
                pending={updating}
                onChange={(next) => onChange({ status: next as PlantRequestStatus })}
              />
              <StatusSelect
                label={t("plantingAdmin.requests.priorityOf", { place })}
                value={request.priority}
                options={priorityOptions(t)}
                pending={updating}
                onChange={(next) => onChange({ priority: next as Priority })}
              />
            </Stack>
            <Button size="sm" variant="outline" onClick={onView}>
              <LuEye aria-hidden="true" />
              {t("plantingAdmin.view")}
            </Button>
            {canMatch && (
              <Button size="sm" colorPalette="brand" onClick={onMatch}>
                <LuLink aria-hidden="true" />
                {t("plantingAdmin.requests.match")}
              </Button>
            )}
            <Tooltip content={t("plantingAdmin.requests.deleteTooltip")}>
              <IconButton
                size="sm"
                variant="ghost"
                colorPalette="red"
                aria-label={t("plantingAdmin.requests.deleteLabel", { place })}
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
