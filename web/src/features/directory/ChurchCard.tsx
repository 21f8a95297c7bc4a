import type { WhenQuestion } from "@app/shared/schedule";
import { Badge, Box, HStack, Icon, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import { memo } from "react";
import {
  LuArrowRight,
  LuExternalLink,
  LuLanguages,
  LuMail,
  LuMapPin,
  LuNavigation,
  LuUser,
} from "react-icons/lu";
import { ConfirmedOn } from "../../components/freshness/ConfirmedOn";
import { NextService } from "../../components/NextService";
import { Button } from "../../components/ui/button";
import { useI18n } from "../../lib/i18n";
import { ChurchImage } from "./ChurchImage";
import { languageList, showsLanguages } from "./languages";
import { type DirectoryEntry, formatMiles } from "./model";

interface ChurchCardProps {
  entry: DirectoryEntry;
  selected: boolean;
  /** The brief enlarge effect after a selection scrolled the card into view. */
  highlighted: boolean;
  /** Called with the card's church: one callback for every card, so a card is built again only when it changes. */
  onSelect: (id: number) => void;
  /** The directory's "When" filters: the card names the next service that answers them. */
  question?: WhenQuestion;
}

export function churchCardId(id: number): string {
  return `church-card-${id}`;
}

/**
 * Memoized: a list of fifty draws its cards a screenful at a time and changes one card at a selection, and each
 * card costs a phone several milliseconds to build.
 */
export const ChurchCard = memo(function ChurchCard({
  entry,
  selected,
  highlighted,
  onSelect,
  question,
}: ChurchCardProps) {
  const { t } = useI18n();
  const { church, distance } = entry;
  return (
    <Box
      as="article"
      id={churchCardId(church.id)}
      aria-label={church.name}
      data-selected={selected ? "true" : undefined}
      bg={selected ? "brand.subtle" : "bg"}
      borderWidth="1px"
      borderColor={selected ? "brand.solid" : "border.muted"}
      rounded="l3"
      shadow={highlighted ? "cardHover" : "card"}
      transform={highlighted ? "scale(1.03)" : "scale(1)"}
      transitionProperty="transform, box-shadow, border-color, background-color"
      transitionDuration="moderate"
      scrollMarginY="3"
    >
      <Box
        as="button"
        // Everything inside is a span: a button holds phrasing content only (valid HTML, issue 40).
        onClick={() => onSelect(church.id)}
        aria-pressed={selected}
        display="flex"
        gap="3"
        w="full"
        p="3"
        textAlign="start"
        rounded="l3"
        cursor="pointer"
        focusRing="inside"
        focusRingColor="brand.focusRing"
        _hover={{ bg: selected ? undefined : "bg.subtle" }}
      >
        <ChurchImage src={church.imageUrl} alt="" boxSize="16" rounded="l2" flexShrink="0" />
        <Stack as="span" gap="0.5" minW="0" flex="1">
          <HStack as="span" justify="space-between" align="flex-start" gap="2">
            <Text as="span" fontWeight="semibold" lineHeight="short" lineClamp={2}>
              {church.name}
            </Text>
            {distance !== null && (
              <Badge colorPalette="blue" variant="subtle" flexShrink="0" gap="1">
                <LuNavigation aria-hidden="true" />
                {formatMiles(distance)}
              </Badge>
            )}
          </HStack>
          <HStack as="span" gap="1.5" textStyle="sm" color="fg.muted" minW="0">
            <Icon as={LuMapPin} boxSize="3.5" flexShrink="0" aria-hidden="true" />
            <Text as="span" truncate>
              {church.city}, {church.state}
            </Text>
          </HStack>
          {church.pastorName && (
            <HStack as="span" gap="1.5" textStyle="sm" color="fg.muted" minW="0">
              <Icon as={LuUser} boxSize="3.5" flexShrink="0" aria-hidden="true" />
              <Text as="span" truncate>
                {church.pastorName}
              </Text>
            </HStack>
          )}
          {showsLanguages(church.worshipLanguages) && (
            <HStack
              as="span"
              gap="1.5"
              textStyle="sm"
              color="fg.muted"
              minW="0"
              data-testid="worship-languages"
            >
              <Icon as={LuLanguages} boxSize="3.5" flexShrink="0" aria-hidden="true" />
              <Text as="span" truncate>
                {t("formats.servicesInLanguages", { languages: languageList(church.worshipLanguages) })}
              </Text>
            </HStack>
          )}
          <NextService
            schedule={church.schedule}
            timeZone={church.timeZone}
            question={question}
            textStyle="sm"
            color="brand.fg"
            fontWeight="medium"
          />
        </Stack>
      </Box>
      <Stack px="3" pb="2" mt="-2" gap="2.5">
        {selected && (
          <>
            <Text textStyle="sm" data-testid="selected-address">
              {church.address}, {church.city}, {church.state} {church.zipCode}
            </Text>
            {(church.email || church.website) && (
              <HStack gap="2" wrap="wrap">
                {church.email && (
                  <Button asChild size="xs" variant="outline" colorPalette="brand">
                    <a href={`mailto:${church.email}`}>
                      <LuMail aria-hidden="true" />
                      {t("directory.email")}
                    </a>
                  </Button>
                )}
                {church.website && (
                  <Button asChild size="xs" variant="outline" colorPalette="brand">
                    <a href={church.website} target="_blank" rel="noopener noreferrer">
                      <LuExternalLink aria-hidden="true" />
                      {t("directory.website")}
                    </a>
                  </Button>
                )}
              </HStack>
            )}
          </>
        )}
        {/* Every card says how fresh its listing is, from the page's own answer: no request per card
            (docs/product/freshness.md#confirmed-on). Outside the button, which holds phrasing content only. */}
        <HStack justify="space-between" align="center" gap="2" wrap="wrap">
          {/* Absent only from a server older than the page's confirmations (a rolling upgrade): no line then. */}
          {church.confirmation && <ConfirmedOn confirmation={church.confirmation} color="fg.muted" />}
          <Button asChild size="xs" variant="ghost" colorPalette="brand" ms="auto" me="-1">
            <RouterLink to="/church/$id" params={{ id: String(church.id) }}>
              {t("directory.moreInfo")}
              <LuArrowRight aria-hidden="true" />
            </RouterLink>
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
});
