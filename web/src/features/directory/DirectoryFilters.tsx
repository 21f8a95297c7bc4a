import type { ChurchFacet } from "@app/shared";
import { INTL_LOCALE } from "@app/shared/i18n";
import { Button, Field, Input, InputGroup, NativeSelect, Stack } from "@chakra-ui/react";
import { LuLocateFixed, LuSearch } from "react-icons/lu";
import { useI18n } from "../../lib/i18n";
import { FacetFilters } from "./FacetFilters";
import { languageName } from "./languages";
import { ALL_LANGUAGES, ALL_STATES } from "./model";
import { ServiceFilters } from "./ServiceFilters";
import type { ServiceFilterSearch } from "./service-filter-model";

interface DirectoryFiltersProps {
  search: string;
  state: string;
  states: string[];
  language: string;
  /** Worship-language codes present in the directory. */
  languages: string[];
  locating: boolean;
  /** The "When" filters: the day, time of day, language of the service, starting soon. */
  service: ServiceFilterSearch;
  onServiceChange: (next: ServiceFilterSearch) => void;
  /** The accessibility and family needs ticked. */
  facets: ChurchFacet[];
  onFacetsChange: (next: ChurchFacet[]) => void;
  onSearchChange: (value: string) => void;
  onStateChange: (value: string) => void;
  onLanguageChange: (value: string) => void;
  onLocate: () => void;
}

export function DirectoryFilters({
  search,
  state,
  states,
  language,
  languages,
  locating,
  service,
  onServiceChange,
  facets,
  onFacetsChange,
  onSearchChange,
  onStateChange,
  onLanguageChange,
  onLocate,
}: DirectoryFiltersProps) {
  const { t, locale } = useI18n();
  return (
    <Stack gap="3">
      <Stack direction={{ base: "column", md: "row" }} gap="3" align={{ md: "flex-end" }}>
        <Field.Root flex="1">
          <Field.Label srOnly>{t("directory.searchLabel")}</Field.Label>
          <InputGroup startElement={<LuSearch />}>
            <Input
              type="search"
              value={search}
              onChange={(event) => onSearchChange(event.target.value)}
              placeholder={t("directory.searchPlaceholder")}
              bg="bg"
              size="lg"
            />
          </InputGroup>
        </Field.Root>
        <Stack direction="row" gap="3" wrap={{ base: "wrap", sm: "nowrap" }}>
          {/* As wide as its longest option, which is longer in Spanish ("Todos los estados"). */}
          <Field.Root w={{ base: "calc(50% - 0.375rem)", sm: "full", md: "auto" }} minW={{ md: "36" }}>
            <Field.Label srOnly>{t("directory.stateLabel")}</Field.Label>
            <NativeSelect.Root size="lg">
              <NativeSelect.Field
                value={state}
                onChange={(event) => onStateChange(event.target.value)}
                bg="bg"
              >
                <option value={ALL_STATES}>{t("directory.allStates")}</option>
                {states.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root w={{ base: "calc(50% - 0.375rem)", sm: "full", md: "auto" }} minW={{ md: "40" }}>
            <Field.Label srOnly>{t("directory.languageLabel")}</Field.Label>
            <NativeSelect.Root size="lg">
              <NativeSelect.Field
                value={language}
                onChange={(event) => onLanguageChange(event.target.value)}
                bg="bg"
              >
                <option value={ALL_LANGUAGES}>{t("messages.ALL_LANGUAGES_LABEL")}</option>
                {languages.map((code) => (
                  <option key={code} value={code}>
                    {languageName(code, INTL_LOCALE[locale])}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Button
            w={{ base: "full", sm: "auto" }}
            size="lg"
            colorPalette="brand"
            onClick={onLocate}
            loading={locating}
            loadingText={t("directory.locating")}
            flexShrink="0"
          >
            <LuLocateFixed aria-hidden="true" />
            {t("directory.useMyLocation")}
          </Button>
        </Stack>
      </Stack>
      <ServiceFilters value={service} languages={languages} onChange={onServiceChange} />
      <FacetFilters value={facets} onChange={onFacetsChange} />
    </Stack>
  );
}
