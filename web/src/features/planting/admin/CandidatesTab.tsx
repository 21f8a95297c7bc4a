import { type CandidateStatus, candidateStatusChangeBlocker } from "@app/shared";
import { MSG } from "@app/shared/i18n";
import { Button, Card, Heading, HStack, IconButton, Stack, Text } from "@chakra-ui/react";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Trans } from "react-i18next";
import { LuCircleCheck, LuEye, LuTrash2, LuUsers } from "react-icons/lu";
import { ConfirmDialog } from "../../../components/dialog";
import { ListEmpty, ListStates } from "../../../components/lists/ListStates";
import { ServerPager, ServerSearchBox, useServerList } from "../../../components/lists/ServerList";
import { Tooltip } from "../../../components/ui/tooltip";
import { formatDate } from "../../../lib/dates";
import { notifySuccess, useChangeFeedback } from "../../../lib/feedback";
import { useI18n } from "../../../lib/i18n";
import { staleStyle } from "../../../lib/stale-results";
import { trpc } from "../../../lib/trpc";
import { availabilityLabel, availabilityOptions, candidateStatusOptions, communityFact } from "../labels";
import { SelectInput } from "../SelectInput";
import { ApprovalBadge, CandidateStatusBadge } from "./badges";
import { CandidateDetailDialog } from "./CandidateDetailDialog";
import { FilterBar, FilterField } from "./FilterBar";
import { StatusSelect } from "./StatusSelect";
import { candidateFilter, usePlantingSearch } from "./search";
import type { Candidate } from "./types";

