import type { ChurchFacet } from "@app/shared";
import { Badge, Box, Button, Checkbox, Fieldset, HStack, Icon, SimpleGrid } from "@chakra-ui/react";
import { useId, useState } from "react";
import { LuAccessibility, LuChevronDown } from "react-icons/lu";
import { CheckboxControl } from "../../components/ui/checkbox-control";
import { useI18n } from "../../lib/i18n";
import { FACET_ICONS, FACETS } from "./facets";

interface FacetFiltersProps {
  value: readonly ChurchFacet[];
  onChange: (next: ChurchFacet[]) => void;
}

/**
 * The directory's accessibility and family filter (docs/product/weekly-services.md, "Accessibility and family"):
 * behind one button that says how many needs are chosen (open while one is), a checkbox per facet with its icon
 * and words. The list keeps the churches that answered yes to every need ticked.
 */
export function FacetFilters({ value, onChange }: FacetFiltersProps) {
  const { t } = useI18n();
  const [open, setOpen] = useState(() => value.length > 0);
  const panelId = useId();
  return (
    <Box>
      <Button
        variant="outline"
        colorPalette="brand"
        bg="bg"
        w={{ base: "full", md: "auto" }}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
      >
        <LuAccessibility aria-hidden="true" />
        {t("churchFacets.filterLabel")}
        {value.length > 0 && (
          <Badge colorPalette="brand" variant="solid" rounded="full">
            {t("churchFacets.filterSummary", { count: value.length })}
          </Badge>
        )}
        <Box as="span" aria-hidden="true" transform={open ? "rotate(180deg)" : undefined}>
          <LuChevronDown />
        </Box>
      </Button>
      <Fieldset.Root id={panelId} hidden={!open} mt="3" data-testid="facet-filters">
        <Fieldset.Legend srOnly>{t("churchFacets.filterLabel")}</Fieldset.Legend>
        <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gapX="4" gapY="2.5">
          {FACETS.map((facet) => (
            <Checkbox.Root
              key={facet}
              colorPalette="brand"
              checked={value.includes(facet)}
              onCheckedChange={(details) =>
                onChange(
                  details.checked === true
                    ? FACETS.filter((f) => f === facet || value.includes(f))
                    : value.filter((f) => f !== facet),
                )
              }
            >
              <Checkbox.HiddenInput />
              <CheckboxControl />
              <Checkbox.Label>
                <HStack as="span" gap="2">
                  <Icon as={FACET_ICONS[facet]} boxSize="4" color="fg.muted" aria-hidden="true" />
                  {t(`churchFacets.facet.${facet}`)}
                </HStack>
              </Checkbox.Label>
            </Checkbox.Root>
          ))}
        </SimpleGrid>
      </Fieldset.Root>
    </Box>
  );
}
