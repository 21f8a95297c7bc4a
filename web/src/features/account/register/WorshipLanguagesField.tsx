import { WORSHIP_LANGUAGE_CHOICES } from "@app/shared";
import { INTL_LOCALE } from "@app/shared/i18n";
import { Checkbox, CheckboxGroup, Field, SimpleGrid, useFieldContext } from "@chakra-ui/react";
import { useController } from "react-hook-form";
import { FormField } from "../../../components/form";
import { CheckboxControl } from "../../../components/ui/checkbox-control";
import { useI18n } from "../../../lib/i18n";
import { languageName } from "../../directory/languages";

export interface WorshipLanguagesFieldProps {
  /**
   * The field's path in the surrounding `<Form>`'s values, holding a list of ISO 639-1 codes:
   * "worshipLanguages" (/register, /profile, the admin dialog) or "churchData.worshipLanguages" (/register-church).
   */
  name?: string;
  /** Locks the choices (while the form is being sent). */
  disabled?: boolean;
  /** The codes offered, in this order; a code the church already holds is shown after them as well. */
  choices?: readonly string[];
}

/**
 * "Languages of Worship": a checkbox per language, named in the page's language ("Spanish", "Español"), inside
 * a react-hook-form `<Form>`; the value is the ticked codes in the order shown, its error (at least one) shows
 * under the group through FormField.
 */
export function WorshipLanguagesField({
  name = "worshipLanguages",
  disabled,
  choices = WORSHIP_LANGUAGE_CHOICES,
}: WorshipLanguagesFieldProps) {
  const { t } = useI18n();
  return (
    <FormField
      name={name}
      label={t("account.church.worshipLanguages")}
      helper={t("account.church.worshipLanguagesHelp")}
      required
      group
    >
      <LanguageCheckboxes name={name} disabled={disabled} choices={choices} />
    </FormField>
  );
}

/** The first letter up: a language's name stands alone here ("español" -> "Español"). */
const asLabel = (text: string, locale: string) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

function LanguageCheckboxes({
  name,
  disabled,
  choices,
}: Required<Omit<WorshipLanguagesFieldProps, "disabled">> & {
  disabled?: boolean;
}) {
  const { locale } = useI18n();
  const intlLocale = INTL_LOCALE[locale];
  const { field } = useController({ name });
  // The surrounding Field: its label names the group, its help and error describe it.
  const shell = useFieldContext();
  const value: string[] = Array.isArray(field.value) ? field.value : [];
  const options = [...choices, ...value.filter((code) => !choices.includes(code))];
  const describedBy = [shell?.ariaDescribedby, shell?.invalid ? shell.ids.errorText : undefined]
    .filter(Boolean)
    .join(" ");
  return (
    <CheckboxGroup
      name={name}
      value={value}
      onValueChange={(next) => field.onChange(options.filter((code) => next.includes(code)))}
      onBlur={field.onBlur}
      disabled={disabled || field.disabled}
      invalid={shell?.invalid}
      aria-labelledby={shell?.ids.label}
      aria-describedby={describedBy || undefined}
      w="full"
    >
      <SimpleGrid columns={{ base: 2, sm: 3, md: 5 }} gapX="4" gapY="2.5" w="full" pt="1">
        {options.map((code, index) => (
          // Field.Item gives each checkbox its own id inside the one Field.
          <Field.Item key={code} value={code}>
            <Checkbox.Root value={code} colorPalette="brand" required={false} minW="0">
              {/* The first box takes the focus when the form shows the field's error. */}
              <Checkbox.HiddenInput ref={index === 0 ? field.ref : undefined} />
              <CheckboxControl />
              <Checkbox.Label>{asLabel(languageName(code, intlLocale), intlLocale)}</Checkbox.Label>
            </Checkbox.Root>
          </Field.Item>
        ))}
      </SimpleGrid>
    </CheckboxGroup>
  );
}
