import { candidateMatchBlocker, PLANTING_ERRORS } from "@app/shared";
import { Badge, Box, Button, Card, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { LuLink, LuMapPin, LuUsers } from "react-icons/lu";
import { notifySuccess, useChangeFeedback } from "../../../lib/feedback";
import { trpc } from "../../../lib/trpc";
import { ListEmpty, ListStates } from "../../admin/dashboard/ListStates";
import { DetailDialog } from "./DetailDialog";
import { DetailList } from "./DetailList";
import { formatMiles } from "./distance";
import { prefersPlace } from "./places";
import type { Candidate, PlantRequest } from "./types";

interface MatchDialogProps {
  request: PlantRequest | null;
  onClose: () => void;
  onMatched: () => void;
}

/**
 * 'Match a candidate': the request beside every candidate that may be matched (available and approved),
 * those whose geographic preferences name the request's town or state first.
 */
export function MatchDialog({ request, onClose, onMatched }: MatchDialogProps) {
  const candidates = useQuery({
    ...trpc.candidates.list.queryOptions({ status: "available" }),
    enabled: request !== null,
  });
  const match = useMutation(
    trpc.planting.match.mutationOptions(
      useChangeFeedback("planting", { title: PLANTING_ERRORS.match, signedOut: false }),
    ),
  );

  const ranked = useMemo(() => {
    if (!request || !candidates.data) return undefined;
    return candidates.data
      .filter((candidate) => candidateMatchBlocker(candidate) === null)
      .map((candidate) => ({
        candidate,
        prefers: prefersPlace(candidate.geographicPreferences, request.cityName, request.stateName),
      }))
      .sort((a, b) => Number(b.prefers) - Number(a.prefers));
  }, [candidates.data, request]);

  return (
    <DetailDialog
      open={request !== null}
      onClose={onClose}
      title={request ? `Match a candidate: ${request.cityName}, ${request.stateName}` : ""}
    >
      {request && (
        <Stack gap="6">
          <Box bg="bg.subtle" rounded="l3" p="4">
            <DetailList
              items={[
                { label: "Requestor", value: request.requestorName },
                { label: "Preferred Timeline", value: request.timeline },
                { label: "Community Needs", value: request.communityNeeds },
                {
                  label: "Nearest Church",
                  value: request.nearestChurchMiles === null ? null : formatMiles(request.nearestChurchMiles),
                },
              ]}
            />
          </Box>
          <Stack gap="3">
            <Heading as="h3" size="sm">
              Available approved candidates
            </Heading>
            <ListStates
              query={{ ...candidates, data: ranked }}
              loading="Loading candidates..."
              empty={
                <ListEmpty
                  icon={<LuUsers />}
                  title="No candidates to match"
                  description="Only candidates who are available and approved can be matched. Approve candidates in the Pastoral Candidates tab."
                />
              }
            >
              {(items) => (
                <Stack gap="3">
                  {items.map(({ candidate, prefers }) => (
                    <MatchCandidateCard
                      key={candidate.id}
                      candidate={candidate}
                      prefers={prefers}
                      pending={match.isPending && match.variables?.candidateId === candidate.id}
                      disabled={match.isPending}
                      onMatch={() =>
                        match.mutate(
                          { requestId: request.id, candidateId: candidate.id },
                          {
                            onSuccess: () => {
                              notifySuccess(
                                "Candidate matched",
                                `${candidate.firstName} ${candidate.lastName} is matched with the request for ${request.cityName}, ${request.stateName}.`,
                              );
                              onMatched();
                            },
                          },
                        )
                      }
                    />
                  ))}
                </Stack>
              )}
            </ListStates>
          </Stack>
        </Stack>
      )}
    </DetailDialog>
  );
}

interface MatchCandidateCardProps {
  candidate: Candidate;
  prefers: boolean;
  pending: boolean;
  disabled: boolean;
  onMatch: () => void;
}

function MatchCandidateCard({ candidate, prefers, pending, disabled, onMatch }: MatchCandidateCardProps) {
  const facts = [
    candidate.communityTypePreference && `${candidate.communityTypePreference} community`,
    candidate.availability && `Available: ${candidate.availability}`,
    candidate.yearsInMinistry !== null && `${candidate.yearsInMinistry} years in ministry`,
  ].filter(Boolean);
  return (
    <Card.Root size="sm" variant="outline" data-testid="match-candidate">
      <Card.Body gap="3">
        <Stack direction={{ base: "column", sm: "row" }} justify="space-between" gap="3">
          <Stack gap="1" minW="0">
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="semibold">
                {candidate.firstName} {candidate.lastName}
              </Text>
              {prefers && (
                <Badge colorPalette="green" variant="subtle">
                  <LuMapPin aria-hidden="true" />
                  Prefers this area
                </Badge>
              )}
            </HStack>
            {facts.length > 0 && (
              <Text textStyle="sm" color="fg.muted">
                {facts.join(" · ")}
              </Text>
            )}
          </Stack>
          <Button
            size="sm"
            colorPalette="brand"
            flexShrink="0"
            alignSelf={{ base: "stretch", sm: "flex-start" }}
            loading={pending}
            loadingText="Matching..."
            disabled={disabled && !pending}
            onClick={onMatch}
            aria-label={`Match ${candidate.firstName} ${candidate.lastName}`}
          >
            <LuLink aria-hidden="true" />
            Match
          </Button>
        </Stack>
        <Box>
          <Text
            textStyle="xs"
            fontWeight="semibold"
            color="fg.muted"
            textTransform="uppercase"
            letterSpacing="wide"
          >
            Geographic preferences
          </Text>
          <Text textStyle="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">
            {candidate.geographicPreferences || "None given"}
          </Text>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
