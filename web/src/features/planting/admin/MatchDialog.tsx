import { ADMIN_LIST_PAGE_MAX, candidateMatchBlocker } from "@app/shared";
import { MSG } from "@app/shared/i18n";
import { Badge, Box, Button, Card, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { LuLink, LuMapPin, LuUsers } from "react-icons/lu";
import { ListEmpty, ListStates } from "../../../components/lists/ListStates";
import { notifySuccess, useChangeFeedback } from "../../../lib/feedback";
import { useI18n } from "../../../lib/i18n";
import { trpc } from "../../../lib/trpc";
import { availabilityLabel, communityFact, timelineLabel } from "../labels";
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
  const { t } = useI18n();
  const candidates = useQuery({
    // The largest page the server sends: candidates waiting for a match are few, and ranked here by preference.
    ...trpc.candidates.list.queryOptions({ status: "available", offset: 0, limit: ADMIN_LIST_PAGE_MAX }),
    enabled: request !== null,
  });
  const match = useMutation(
    trpc.planting.match.mutationOptions(
      useChangeFeedback("planting", { title: MSG.messages.PLANTING_ERRORS.match, signedOut: false }),
    ),
  );

  const ranked = useMemo(() => {
    if (!request || !candidates.data) return undefined;
    return candidates.data.items
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
      title={
        request ? t("plantingAdmin.match.title", { place: `${request.cityName}, ${request.stateName}` }) : ""
      }
    >
      {request && (
        <Stack gap="6">
          <Box bg="bg.subtle" rounded="l3" p="4">
            <DetailList
              items={[
                { label: t("plantingAdmin.requestDetail.requestor"), value: request.requestorName },
                {
                  label: t("planting.request.timeline"),
                  value: request.timeline && timelineLabel(t, request.timeline),
                },
                { label: t("plantingAdmin.requestDetail.needs"), value: request.communityNeeds },
                {
                  label: t("plantingAdmin.nearestChurch"),
                  value: request.nearestChurchMiles === null ? null : formatMiles(request.nearestChurchMiles),
                },
              ]}
            />
          </Box>
          <Stack gap="3">
            <Heading as="h3" size="sm">
              {t("plantingAdmin.match.heading")}
            </Heading>
            <ListStates
              query={{ ...candidates, data: ranked }}
              loading={t("plantingAdmin.match.loading")}
              empty={
                <ListEmpty
                  icon={<LuUsers />}
                  title={t("plantingAdmin.match.empty")}
                  description={t("plantingAdmin.match.emptyText")}
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
                                t("plantingAdmin.match.done"),
                                t("plantingAdmin.match.doneText", {
                                  name: `${candidate.firstName} ${candidate.lastName}`,
                                  place: `${request.cityName}, ${request.stateName}`,
                                }),
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
  const { t } = useI18n();
  const facts = [
    candidate.communityTypePreference && communityFact(t, candidate.communityTypePreference),
    candidate.availability &&
      t("plantingAdmin.availableFact", { availability: availabilityLabel(t, candidate.availability) }),
    candidate.yearsInMinistry !== null &&
      t("plantingAdmin.match.yearsInMinistry", { count: candidate.yearsInMinistry }),
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
                  {t("plantingAdmin.match.prefersArea")}
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
            loadingText={t("plantingAdmin.match.matching")}
            disabled={disabled && !pending}
            onClick={onMatch}
            aria-label={t("plantingAdmin.match.matchLabel", {
              name: `${candidate.firstName} ${candidate.lastName}`,
            })}
          >
            <LuLink aria-hidden="true" />
            {t("plantingAdmin.match.match")}
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
            {t("plantingAdmin.match.geographicPreferences")}
          </Text>
          <Text textStyle="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">
            {candidate.geographicPreferences || t("plantingAdmin.match.noneGiven")}
          </Text>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
