import { nextService, type WeeklyService } from "@app/shared";
import { Box, Stack, Table, Text } from "@chakra-ui/react";
import { useI18n } from "../../lib/i18n";
import { languageList } from "../directory/languages";
import {
  allConfirmed,
  clockTime,
  fromNow,
  occurrenceLabel,
  weekdayList,
  weekdayName,
  zoneName,
} from "./service-times";

interface WeeklyServicesProps {
  services: WeeklyService[];
  /** The church's IANA zone; null until looked up, and then no "next service" is worked out. */
  timeZone: string | null;
  /** The church's own free text, shown while its services are only read from it. */
  serviceTimes: string | null;
}

/**
 * The "Service Times" card's body: the next service in the church's zone ("Sunday 9:00 AM · Mass · in Spanish ·
 * in 2 days") and the week as a table, or, while the services are only read from the church's text and not yet
 * confirmed, that text as the church wrote it (docs/product/weekly-services.md).
 */
export function WeeklyServices({ services, timeZone, serviceTimes }: WeeklyServicesProps) {
  const { t } = useI18n();
  const next = timeZone ? nextService(services, new Date(), timeZone) : null;
  return (
    <Stack gap="4">
      {next && timeZone && (
        <Box data-testid="next-service" bg="brand.subtle" rounded="l2" px="3" py="2">
          <Text textStyle="sm" color="fg.muted">
            {t("weeklyServices.nextService")}
          </Text>
          <Text fontWeight="semibold">
            {[
              occurrenceLabel(next, timeZone),
              t(`weeklyServices.kind.${next.service.kind}`),
              next.service.languages.length > 0
                ? t("weeklyServices.inLanguages", { languages: languageList(next.service.languages) })
                : null,
              fromNow(next.startsAt, new Date(), timeZone),
            ]
              .filter(Boolean)
              .join(" · ")}
          </Text>
        </Box>
      )}
      {allConfirmed(services) ? (
        <ServiceTable services={services} timeZone={timeZone} />
      ) : (
        <Text whiteSpace="pre-line" data-testid="service-times">
          {serviceTimes}
        </Text>
      )}
    </Stack>
  );
}

function ServiceTable({ services, timeZone }: { services: WeeklyService[]; timeZone: string | null }) {
  const { t } = useI18n();
  return (
    <Table.Root size="sm" data-testid="weekly-services">
      {timeZone && (
        <Table.Caption captionSide="top" textAlign="start" color="fg.muted" mt="0" mb="2">
          {t("weeklyServices.table.caption", { zone: zoneName(timeZone) })}
        </Table.Caption>
      )}
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t("weeklyServices.table.day")}</Table.ColumnHeader>
          <Table.ColumnHeader>{t("weeklyServices.table.time")}</Table.ColumnHeader>
          <Table.ColumnHeader>{t("weeklyServices.table.service")}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {services.map((service, index) => (
          // The services have no id on the page; their position in the church's list is their identity.
          <Table.Row key={index}>
            <Table.Cell>{daysLabel(service, t)}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">
              {service.end
                ? t("weeklyServices.timeRange", {
                    start: clockTime(service.start),
                    end: clockTime(service.end),
                  })
                : clockTime(service.start)}
            </Table.Cell>
            <Table.Cell>
              {[
                t(`weeklyServices.kind.${service.kind}`),
                service.languages.length > 0
                  ? t("weeklyServices.inLanguages", { languages: languageList(service.languages) })
                  : null,
                seasonLabel(service, t),
                service.note,
              ]
                .filter(Boolean)
                .join(" · ")}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

type Translate = ReturnType<typeof useI18n>["t"];

function daysLabel(service: WeeklyService, t: Translate): string {
  const week = service.weekOfMonth;
  if (week === null) return weekdayList(service.days);
  return service.days
    .map((day) => t(`weeklyServices.weekOfMonth.${week}`, { day: weekdayName(day) }))
    .join(", ");
}

function seasonLabel(service: WeeklyService, t: Translate): string | null {
  const { seasonFrom: from, seasonTo: to } = service;
  if (from && to) return t("weeklyServices.season", { from, to });
  if (from) return t("weeklyServices.seasonFrom", { from });
  if (to) return t("weeklyServices.seasonTo", { to });
  return null;
}
