import { type Locale, translate } from "@app/shared/i18n";
import { Field } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { get, useFormState } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { GroupLabel } from "./GroupLabel";

interface FormFieldProps {
  /** The field's path in the surrounding `<Form>`'s values ("email", "churchData.name"): its error shows here. */
  name?: string;
  /**
   * A message from outside the form, for a field without a `name`: a query the field needs that failed (the
   * event dialog's church list). A field with a `name` reads its error from the form.
   */
  error?: string;
  label: ReactNode;
  /** The label is read by screen readers only: a row whose heading already names the field. */
  hideLabel?: boolean;
  /**
   * The control is a group (checkboxes) that names itself by the label's id: the label is then no <label>,
   * whose `for` would name a control that does not exist (GroupLabel).
   */
  group?: boolean;
  helper?: ReactNode;
  required?: boolean;
  /** The control, registered on the form (`{...form.register(name)}` or a Controller). */
  children: ReactNode;
}

/**
 * One labelled field: Field.Root ties the control to its label, required mark, help text and error; the error
 * (the shared schema's English text or the server's) is shown in the page's language.
 */
export function FormField({ name, error, ...shell }: FormFieldProps) {
  return name ? <BoundField name={name} {...shell} /> : <FieldShell error={error} {...shell} />;
}

function BoundField({ name, ...shell }: Omit<FormFieldProps, "error"> & { name: string }) {
  const { errors } = useFormState({ name });
  const message = (get(errors, name) as { message?: string } | undefined)?.message;
  return <FieldShell error={message} {...shell} />;
}

function FieldShell({
  label,
  hideLabel,
  group,
  error,
  helper,
  required,
  children,
}: Omit<FormFieldProps, "name">) {
  const { i18n } = useTranslation();
  const Label = group ? GroupLabel : Field.Label;
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Label srOnly={hideLabel}>
        {label}
        <Field.RequiredIndicator />
      </Label>
      {children}
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error ? translate(error, i18n.language as Locale) : null}</Field.ErrorText>
    </Field.Root>
  );
}
