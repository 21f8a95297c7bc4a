import { eventTypeLabel } from "@app/shared";
import { Badge, HStack } from "@chakra-ui/react";
import { typePalette } from "./model";

/** The type badge (spec labels and colours; grey for other types) and 'Registration Required' when it applies. */
export function EventBadges({ type, registrationRequired }: { type: string; registrationRequired: boolean }) {
  return (
    <HStack gap="2" wrap="wrap">
      <Badge colorPalette={typePalette(type)} variant="subtle" data-testid="event-type-badge">
        {eventTypeLabel(type)}
      </Badge>
      {registrationRequired && (
        <Badge colorPalette="brand" variant="outline">
          Registration Required
        </Badge>
      )}
    </HStack>
  );
}
