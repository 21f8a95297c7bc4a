import { ACCESSIBILITY_FACETS, type ChurchFacet, FAMILY_FACETS } from "@app/shared";
import { Box, chakra, HStack, RadioGroup, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useId } from "react";
import { useController } from "react-hook-form";
import { useI18n } from "../../../lib/i18n";
import { FormSection } from "./FormSection";

const ANSWERS = ["yes", "no", "unknown"] as const;
type Answer = (typeof ANSWERS)[number];

const answerOf = (value: boolean | null | undefined): Answer =>
  value === true ? "yes" : value === false ? "no" : "unknown";

/**
 * The accessibility and family facets (docs/product/weekly-services.md, "Accessibility and family"): a compact
 * yes / no / not sure radio group per facet, in two fieldsets. "Not sure" sends nothing: the answer stays unknown.
 */
export function FacetsField({ prefix = "", disabled }: { prefix?: "" | "churchData."; disabled?: boolean }) {
  const { t } = useI18n();
  return (
    <FormSection title={t("churchFacets.title")} description={t("churchFacets.hint")}>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5" data-testid="church-facets-field">
        <FacetGroup
          legend={t("churchFacets.accessibility")}
          facets={ACCESSIBILITY_FACETS}
          name={`${prefix}facets`}
          disabled={disabled}
        />
        <FacetGroup
          legend={t("churchFacets.family")}
          facets={FAMILY_FACETS}
          name={`${prefix}facets`}
          disabled={disabled}
        />
      </SimpleGrid>
    </FormSection>
  );
}

function FacetGroup({
  legend,
  facets,
  name,
  disabled,
}: {
  legend: string;
  facets: readonly ChurchFacet[];
  name: string;
  disabled?: boolean;
}) {
  return (
    // A plain fieldset, not Chakra's Fieldset: inside that one every radio group's label takes the fieldset's
    // legend id, so the page held one id many times (the Nu Html Checker, e2e/html-validity.spec.ts).
    <chakra.fieldset display="flex" flexDirection="column" gap="3" minW="0" disabled={disabled}>
      {/* A legend is no flex item of its fieldset, so the gap does not reach it: its own margin does. */}
      <Box as="legend" fontWeight="semibold" mb="3">
        {legend}
      </Box>
      {facets.map((facet) => (
        <FacetQuestion key={facet} facet={facet} name={`${name}.${facet}`} />
      ))}
    </chakra.fieldset>
  );
}

function FacetQuestion({ facet, name }: { facet: ChurchFacet; name: string }) {
  const { t } = useI18n();
  const { field } = useController({ name });
  const value = answerOf(field.value as boolean | null | undefined);
  // Named by its own question, not by the fieldset around the questions.
  const labelId = useId();
  return (
    <RadioGroup.Root
      aria-labelledby={labelId}
      value={value}
      onValueChange={(details) =>
        field.onChange(details.value === "yes" ? true : details.value === "no" ? false : null)
      }
      size="sm"
      colorPalette="brand"
    >
      {/* On a phone the question above its answers, always: a long question would wrap them unevenly. */}
      <Stack
        direction={{ base: "column", sm: "row" }}
        justify="space-between"
        align={{ base: "start", sm: "center" }}
        gap="2"
        borderBottomWidth="1px"
        borderColor="border.muted"
        pb="2"
      >
        <RadioGroup.Label>
          <Text as="span" id={labelId} textStyle="sm" fontWeight="medium">
            {t(`churchFacets.facet.${facet}`)}
          </Text>
        </RadioGroup.Label>
        <HStack gap="3" flexShrink="0" whiteSpace="nowrap">
          {ANSWERS.map((answer) => (
            <RadioGroup.Item key={answer} value={answer}>
              <RadioGroup.ItemHiddenInput
                ref={answer === "yes" ? field.ref : undefined}
                onBlur={field.onBlur}
              />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{t(`churchFacets.${answer}`)}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </HStack>
      </Stack>
    </RadioGroup.Root>
  );
}
