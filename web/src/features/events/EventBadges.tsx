import { eventTypeText } from "@app/shared/i18n";
import { Badge, HStack } from "@chakra-ui/react";
import { useI18n } from "../../lib/i18n";
import { typePalette } from "./model";

/** The type badge (docs/product/events.md#types; grey for other types) and 'Registration Required' when it applies. */
export function EventBadges({ type, registrationRequired }: { type: string; registrationRequired: boolean }) {
  const { t, locale } = useI18n();
  return (
    <HStack gap="2" wrap="wrap">
      <Badge colorPalette={typePalette(type)} variant="subtle" data-testid="event-type-badge">
        {eventTypeText(type, locale)}
      </Badge>
      {registrationRequired && (
        <Badge colorPalette="brand" variant="outline">
          {t("events.registrationRequired")}
        </Badge>
      )}
    </HStack>
  );
}
