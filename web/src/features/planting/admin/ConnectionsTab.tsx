import { MSG } from "@app/shared/i18n";
import { Box, Card, Heading, HStack, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { LuHandshake, LuMail, LuUndo2 } from "react-icons/lu";
import { ConfirmDialog } from "../../../components/dialog";
import { ListEmpty, ListStates } from "../../../components/lists/ListStates";
import { Button } from "../../../components/ui/button";
import { formatDate } from "../../../lib/dates";
import { notifySuccess, useChangeFeedback } from "../../../lib/feedback";
import { useI18n } from "../../../lib/i18n";
import { trpc } from "../../../lib/trpc";
import { CandidateStatusBadge, RequestStatusBadge } from "./badges";
import { emailBothHref } from "./mailto";
import type { Connection } from "./types";

export function ConnectionsTab() {
  const { t } = useI18n();
  const query = useQuery(trpc.planting.connections.queryOptions());
  const unmatch = useMutation(
    trpc.planting.unmatch.mutationOptions(
      useChangeFeedback("planting", { title: MSG.messages.PLANTING_ERRORS.update, signedOut: false }),
    ),
  );
  const [undoingId, setUndoingId] = useState<number | null>(null);
  const undoing = query.data?.find((row) => row.requestId === undoingId) ?? null;

  return (
    <Stack gap="5">
      <ListStates
        query={query}
        loading={t("plantingAdmin.connections.loading")}
        empty={
          <ListEmpty
            icon={<LuHandshake />}
            title={t("plantingAdmin.connections.empty")}
            description={t("plantingAdmin.connections.emptyText")}
          />
        }
      >
        {(connections) => (
          <Stack gap="3">
            {connections.map((connection) => (
              <ConnectionCard
                key={connection.requestId}
                connection={connection}
                onUndo={() => setUndoingId(connection.requestId)}
              />
            ))}
          </Stack>
        )}
      </ListStates>
      <ConfirmDialog
        open={undoing !== null}
        title={t("plantingAdmin.connections.undoTitle")}
        confirmLabel={t("plantingAdmin.connections.undo")}
        pendingLabel={t("plantingAdmin.connections.undoing")}
        pending={unmatch.isPending}
        onClose={() => setUndoingId(null)}
        onConfirm={() => {
          if (!undoing) return;
          unmatch.mutate(
            { requestId: undoing.requestId },
            {
              onSuccess: () => {
                notifySuccess(t("plantingAdmin.connections.undone"));
                setUndoingId(null);
              },
            },
          );
        }}
        size="sm"
      >
        <Text color="fg.muted">
          {undoing
            ? t("plantingAdmin.connections.undoText", {
                name: `${undoing.candidateFirstName} ${undoing.candidateLastName}`,
                place: `${undoing.cityName}, ${undoing.stateName}`,
              })
            : ""}
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}

function ConnectionCard({ connection, onUndo }: { connection: Connection; onUndo: () => void }) {
  const { t } = useI18n();
  const place = `${connection.cityName}, ${connection.stateName}`;
  const candidate = `${connection.candidateFirstName} ${connection.candidateLastName}`;
  return (
    <Card.Root
      size="sm"
      variant="outline"
      data-testid="connection"
      aria-label={t("plantingAdmin.connections.card", { place })}
    >
      <Card.Body gap="4">
        <Stack direction={{ base: "column", md: "row" }} justify="space-between" gap="3">
          <Stack gap="1">
            <Heading as="h3" size="md">
              {place}
            </Heading>
            <Text textStyle="sm" color="fg.muted">
              {connection.matchedAt
                ? t("plantingAdmin.connections.matchedOn", { date: formatDate(connection.matchedAt) })
                : t("plantingAdmin.connections.matched")}
            </Text>
          </Stack>
          <HStack gap="2" wrap="wrap" align="flex-start">
            <Button asChild size="sm" colorPalette="brand">
              <a href={emailBothHref(connection)}>
                <LuMail aria-hidden="true" />
                {t("plantingAdmin.connections.emailBoth")}
              </a>
            </Button>
            <Button size="sm" variant="outline" onClick={onUndo}>
              <LuUndo2 aria-hidden="true" />
              {t("plantingAdmin.connections.undo")}
            </Button>
          </HStack>
        </Stack>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <Party
            title={t("plantingAdmin.connections.request")}
            badge={<RequestStatusBadge status={connection.requestStatus} />}
          >
            <Text fontWeight="medium">{connection.requestorName}</Text>
            <EmailLink email={connection.requestorEmail} />
          </Party>
          <Party
            title={t("plantingAdmin.connections.candidate")}
            badge={<CandidateStatusBadge status={connection.candidateStatus} />}
          >
            <Text fontWeight="medium">{candidate}</Text>
            <EmailLink email={connection.candidateEmail} />
            {connection.candidatePhone && <Text textStyle="sm">{connection.candidatePhone}</Text>}
          </Party>
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}

function Party({ title, badge, children }: { title: string; badge: ReactNode; children: ReactNode }) {
  return (
    <Box bg="bg.subtle" rounded="l3" p="3" minW="0">
      <HStack justify="space-between" mb="1" gap="2">
        <Text
          textStyle="xs"
          fontWeight="semibold"
          color="fg.muted"
          textTransform="uppercase"
          letterSpacing="wide"
        >
          {title}
        </Text>
        {badge}
      </HStack>
      <Stack gap="0.5">{children}</Stack>
    </Box>
  );
}

function EmailLink({ email }: { email: string }) {
  return (
    <Link href={`mailto:${email}`} textStyle="sm" color="brand.fg" overflowWrap="anywhere">
      {email}
    </Link>
  );
}
