import { SERVICE_KINDS, WORSHIP_LANGUAGE_CHOICES } from "@app/shared";
import { INTL_LOCALE } from "@app/shared/i18n";
import {
  Box,
  Button,
  Checkbox,
  CheckboxGroup,
  chakra,
  Field,
  Fieldset,
  Grid,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Text,
  useFieldContext,
} from "@chakra-ui/react";
import { useController, useFormContext, useWatch } from "react-hook-form";
import { LuInfo, LuTrash2 } from "react-icons/lu";
import { FormField } from "../../../components/form";
import { CheckboxControl } from "../../../components/ui/checkbox-control";
import { useI18n } from "../../../lib/i18n";
import { languageName } from "../../directory/languages";
import { readTime } from "./service-rows";

interface ServiceRowProps {
  /** The row's path in the form's values ("services.2"). */
  name: string;
  index: number;
  /** The church's worship languages: the languages a service is offered in. */
  worshipLanguages: readonly string[];
  disabled?: boolean;
  onRemove: () => void;
}

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
const WEEKS = ["1", "2", "3", "4", "-1"] as const;

/** One service: its own fieldset ("Service 2"), every control labelled, the schema's message beside each. */
export function ServiceRow({ name, index, worshipLanguages, disabled, onRemove }: ServiceRowProps) {
  const { t } = useI18n();
  const { register, getValues } = useFormContext();
  const number = index + 1;
  const readFromText = getValues(`${name}.readFromText`) === true;
  const optionalSet = ["weekOfMonth", "seasonFrom", "seasonTo", "note"].some((field) =>
    Boolean(getValues(`${name}.${field}`)),
  );
  return (
    <Fieldset.Root
      data-service-row={index}
      borderWidth="1px"
      borderColor="border.muted"
      rounded="l3"
      p={{ base: "3", md: "4" }}
      gap="4"
      minW="0"
      disabled={disabled}
    >
      <HStack justify="space-between" align="center" gap="2" wrap="wrap">
        <Fieldset.Legend fontWeight="semibold" textStyle="md">
          {t("serviceEditor.rowLegend", { number })}
        </Fieldset.Legend>
        <Button size="sm" variant="ghost" colorPalette="red" onClick={onRemove}>
          <LuTrash2 aria-hidden="true" />
          {t("serviceEditor.remove", { number })}
        </Button>
      </HStack>
      {readFromText && (
        <HStack gap="2" align="start" bg="orange.subtle" color="orange.fg" rounded="l2" px="3" py="2">
          <LuInfo aria-hidden="true" style={{ flexShrink: 0, marginTop: "0.2rem" }} />
          <Text textStyle="sm">{t("serviceEditor.readFromText")}</Text>
        </HStack>
      )}
      <FormField name={`${name}.days`} label={t("serviceEditor.days")} required group>
        <DayChips name={`${name}.days`} />
      </FormField>
      <Grid templateColumns={{ base: "1fr 1fr", md: "repeat(3, minmax(0, 1fr))" }} gap="3">
        <StartField name={name} />
        <FormField name={`${name}.end`} label={t("serviceEditor.end")}>
          <Input autoComplete="off" inputMode="text" {...register(`${name}.end`)} />
        </FormField>
        <Box gridColumn={{ base: "1 / -1", md: "auto" }}>
          <FormField name={`${name}.kind`} label={t("serviceEditor.kind")}>
            <NativeSelect.Root>
              <NativeSelect.Field {...register(`${name}.kind`)}>
                {SERVICE_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`weeklyServices.kind.${kind}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </Box>
      </Grid>
      <FormField
        name={`${name}.languages`}
        label={t("serviceEditor.languages")}
        helper={t("serviceEditor.languagesHint")}
        group
      >
        <ServiceLanguages name={`${name}.languages`} worshipLanguages={worshipLanguages} />
      </FormField>
      <chakra.details open={optionalSet || undefined}>
        <chakra.summary
          cursor="pointer"
          textStyle="sm"
          fontWeight="medium"
          color="fg.muted"
          py="1"
          _focusVisible={{ outline: "2px solid", outlineColor: "colorPalette.focusRing" }}
        >
          {t("serviceEditor.more")}
        </chakra.summary>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" mt="3">
          <FormField name={`${name}.weekOfMonth`} label={t("serviceEditor.weekOfMonth")}>
            <NativeSelect.Root>
              <NativeSelect.Field {...register(`${name}.weekOfMonth`)}>
                <option value="">{t("serviceEditor.everyWeek")}</option>
                {WEEKS.map((week) => (
                  <option key={week} value={week}>
                    {t(`serviceEditor.week.${week}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField name={`${name}.seasonFrom`} label={t("serviceEditor.seasonFrom")}>
            <Input type="date" {...register(`${name}.seasonFrom`)} />
          </FormField>
          <FormField name={`${name}.seasonTo`} label={t("serviceEditor.seasonTo")}>
            <Input type="date" {...register(`${name}.seasonTo`)} />
          </FormField>
        </SimpleGrid>
        <Box mt="3">
          <FormField name={`${name}.note`} label={t("serviceEditor.note")}>
            <Input
              maxLength={200}
              placeholder={t("serviceEditor.notePlaceholder")}
              {...register(`${name}.note`)}
            />
          </FormField>
        </Box>
      </chakra.details>
    </Fieldset.Root>
  );
}

/** The start, with what it reads as under it ("Reads as 9:30 AM"), so "9" is seen to be the morning. */
function StartField({ name }: { name: string }) {
  const { t, locale } = useI18n();
  const { register } = useFormContext();
  const typed = useWatch({ name: `${name}.start` }) as string | undefined;
  const reading = readTime(typed ?? "", INTL_LOCALE[locale]);
  return (
    <FormField
      name={`${name}.start`}
      label={t("serviceEditor.start")}
      helper={reading ? t("serviceEditor.readsAs", { time: reading }) : t("serviceEditor.timeHint")}
      required
    >
      <Input autoComplete="off" inputMode="text" {...register(`${name}.start`)} />
    </FormField>
  );
}

/** Seven toggle buttons (aria-pressed), named in full for screen readers ("Sunday"), shown short ("Sun"). */
function DayChips({ name }: { name: string }) {
  const { t } = useI18n();
  const { field } = useController({ name });
  const shell = useFieldContext();
  const days: number[] = Array.isArray(field.value) ? field.value : [];
  const toggle = (day: number) =>
    field.onChange(days.includes(day) ? days.filter((d) => d !== day) : [...days, day].sort((a, b) => a - b));
  return (
    <HStack
      role="group"
      aria-labelledby={shell?.ids.label}
      aria-describedby={shell?.invalid ? shell.ids.errorText : undefined}
      gap="1.5"
      wrap="wrap"
    >
      {WEEKDAYS.map((day) => {
        const pressed = days.includes(day);
        return (
          <Button
            key={day}
            ref={day === 0 ? field.ref : undefined}
            data-row-start={day === 0 ? "" : undefined}
            size="sm"
            minW="12"
            rounded="full"
            variant={pressed ? "solid" : "outline"}
            colorPalette="brand"
            aria-pressed={pressed}
            aria-label={t(`serviceEditor.dayLong.${day}`)}
            onClick={() => toggle(day)}
            onBlur={field.onBlur}
          >
            {t(`serviceEditor.dayShort.${day}`)}
          </Button>
        );
      })}
    </HStack>
  );
}

/** The languages of this service: the church's own, and any the service already names. */
function ServiceLanguages({ name, worshipLanguages }: { name: string; worshipLanguages: readonly string[] }) {
  const { locale } = useI18n();
  const { field } = useController({ name });
  const shell = useFieldContext();
  const value: string[] = Array.isArray(field.value) ? field.value : [];
  const base = worshipLanguages.length > 0 ? worshipLanguages : WORSHIP_LANGUAGE_CHOICES.slice(0, 2);
  const options = [...base, ...value.filter((code) => !base.includes(code))];
  const intlLocale = INTL_LOCALE[locale];
  return (
    <CheckboxGroup
      value={value}
      onValueChange={(next) => field.onChange(options.filter((code) => next.includes(code)))}
      aria-labelledby={shell?.ids.label}
      aria-describedby={shell?.ids.helperText}
    >
      <HStack gap="4" wrap="wrap" pt="1">
        {options.map((code) => (
          <Field.Item key={code} value={code}>
            <Checkbox.Root value={code} colorPalette="brand">
              <Checkbox.HiddenInput />
              <CheckboxControl />
              <Checkbox.Label>{capitalised(languageName(code, intlLocale), intlLocale)}</Checkbox.Label>
            </Checkbox.Root>
          </Field.Item>
        ))}
      </HStack>
    </CheckboxGroup>
  );
}

const capitalised = (text: string, locale: string) =>
  text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
