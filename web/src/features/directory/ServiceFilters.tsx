import { INTL_LOCALE } from "@app/shared/i18n";
import { Box, Button, Checkbox, Field, Fieldset, Input, NativeSelect, Stack } from "@chakra-ui/react";
import { useEffect, useId, useRef, useState } from "react";
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
 * The "When" filters (docs/product/weekly-services.md, "Finding a time"): the day, the time of day or an exact
 * window of start times, the language of the service and "starting in the next 3 hours". On a phone they sit behind "More filters" (open while one is
 * set), so the search stays near the top of the screen; wider screens always show them.
 */
export function ServiceFilters({ value, languages, onChange }: ServiceFiltersProps) {
  const { t, locale } = useI18n();
  const [open, setOpen] = useState(() => hasServiceFilter(value));
  const panelId = useId();
  const set = (change: Partial<ServiceFilterSearch>) => onChange({ ...value, ...change });
  // "Exact times" chosen, before either time is typed (the address holds nothing for it yet).
  const [exactChosen, setExactChosen] = useState(false);
  useEffect(() => {
    // A time of day arriving in the address (Back, a link) replaces the exact window.
    if (value.time) setExactChosen(false);
  }, [value.time]);
  const timeChoice =
    value.time ?? (value.from !== undefined || value.to !== undefined || exactChosen ? EXACT : ANY);
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
                  value={timeChoice}
                  onChange={(event) => {
                    const time = event.target.value;
                    if (time === EXACT) {
                      // The two time fields appear; the window applies once one of them is filled.
                      setExactChosen(true);
                      set({ time: undefined });
                      return;
                    }
                    setExactChosen(false);
                    set({
                      time: time === ANY ? undefined : (time as ServiceFilterSearch["time"]),
                      from: undefined,
                      to: undefined,
                    });
                  }}
                  bg="bg"
                >
                  <option value={ANY}>{t("serviceFilters.anyTime")}</option>
                  {TIMES_OF_DAY.map((time) => (
                    <option key={time} value={time}>
                      {t(`serviceFilters.times.${time}`)}
                    </option>
                  ))}
                  <option value={EXACT}>{t("serviceFilters.exactTimes")}</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          </Stack>
          {timeChoice === EXACT && (
            <TimeWindow
              from={value.from}
              to={value.to}
              onChange={(window) => set({ ...window, time: undefined })}
            />
          )}
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

/** The time select's choice that shows the two time fields. */
const EXACT = "exact";
/** A typed time applies once typing pauses: each step of a time field is not a request and a Back step. */
const WINDOW_DEBOUNCE_MS = 600;

/**
 * "Starting between [09:00] and [11:30]": two time fields (the phone's own time picker), either may stay empty.
 * What they hold reaches the address after a pause, and follows the address when it changes (Back).
 */
function TimeWindow({
  from,
  to,
  onChange,
}: {
  from?: string;
  to?: string;
  onChange: (window: { from?: string; to?: string }) => void;
}) {
  const { t } = useI18n();
  const [draft, setDraft] = useState({ from: from ?? "", to: to ?? "" });
  useEffect(() => setDraft({ from: from ?? "", to: to ?? "" }), [from, to]);
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    if (draft.from === (from ?? "") && draft.to === (to ?? "")) return;
    const timer = window.setTimeout(
      () => latest.current({ from: draft.from || undefined, to: draft.to || undefined }),
      WINDOW_DEBOUNCE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [draft, from, to]);
  return (
    <Fieldset.Root w={{ base: "full", md: "auto" }} data-testid="time-window">
      <Fieldset.Legend textStyle="sm" color="fg.muted" fontWeight="medium" mb="1">
        {t("serviceFilters.windowLabel")}
      </Fieldset.Legend>
      {/* One above the other on a phone: side by side they are wider than its screen. */}
      <Stack direction={{ base: "column", sm: "row" }} gap="3">
        {(["from", "to"] as const).map((end) => (
          <Field.Root key={end} orientation="horizontal" gap="2" flex="1" minW={{ md: "36" }}>
            <Field.Label textStyle="sm" color="fg.muted" flexShrink="0" minW={{ base: "14", sm: "auto" }}>
              {t(`serviceFilters.${end}Label`)}
            </Field.Label>
            <Input
              type="time"
              size="lg"
              bg="bg"
              value={draft[end]}
              onChange={(event) => {
                const time = event.target.value;
                setDraft((current) => ({ ...current, [end]: time }));
              }}
            />
          </Field.Root>
        ))}
      </Stack>
    </Fieldset.Root>
  );
}
