import { capitalize } from "@app/shared";
import { Badge, type BadgeProps } from "@chakra-ui/react";

/** Each type colour (docs/product/resources.md#types) is a palette of the theme (indigo is defined in lib/theme.ts). */
export function typePalette(color: string): string {
  return color;
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
