import { HStack, Icon, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { IconType } from "react-icons";
import { LuCalendar, LuChurch, LuClock, LuMapPin, LuUsers } from "react-icons/lu";
import { useI18n } from "../../lib/i18n";
import { formatEventDate, formatEventTime } from "./format";
import type { EventItem } from "./model";

function Fact({ icon, children }: { icon: IconType; children: ReactNode }) {
  return (
    <HStack gap="2" align="flex-start" minW="0">
      <Icon as={icon} boxSize="4" mt="0.5" color="brand.fg" flexShrink="0" aria-hidden="true" />
      <Text minW="0" overflowWrap="anywhere">
        {children}
      </Text>
    </HStack>
  );
}

/** Date or range, 'All Day' or the time, host church, location and capacity, as on the card. */
export function EventFacts({ event }: { event: EventItem }) {
  const { t } = useI18n();
  const time = formatEventTime(event, t);
  return (
    <Stack gap="1.5" textStyle="sm" color="fg.muted">
      <Fact icon={LuCalendar}>{formatEventDate(event.startDate, event.endDate)}</Fact>
      {time && <Fact icon={LuClock}>{time}</Fact>}
      <Fact icon={LuChurch}>{event.church.name}</Fact>
      <Fact icon={LuMapPin}>{event.location}</Fact>
      {event.capacity != null && (
        <Fact icon={LuUsers}>{t("events.capacityFact", { count: event.capacity })}</Fact>
      )}
    </Stack>
  );
}
