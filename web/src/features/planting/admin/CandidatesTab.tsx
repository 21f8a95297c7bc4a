import {
  AVAILABILITY_OPTIONS,
  type CandidateStatus,
  candidateStatusChangeBlocker,
  PLANTING_ERRORS,
} from "@app/shared";
import { Button, Card, Heading, HStack, IconButton, Stack, Text } from "@chakra-ui/react";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { LuCircleCheck, LuEye, LuTrash2, LuUsers } from "react-icons/lu";
import { ConfirmDialog } from "../../../components/dialog";
import { Tooltip } from "../../../components/ui/tooltip";
import { notifySuccess, useChangeFeedback } from "../../../lib/feedback";
import { trpc } from "../../../lib/trpc";
import { formatDate } from "../../admin/dashboard/format";
import { ListEmpty, ListStates } from "../../admin/dashboard/ListStates";
import { candidateStatusOptions } from "../labels";
import { SelectInput } from "../SelectInput";
import { ApprovalBadge, CandidateStatusBadge } from "./badges";
import { CandidateDetailDialog } from "./CandidateDetailDialog";
import { countLabel, FilterBar, FilterField } from "./FilterBar";
import { StatusSelect } from "./StatusSelect";
import { candidateFilter, usePlantingSearch } from "./search";
import type { Candidate } from "./types";

export function CandidatesTab() {
  const { search, setFilters } = usePlantingSearch();
  const filter = candidateFilter(search);
  const status = filter.status ?? "";
  const availability = filter.availability ?? "";
  const setStatus = (value: string) => setFilters({ status: value || undefined });
  const setAvailability = (value: string) => setFilters({ availability: value || undefined });
  const query = useQuery({ ...trpc.candidates.list.queryOptions(filter), placeholderData: keepPreviousData });
  const [viewingId, setViewingId] = useState<number | null>(null);
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const byId = (id: number | null) =>
    id === null ? null : (query.data?.find((row) => row.id === id) ?? null);

  const update = useMutation(
    trpc.candidates.update.mutationOptions(
      useChangeFeedback("planting", { title: PLANTING_ERRORS.update, signedOut: false }),
    ),
  );
  const approve = useMutation(
    trpc.candidates.approve.mutationOptions(
      useChangeFeedback("planting", { title: PLANTING_ERRORS.approve, signedOut: false }),
    ),
  );
  const remove = useMutation(
    trpc.candidates.remove.mutationOptions(
      useChangeFeedback("planting", { title: PLANTING_ERRORS.remove, signedOut: false }),
    ),
  );
  const deleting = byId(deletingId);

  return (
    <Stack gap="5">
      <FilterBar summary={query.data ? countLabel(query.data.length, "candidate", "candidates") : undefined}>
        <FilterField label="Status">
          <SelectInput
            size="sm"
            placeholder="All Statuses"
            options={candidateStatusOptions}
            value={status}
            onChange={setStatus}
          />
        </FilterField>
        <FilterField label="Availability">
          <SelectInput
            size="sm"
            placeholder="All Availability"
            options={AVAILABILITY_OPTIONS}
            value={availability}
            onChange={setAvailability}
          />
        </FilterField>
      </FilterBar>
      <ListStates
        query={query}
        loading="Loading pastoral candidates..."
        empty={
          <ListEmpty
            icon={<LuUsers />}
            title="No pastoral candidates found"
            description={
              status || availability
                ? "Try another status or availability."
                : "Applications sent through the public form appear here."
            }
          />
        }
      >
        {(candidates) => (
          <Stack gap="3" opacity={query.isPlaceholderData ? 0.6 : 1} aria-busy={query.isPlaceholderData}>
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
                      onSuccess: () => notifySuccess(`${candidate.firstName} ${candidate.lastName} updated`),
                    },
                  )
                }
                onApprove={() =>
                  approve.mutate(
                    { id: candidate.id },
                    {
                      onSuccess: () => notifySuccess(`${candidate.firstName} ${candidate.lastName} approved`),
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
        title="Delete this candidate?"
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
                notifySuccess("Candidate deleted");
                setDeletingId(null);
              },
            },
          );
        }}
        size="sm"
      >
        <Text color="fg.muted">
          {deleting
            ? `The application of ${deleting.firstName} ${deleting.lastName} will be removed for good.${
                deleting.assignedRequestPlace
                  ? ` The request for ${deleting.assignedRequestPlace} goes back to its status from before the match.`
                  : ""
              }`
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
  const name = `${candidate.firstName} ${candidate.lastName}`;
  const facts = [
    candidate.availability && `Available: ${candidate.availability}`,
    candidate.communityTypePreference && `${candidate.communityTypePreference} community`,
    candidate.currentRole,
  ].filter(Boolean);
  return (
    <Card.Root size="sm" variant="outline" data-testid="pastoral-candidate" aria-label={`Candidate ${name}`}>
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
              {[candidate.email, candidate.phone, `Received ${formatDate(candidate.createdAt)}`]
                .filter(Boolean)
                .join(" · ")}
            </Text>
            {facts.length > 0 && <Text textStyle="sm">{facts.join(" · ")}</Text>}
            {candidate.assignedRequestPlace && (
              <Text textStyle="sm">
                Matched with the request for <strong>{candidate.assignedRequestPlace}</strong>
              </Text>
            )}
          </Stack>
          <HStack gap="2" wrap="wrap" align="center" alignSelf={{ lg: "center" }}>
            <Stack w={{ base: "full", sm: "auto" }}>
              <StatusSelect
                label={`Status of ${name}`}
                value={candidate.status}
                options={candidateStatusOptions}
                blocker={(next) => candidateStatusChangeBlocker(candidate, next as CandidateStatus)}
                pending={updating}
                onChange={(next) => onStatus(next as CandidateStatus)}
              />
            </Stack>
            <Button size="sm" variant="outline" onClick={onView}>
              <LuEye aria-hidden="true" />
              View
            </Button>
            {!candidate.isApproved && (
              <Button
                size="sm"
                colorPalette="green"
                loading={approving}
                loadingText="Approving..."
                onClick={onApprove}
                aria-label={`Approve ${name}`}
              >
                <LuCircleCheck aria-hidden="true" />
                Approve
              </Button>
            )}
            <Tooltip content="Delete candidate">
              <IconButton
                size="sm"
                variant="ghost"
                colorPalette="red"
                aria-label={`Delete ${name}`}
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
