import { INTL_LOCALE } from "@app/shared/i18n";
import { Box, Button, Checkbox, Field, Fieldset, NativeSelect, Stack } from "@chakra-ui/react";
import { useId, useState } from "react";
import { LuChevronDown, LuClock } from "react-icons/lu";
import { CheckboxControl } from "../../components/ui/checkbox-control";
import { useI18n } from "../../lib/i18n";
import { languageName } from "./languages";
import {
  ANY,
  hasServiceFilter,
  type ServiceFilterSearch,
  TIMES_OF_DAY,
  WEEKDAY_FILTERS,
} from "./service-filter-model";

interface ServiceFiltersProps {
  value: ServiceFilterSearch;
  /** Language codes to offer for the service's language (the directory's worship languages). */
  languages: string[];
  onChange: (next: ServiceFilterSearch) => void;
}

/**
 * The "When" filters (docs/product/weekly-services.md, "Finding a time"): the day, the time of day, the language
 * of the service and "starting in the next 3 hours". On a phone they sit behind "More filters" (open while one is
 * set), so the search stays near the top of the screen; wider screens always show them.
 */
export function ServiceFilters({ value, languages, onChange }: ServiceFiltersProps) {
  const { t, locale } = useI18n();
  const [open, setOpen] = useState(() => hasServiceFilter(value));
  const panelId = useId();
  const set = (change: Partial<ServiceFilterSearch>) => onChange({ ...value, ...change });
  // The service's language may be one no church lists as a worship language (a shared link): still offered.
  const languageCodes =
    value.serviceLanguage && !languages.includes(value.serviceLanguage)
      ? [...languages, value.serviceLanguage]
      : languages;
  return (
    <Box>
      <Button
        hideFrom="md"
        variant="outline"
        colorPalette="brand"
        bg="bg"
        w="full"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
      >
        <LuClock aria-hidden="true" />
        {t("serviceFilters.moreFilters")}
        <Box as="span" aria-hidden="true" transform={open ? "rotate(180deg)" : undefined}>
          <LuChevronDown />
        </Box>
      </Button>
      <Fieldset.Root
        id={panelId}
        display={{ base: open ? "flex" : "none", md: "flex" }}
        mt={{ base: "3", md: "0" }}
        data-testid="service-filters"
      >
        <Fieldset.Legend srOnly>{t("serviceFilters.groupLabel")}</Fieldset.Legend>
        <Stack direction={{ base: "column", md: "row" }} gap="3" align={{ md: "center" }} wrap="wrap">
          <Stack direction="row" gap="3" flex={{ md: "0 0 auto" }}>
            <Field.Root w={{ base: "calc(50% - 0.375rem)", md: "auto" }} minW={{ md: "40" }}>
              <Field.Label srOnly>{t("serviceFilters.dayLabel")}</Field.Label>
              <NativeSelect.Root size="lg">
                <NativeSelect.Field
                  value={value.day ?? ANY}
                  onChange={(event) => {
                    const day = event.target.value;
                    set({ day: day === ANY ? undefined : (day as ServiceFilterSearch["day"]) });
                  }}
                  bg="bg"
                >
                  <option value={ANY}>{t("serviceFilters.anyDay")}</option>
                  <option value="today">{t("serviceFilters.today")}</option>
                  <option value="this-sunday">{t("serviceFilters.thisSunday")}</option>
                  {WEEKDAY_FILTERS.map((day) => (
                    <option key={day} value={day}>
                      {t(`serviceFilters.days.${day}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root w={{ base: "calc(50% - 0.375rem)", md: "auto" }} minW={{ md: "36" }}>
              <Field.Label srOnly>{t("serviceFilters.timeLabel")}</Field.Label>
              <NativeSelect.Root size="lg">
                <NativeSelect.Field
                  value={value.time ?? ANY}
                  onChange={(event) => {
                    const time = event.target.value;
                    set({ time: time === ANY ? undefined : (time as ServiceFilterSearch["time"]) });
                  }}
                  bg="bg"
                >
                  <option value={ANY}>{t("serviceFilters.anyTime")}</option>
                  {TIMES_OF_DAY.map((time) => (
                    <option key={time} value={time}>
                      {t(`serviceFilters.times.${time}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          </Stack>
          <Field.Root w={{ base: "full", md: "auto" }} minW={{ md: "44" }}>
            <Field.Label srOnly>{t("serviceFilters.languageLabel")}</Field.Label>
            <NativeSelect.Root size="lg">
              <NativeSelect.Field
                value={value.serviceLanguage ?? ANY}
                onChange={(event) => {
                  const code = event.target.value;
                  set({ serviceLanguage: code === ANY ? undefined : code });
                }}
                bg="bg"
              >
                <option value={ANY}>{t("serviceFilters.anyLanguage")}</option>
                {languageCodes.map((code) => (
                  <option key={code} value={code}>
                    {languageName(code, INTL_LOCALE[locale])}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Checkbox.Root
            colorPalette="brand"
            checked={value.soon === true}
            onCheckedChange={(details) => set({ soon: details.checked === true ? true : undefined })}
          >
            <Checkbox.HiddenInput />
            <CheckboxControl />
            <Checkbox.Label>{t("serviceFilters.soon")}</Checkbox.Label>
          </Checkbox.Root>
        </Stack>
      </Fieldset.Root>
    </Box>
  );
}
