import { capitalize } from "@app/shared";
import { Badge, type BadgeProps } from "@chakra-ui/react";

/**
 * Chakra's palettes lack indigo, one of the spec's type colours; purple is its nearest neighbour until the
 * theme defines an indigo palette.
 */
export function typePalette(color: string): string {
  return color === "indigo" ? "purple" : color;
}

interface TypeBadgeProps extends BadgeProps {
  type: string;
  color: string;
}

export function TypeBadge({ type, color, ...props }: TypeBadgeProps) {
  return (
    <Badge colorPalette={typePalette(color)} variant="subtle" size="md" maxW="full" truncate {...props}>
      {capitalize(type)}
    </Badge>
  );
}
