import { type Locale, translate } from "@app/shared/i18n";
import { Alert, Button, type ButtonProps, chakra, type HTMLChakraProps } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { FormProvider, type SubmitErrorHandler, type SubmitHandler, useFormState } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { LIVE_FORM_ATTRIBUTE } from "../../lib/early-actions";
import type { FormOutput, FormSchema, FormValues, SchemaForm } from "./use-schema-form";

interface FormProps<S extends FormSchema> extends Omit<HTMLChakraProps<"form">, "onSubmit" | "onInvalid"> {
  form: SchemaForm<S>;
  /** Called with the schema's parsed output, only when the schema accepts the values. */
  onSubmit: SubmitHandler<FormOutput<S>>;
  /** Called instead when the schema refuses the values (after the errors are set, before the focus moves). */
  onInvalid?: SubmitErrorHandler<FormValues<S>>;
  children: ReactNode;
}

/**
 * Marks the form once React has committed it: until then the boot script holds its submissions
 * (lib/early-actions.ts; docs/decisions/023-app-code-after-first-paint.md#before-the-app-runs).
 */
const markLive = (element: HTMLFormElement | null) => element?.setAttribute(LIVE_FORM_ATTRIBUTE, "");

/** The `<form>` element of a schema form: hands the form to its fields and checks it before `onSubmit`. */
export function Form<S extends FormSchema>({ form, onSubmit, onInvalid, children, ...rest }: FormProps<S>) {
  return (
    <FormProvider {...form}>
      {/* POST: should the browser ever send it itself (JavaScript off), its fields, a password among them, stay
          out of the address and the logs (docs/decisions/023-app-code-after-first-paint.md#before-the-app-runs). */}
      <chakra.form
        method="post"
        noValidate
        {...rest}
        ref={markLive}
        onSubmit={form.handleSubmit(onSubmit, onInvalid)}
      >
        {children}
      </chakra.form>
    </FormProvider>
  );
}

/** The form's own message (see `applyServerError`), shown where the submit button is; nothing when none. */
export function FormError() {
  const { errors } = useFormState();
  const { i18n } = useTranslation();
  const message = (errors.root as { server?: { message?: string } } | undefined)?.server?.message;
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{translate(message, i18n.language as Locale)}</Alert.Title>
    </Alert.Root>
  );
}

interface SubmitButtonProps extends Omit<ButtonProps, "type" | "loading"> {
  /** What the button says while the request runs ("Signing in..."). */
  pendingText: string;
  /** The request is running (a mutation's `isPending`); the form's own submit state counts too. */
  pending?: boolean;
}

/** The form's submit button: says what it is doing while the form checks and the request runs. */
export function SubmitButton({ pendingText, pending, children, ...rest }: SubmitButtonProps) {
  const { isSubmitting } = useFormState();
  return (
    <Button
      type="submit"
      colorPalette="brand"
      {...rest}
      loading={pending || isSubmitting}
      loadingText={pendingText}
    >
      {children}
    </Button>
  );
}