export function CandidatesTab() {
  const { t } = useI18n();
  const { search, setFilters } = usePlantingSearch();
  const filter = candidateFilter(search);
  const status = filter.status ?? "";
  const availability = filter.availability ?? "";
  const setStatus = (value: string) => setFilters({ status: value || undefined });
  const setAvailability = (value: string) => setFilters({ availability: value || undefined });
  // The server searches and pages (issue 38); the filters combine with the search.
  const [typed, setTyped] = useState("");
  const { input, setOffset, settled } = useServerList(typed);
  const query = useQuery({
    ...trpc.candidates.list.queryOptions({ ...filter, ...input }),
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.items;
  const [viewingId, setViewingId] = useState<number | null>(null);
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const byId = (id: number | null) => (id === null ? null : (rows?.find((row) => row.id === id) ?? null));

  const update = useMutation(
    trpc.candidates.update.mutationOptions(
      useChangeFeedback("planting", { title: MSG.messages.PLANTING_ERRORS.update, signedOut: false }),
    ),
  );
  const approve = useMutation(
    trpc.candidates.approve.mutationOptions(
      useChangeFeedback("planting", { title: MSG.messages.PLANTING_ERRORS.approve, signedOut: false }),
    ),
  );
  const remove = useMutation(
    trpc.candidates.remove.mutationOptions(
      useChangeFeedback("planting", { title: MSG.messages.PLANTING_ERRORS.remove, signedOut: false }),
    ),
  );
  const deleting = byId(deletingId);

  return (
    <Stack gap="5">
      <FilterBar
        summary={query.data ? t("plantingAdmin.candidates.count", { count: query.data.total }) : undefined}
      >
        <FilterField label={t("plantingAdmin.status")}>
          <SelectInput
            size="sm"
            placeholder={t("plantingAdmin.allStatuses")}
            options={candidateStatusOptions(t)}
            value={status}
            onChange={setStatus}
          />
        </FilterField>
        <FilterField label={t("plantingAdmin.candidates.availability")}>
          <SelectInput
            size="sm"
            placeholder={t("plantingAdmin.candidates.allAvailability")}
            options={availabilityOptions(t)}
            value={availability}
            onChange={setAvailability}
          />
        </FilterField>
      </FilterBar>
      <ServerSearchBox
        label={t("adminChurches.lists.searchCandidates")}
        placeholder={t("adminChurches.lists.searchCandidatesPlaceholder")}
        value={typed}
        onChange={setTyped}
        busy={!settled || query.isPlaceholderData}
      />
      <ListStates
        query={{ ...query, data: rows }}
        loading={t("plantingAdmin.candidates.loading")}
        empty={
          <ListEmpty
            icon={<LuUsers />}
            title={t("plantingAdmin.candidates.empty")}
            description={
              status || availability
                ? t("plantingAdmin.candidates.emptyFiltered")
                : t("plantingAdmin.candidates.emptyText")
            }
          />
        }
      >
        {(candidates) => (
          <Stack gap="3" {...staleStyle(query.isPlaceholderData)} aria-busy={query.isPlaceholderData}>
            <ServerPager
              list={t("plantingAdmin.tabs.candidates")}
              offset={input.offset}
              limit={input.limit}
              total={query.data?.total ?? 0}
              shown={candidates.length}
              onOffset={setOffset}
            />
            {candidates.map((candidate) => (
              <CandidateCard
                key={candidate.id}
                candidate={candidate}
                updating={update.isPending && update.variables?.id === candidate.id}
                approving={approve.isPending && approve.variables?.id === candidate.id}
                onStatus={(next) =>
                  update.mutate(
                    { id: candidate.id, data: { status: next } },
                    {
                      onSuccess: () =>
                        notifySuccess(
                          t("plantingAdmin.candidates.updated", {
                            name: `${candidate.firstName} ${candidate.lastName}`,
                          }),
                        ),
                    },
                  )
                }
                onApprove={() =>
                  approve.mutate(
                    { id: candidate.id },
                    {
                      onSuccess: () =>
                        notifySuccess(
                          t("plantingAdmin.candidates.approved", {
                            name: `${candidate.firstName} ${candidate.lastName}`,
                          }),
                        ),
                    },
                  )
                }
                onView={() => setViewingId(candidate.id)}
                onDelete={() => setDeletingId(candidate.id)}
              />
            ))}
          </Stack>
        )}
      </ListStates>

      <CandidateDetailDialog candidate={byId(viewingId)} onClose={() => setViewingId(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={t("plantingAdmin.candidates.deleteTitle")}
        pending={remove.isPending}
        onClose={() => setDeletingId(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(
            { id: deleting.id },
            {
              onSuccess: () => {
                notifySuccess(t("plantingAdmin.candidates.deleted"));
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
                t("plantingAdmin.candidates.deleteText", {
                  name: `${deleting.firstName} ${deleting.lastName}`,
                }),
                deleting.assignedRequestPlace &&
                  t("plantingAdmin.candidates.deleteFreesRequest", { place: deleting.assignedRequestPlace }),
              ]
                .filter(Boolean)
                .join(" ")
            : ""}
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}

interface CandidateCardProps {
  candidate: Candidate;
  updating: boolean;
  approving: boolean;
  onStatus: (status: CandidateStatus) => void;
  onApprove: () => void;
  onView: () => void;
  onDelete: () => void;
}

function CandidateCard({
  candidate,
  updating,
  approving,
  onStatus,
  onApprove,
  onView,
  onDelete,
}: CandidateCardProps) {
  const { t } = useI18n();
  const name = `${candidate.firstName} ${candidate.lastName}`;
  const facts = [
    candidate.availability &&
      t("plantingAdmin.availableFact", { availability: availabilityLabel(t, candidate.availability) }),
    candidate.communityTypePreference && communityFact(t, candidate.communityTypePreference),
    candidate.currentRole,
  ].filter(Boolean);
  return (
    <Card.Root
      size="sm"
      variant="outline"
      data-testid="pastoral-candidate"
      aria-label={t("plantingAdmin.candidates.card", { name })}
    >
      <Card.Body>
        <Stack direction={{ base: "column", lg: "row" }} justify="space-between" gap="4">
          <Stack gap="1.5" minW="0" flex="1">
            <HStack gap="2" wrap="wrap">
              <Heading as="h3" size="md">
                {name}
              </Heading>
              <CandidateStatusBadge status={candidate.status} />
              <ApprovalBadge approved={candidate.isApproved} />
            </HStack>
            <Text textStyle="sm" color="fg.muted" overflowWrap="anywhere">
              {[
                candidate.email,
                candidate.phone,
                t("plantingAdmin.receivedOn", { date: formatDate(candidate.createdAt) }),
              ]
                .filter(Boolean)
                .join(" · ")}
            </Text>
            {facts.length > 0 && <Text textStyle="sm">{facts.join(" · ")}</Text>}
            {candidate.assignedRequestPlace && (
              <Text textStyle="sm">
                <Trans
                  i18nKey="plantingAdmin.candidates.matchedWith"
                  values={{ place: candidate.assignedRequestPlace }}
                  components={{ strong: <strong /> }}
                />
              </Text>
            )}
          </Stack>
          <HStack gap="2" wrap="wrap" align="center" alignSelf={{ lg: "center" }}>
            <Stack w={{ base: "full", sm: "auto" }}>
              <StatusSelect
                label={t("plantingAdmin.candidates.statusOf", { name })}
                value={candidate.status}
                options={candidateStatusOptions(t)}
                blocker={(next) => candidateStatusChangeBlocker(candidate, next as CandidateStatus)}
                pending={updating}
                onChange={(next) => onStatus(next as CandidateStatus)}
              />
            </Stack>
            <Button size="sm" variant="outline" onClick={onView}>
              <LuEye aria-hidden="true" />
              {t("plantingAdmin.view")}
            </Button>
            {!candidate.isApproved && (
              <Button
                size="sm"
                colorPalette="green"
                loading={approving}
                loadingText={t("adminContent.approving")}
                onClick={onApprove}
                aria-label={t("plantingAdmin.candidates.approveLabel", { name })}
              >
                <LuCircleCheck aria-hidden="true" />
                {t("adminContent.approve")}
              </Button>
            )}
            <Tooltip content={t("plantingAdmin.candidates.deleteTooltip")}>
              <IconButton
                size="sm"
                variant="ghost"
                colorPalette="red"
                aria-label={t("plantingAdmin.candidates.deleteLabel", { name })}
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
