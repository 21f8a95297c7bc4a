import { Button, Stack, Text, Textarea, VisuallyHidden } from "@chakra-ui/react";
import { useRef, useState } from "react";
import { get, useFieldArray, useFormContext, useFormState, useWatch } from "react-hook-form";
import { LuPlus } from "react-icons/lu";
import { FormField } from "../../../components/form";
import { useI18n } from "../../../lib/i18n";
import { FormSection } from "./FormSection";
import { ServiceRow } from "./ServiceRow";
import { blankServiceRow } from "./service-rows";

interface ServiceEditorProps {
  /** Where the church's fields sit in the form's values: "" (/register, /profile, the admin dialog) or "churchData.". */
  prefix?: "" | "churchData.";
  disabled?: boolean;
}

/**
 * The weekly-service editor of every church form (docs/product/weekly-services.md, "Editing"): a fieldset per
 * service, added and removed in place. Focus follows the change: to the new row's first day on add, to the row that
 * took the removed one's place (or the Add button when none is left) on remove, and the removal is announced.
 */
export function ServiceEditor({ prefix = "", disabled }: ServiceEditorProps) {
  const { t, say } = useI18n();
  const name = `${prefix}services`;
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name });
  const worshipLanguages = useWatch({ name: `${prefix}worshipLanguages` }) as string[] | undefined;
  const { errors } = useFormState({ name });
  const listError =
    (get(errors, name) as { message?: string; root?: { message?: string } } | undefined) ?? {};
  const listRef = useRef<HTMLDivElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const [announcement, setAnnouncement] = useState("");

  // After React has drawn the rows: a row's first day chip is the start of its fieldset.
  const focusRow = (index: number) =>
    requestAnimationFrame(() => {
      const target = listRef.current?.querySelector<HTMLElement>(
        `[data-service-row="${index}"] [data-row-start]`,
      );
      (target ?? addRef.current)?.focus();
    });

  const add = () => {
    append(blankServiceRow(worshipLanguages ?? []), { shouldFocus: false });
    setAnnouncement("");
    focusRow(fields.length);
  };
  const removeAt = (index: number) => {
    remove(index);
    setAnnouncement(t("serviceEditor.removed"));
    const remaining = fields.length - 1;
    if (remaining === 0) requestAnimationFrame(() => addRef.current?.focus());
    else focusRow(Math.min(index, remaining - 1));
  };

  const message = listError.message ?? listError.root?.message;
  return (
    <FormSection title={t("serviceEditor.title")} description={t("serviceEditor.hint")}>
      <Stack gap="4" ref={listRef} data-testid="service-editor">
        {fields.length === 0 && (
          <Text textStyle="sm" color="fg.muted">
            {t("serviceEditor.empty")}
          </Text>
        )}
        {fields.map((field, index) => (
          <ServiceRow
            key={field.id}
            name={`${name}.${index}`}
            index={index}
            worshipLanguages={worshipLanguages ?? []}
            disabled={disabled}
            onRemove={() => removeAt(index)}
          />
        ))}
        {message && (
          <Text textStyle="sm" color="fg.error" role="alert">
            {say(message)}
          </Text>
        )}
        <Button
          ref={addRef}
          variant="outline"
          colorPalette="brand"
          alignSelf="flex-start"
          onClick={add}
          disabled={disabled}
        >
          <LuPlus aria-hidden="true" />
          {t("serviceEditor.add")}
        </Button>
        <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
        <ServiceTimesText prefix={prefix} />
      </Stack>
    </FormSection>
  );
}

/**
 * The church's times in words, for a church that lists no services as rows: once it lists some, the server writes
 * this text from them (docs/product/weekly-services.md, "The text and the documented paths"), so it is not shown.
 */
function ServiceTimesText({ prefix = "" }: { prefix?: "" | "churchData." }) {
  const { t } = useI18n();
  const { register } = useFormContext();
  const rows = useWatch({ name: `${prefix}services` }) as unknown[] | undefined;
  if (rows && rows.length > 0) return null;
  return (
    <FormField
      name={`${prefix}serviceTimes`}
      label={t("account.church.serviceTimes")}
      helper={t("serviceEditor.oldTextHint")}
    >
      <Textarea
        rows={3}
        placeholder={t("account.church.serviceTimesExample")}
        {...register(`${prefix}serviceTimes`)}
      />
    </FormField>
  );
}
