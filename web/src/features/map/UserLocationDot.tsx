import { Box } from "@chakra-ui/react";
import { useI18n } from "../../lib/i18n";

/** The visitor's position: a blue dot with a pulsing halo. */
export function UserLocationDot() {
  const { t } = useI18n();
  return (
    <Box
      role="img"
      aria-label={t("map.yourLocation")}
      position="relative"
      boxSize="4"
      data-testid="user-location"
    >
      <Box position="absolute" inset="0" rounded="full" bg="blue.500" opacity="0.5" animation="ping" />
      <Box
        position="absolute"
        inset="0"
        rounded="full"
        bg="blue.500"
        borderWidth="2px"
        borderColor="white"
        shadow="md"
      />
    </Box>
  );
}
