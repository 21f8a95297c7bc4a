import { Badge, Box, Card, chakra, HStack, Icon, Image, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuChurch, LuMail, LuMapPin, LuUser } from "react-icons/lu";
import { ImagePlaceholder } from "../../../components/ui/ImagePlaceholder";
import type { UnclaimedChurch } from "./types";

interface ChurchCardProps {
  church: UnclaimedChurch;
  selected: boolean;
  onSelect: () => void;
}

/** A selectable card: a real button, so it works from the keyboard and announces its state. */
export function ChurchCard({ church, selected, onSelect }: ChurchCardProps) {
  const { t } = useTranslation();
  return (
    <Card.Root
      asChild
      variant="outline"
      rounded="card"
      overflow="hidden"
      textAlign="start"
      bg="bg"
      borderWidth="2px"
      borderColor={selected ? "brand.solid" : "border.muted"}
      shadow={selected ? "cardHover" : "card"}
      cursor="pointer"
      transitionProperty="box-shadow, border-color"
      transitionDuration="moderate"
      _hover={{ borderColor: selected ? "brand.solid" : "brand.emphasized" }}
      focusRing="outside"
      focusRingColor="brand.focusRing"
    >
      <chakra.button type="button" onClick={onSelect} aria-pressed={selected}>
        <Box position="relative" aspectRatio="16/9" bg="bg.muted">
          {church.imageUrl ? (
            <Image src={church.imageUrl} alt="" w="full" h="full" objectFit="cover" loading="lazy" />
          ) : (
            <ImagePlaceholder icon={LuChurch} h="full" />
          )}
          {selected && (
            <Badge position="absolute" top="2" right="2" colorPalette="brand" variant="solid">
              {t("claim.selected")}
            </Badge>
          )}
        </Box>
        <Card.Body gap="2" p="4">
          <Text fontWeight="semibold" lineClamp={2}>
            {church.name}
          </Text>
          <Stack gap="1" textStyle="sm" color="fg.muted">
            <HStack gap="1.5" minW="0">
              <Icon as={LuMapPin} flexShrink="0" />
              <Text truncate>
                {church.city}, {church.state}
              </Text>
            </HStack>
            {church.pastorName && (
              <HStack gap="1.5" minW="0">
                <Icon as={LuUser} flexShrink="0" />
                <Text truncate>{church.pastorName}</Text>
              </HStack>
            )}
            {church.emailHint && (
              <HStack gap="1.5" minW="0">
                <Icon as={LuMail} flexShrink="0" />
                <Text truncate>{church.emailHint}</Text>
              </HStack>
            )}
          </Stack>
        </Card.Body>
      </chakra.button>
    </Card.Root>
  );
}
