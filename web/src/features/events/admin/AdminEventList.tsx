import { Badge, Box, Button, Card, EmptyState, Heading, HStack, Stack, Text, VStack } from "@chakra-ui/react";
import type { inferOutput } from "@trpc/tanstack-react-query";
import { LuCalendarX, LuPencil, LuTrash2 } from "react-icons/lu";
import { useI18n } from "../../../lib/i18n";
import type { Trpc } from "../../../lib/trpc";
import { EventBadges } from "../EventBadges";
import { EventFacts } from "../EventFacts";
import { EventImage } from "../EventImage";

export type AdminEventItem = inferOutput<Trpc["events"]["adminList"]>["items"][number];

interface AdminEventListProps {
  events: AdminEventItem[];
  onEdit: (event: AdminEventItem) => void;
  onDelete: (event: AdminEventItem) => void;
}

export function AdminEventList({ events, onEdit, onDelete }: AdminEventListProps) {
  const { t } = useI18n();
  if (events.length === 0) {
    return (
      <EmptyState.Root bg="bg" rounded="card" borderWidth="1px" borderColor="border.muted">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LuCalendarX />
          </EmptyState.Indicator>
          <VStack textAlign="center">
            <EmptyState.Title as="h2">{t("messages.NO_EVENTS_YET")}</EmptyState.Title>
            <EmptyState.Description>{t("adminEvents.emptyText")}</EmptyState.Description>
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  // The server sends upcoming events first (soonest first), then past ones (latest first).
  const upcoming = events.filter((event) => !event.isPast);
  const past = events.filter((event) => event.isPast);
  return (
    <Stack gap="8" data-testid="admin-event-list">
      {[
        {
          key: "upcoming",
          title: t("adminEvents.upcoming"),
          list: upcoming,
          empty: t("adminEvents.noUpcoming"),
        },
        { key: "past", title: t("adminEvents.past"), list: past, empty: null },
      ].map(
        (group) =>
          (group.list.length > 0 || group.empty) && (
            <Stack as="section" key={group.key} gap="3" aria-label={group.title}>
              <Heading as="h2" size="md" color="fg.muted">
                {group.title} ({group.list.length})
              </Heading>
              {group.list.length === 0 ? (
                <Text color="fg.muted">{group.empty}</Text>
              ) : (
                <EventRows events={group.list} onEdit={onEdit} onDelete={onDelete} />
              )}
            </Stack>
          ),
      )}
    </Stack>
  );
}

function EventRows({ events, onEdit, onDelete }: AdminEventListProps) {
  const { t } = useI18n();
  return (
    <Stack as="ul" gap="3" listStyleType="none">
      {events.map((event) => (
        <Box as="li" key={event.id}>
          <Card.Root
            as="article"
            aria-label={event.title}
            variant="outline"
            bg="bg"
            borderColor="border.muted"
            rounded="card"
            shadow="card"
            overflow="hidden"
            flexDirection={{ base: "column", md: "row" }}
          >
            {event.imageUrl && <EventImage src={event.imageUrl} alt="" w="48" hideBelow="md" />}
            <Card.Body gap="3" p={{ base: "4", md: "5" }} minW="0">
              <HStack gap="2" wrap="wrap">
                <EventBadges type={event.type} registrationRequired={event.registrationRequired} />
                {event.isPast && (
                  <Badge colorPalette="gray" variant="solid">
                    {t("adminEvents.pastBadge")}
                  </Badge>
                )}
              </HStack>
              <Heading as="h3" size="md" letterSpacing="tight" overflowWrap="anywhere">
                {event.title}
              </Heading>
              {event.description && (
                <Text textStyle="sm" color="fg.muted" lineClamp={2}>
                  {event.description}
                </Text>
              )}
              <EventFacts event={event} />
            </Card.Body>
            <Card.Footer
              p={{ base: "4", md: "5" }}
              pt={{ base: "0", md: "5" }}
              gap="2"
              alignItems={{ base: "center", md: "flex-start" }}
              flexShrink="0"
            >
              <Button variant="outline" size="sm" onClick={() => onEdit(event)}>
                <LuPencil aria-hidden="true" />
                {t("adminEvents.edit")}
              </Button>
              <Button variant="outline" size="sm" colorPalette="red" onClick={() => onDelete(event)}>
                <LuTrash2 aria-hidden="true" />
                {t("common.delete")}
              </Button>
            </Card.Footer>
          </Card.Root>
        </Box>
      ))}
    </Stack>
  );
}
