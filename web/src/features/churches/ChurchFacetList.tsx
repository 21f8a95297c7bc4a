import type { ChurchFacet } from "@app/shared";
import { HStack, Icon, List, Stack, Text } from "@chakra-ui/react";
import { useI18n } from "../../lib/i18n";
import { FACET_ICONS, FACETS } from "../directory/facets";

/**
 * A church's known accessibility and family answers on its page (docs/product/weekly-services.md, "Accessibility
 * and family"): each with its icon and words, the yes answers first and prominent, the no answers quieter and
 * saying "No ...". Unknown answers are not shown; nothing at all when none is known.
 */
export function ChurchFacetList({ facets }: { facets: Partial<Record<ChurchFacet, boolean | null>> }) {
  const { t } = useI18n();
  const yes = FACETS.filter((facet) => facets[facet] === true);
  const no = FACETS.filter((facet) => facets[facet] === false);
  if (yes.length === 0 && no.length === 0) return null;
  return (
    <Stack gap="3" pt="2" data-testid="church-facets">
      <Text fontWeight="semibold">{t("churchFacets.title")}</Text>
      {yes.length > 0 && (
        <List.Root variant="plain" gap="2">
          {yes.map((facet) => (
            <List.Item key={facet}>
              <HStack gap="2.5" bg="brand.subtle" color="brand.fg" rounded="l2" px="3" py="1.5" w="full">
                <Icon as={FACET_ICONS[facet]} boxSize="4.5" flexShrink="0" aria-hidden="true" />
                <Text fontWeight="medium">{t(`churchFacets.facet.${facet}`)}</Text>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      )}
      {no.length > 0 && (
        <List.Root variant="plain" gap="1.5">
          {no.map((facet) => (
            <List.Item key={facet}>
              <HStack gap="2.5" color="fg.muted" px="3">
                <Icon as={FACET_ICONS[facet]} boxSize="4" flexShrink="0" aria-hidden="true" opacity="0.7" />
                <Text textStyle="sm">{t(`churchFacets.not.${facet}`)}</Text>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}
