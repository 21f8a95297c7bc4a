import type { ServiceKind } from "@app/shared";
import type { ScheduledService, WhenQuestion } from "@app/shared/schedule";
import { HStack, type StackProps, Text, VisuallyHidden } from "@chakra-ui/react";
import { LuClock } from "react-icons/lu";
import { useI18n } from "../lib/i18n";
import { nextServiceText } from "../lib/next-service";
import { useNow } from "../lib/render-facts";

type CardService = ScheduledService & { kind: ServiceKind; languages: readonly string[] };

interface NextServiceProps extends Omit<StackProps, "children"> {
  schedule: readonly CardService[];
  /** The church's IANA zone; null until the server has looked it up, and then no next service is named. */
  timeZone: string | null;
  /** The directory's "When" filters: the card then names the next service that answers them. */
  question?: WhenQuestion;
}

/**
 * "Sunday 9:00 AM · in Spanish · in 2 days": a church's next service on a directory card or in the map's popup
 * (docs/product/weekly-services.md, "The next service"), worked out in the church's zone from "now" as the page's
 * first render had it (useNow: the server's while a server-rendered page hydrates), so both renders say the same.
 * Nothing at all when the church lists no services.
 */
export function NextService({ schedule, timeZone, question, ...props }: NextServiceProps) {
  const { t } = useI18n();
  const now = useNow();
  if (!timeZone || schedule.length === 0) return null;
  const text = nextServiceText(schedule, timeZone, now, t, question);
  if (!text) return null;
  return (
    <HStack as="span" gap="1.5" align="flex-start" minW="0" data-testid="card-next-service" {...props}>
      <LuClock aria-hidden="true" style={{ flexShrink: 0, marginTop: "0.2em" }} />
      <Text as="span" lineClamp={2}>
        <VisuallyHidden as="span">{t("weeklyServices.nextService")}: </VisuallyHidden>
        {text}
      </Text>
    </HStack>
  );
}
