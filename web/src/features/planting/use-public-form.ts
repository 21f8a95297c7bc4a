import { SUBMISSION_FAILED } from "@app/shared";
import type { UseMutationOptions } from "@tanstack/react-query";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { type FormErrors, hasFieldErrors, serverErrors, validationErrors } from "../../components/form";
import { toaster } from "../../components/ui/toaster";
import { errorMessage } from "../../lib/trpc";

interface Schema {
  safeParse(input: unknown): {
    success: boolean;
    error?: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> };
  };
}

interface PublicFormOptions<T extends object> {
  initial: T;
  /** The shared schema the server parses with: the same rules and messages on both sides. */
  schema: Schema;
  // biome-ignore lint/suspicious/noExplicitAny: the tRPC mutation options carry their own result and error types
  mutation: UseMutationOptions<any, any, T, any>;
  success: { title: string; description?: string };
}

/** Brings the first field with a message into view, so a phone user sees why nothing was sent. */
function focusFirstInvalid(form: HTMLFormElement | null) {
  const field = form?.querySelector<HTMLElement>(
    "[aria-invalid='true'], [data-invalid] input, [data-invalid] select, [data-invalid] textarea",
  );
  field?.focus();
}

/**
 * State of the two public forms: values, field messages from the shared schema (checked before sending) or
 * from the server, the 'Submission Failed' toast, and whether the success screen replaces the form.
 */
export function usePublicForm<T extends object>({
  initial,
  schema,
  mutation,
  success,
}: PublicFormOptions<T>) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const submit = useMutation(mutation);

  const setField = <K extends keyof T>(field: K, value: T[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setErrors(validationErrors(parsed));
      // After React has marked the fields invalid.
      window.requestAnimationFrame(() => focusFirstInvalid(form));
      return;
    }
    submit.mutate(values, {
      onSuccess: () => {
        toaster.create({ type: "success", ...success });
        setSubmitted(true);
        window.scrollTo({ top: 0 });
      },
      onError: (error) => {
        const found = serverErrors(error);
        setErrors(found);
        if (hasFieldErrors(found)) return;
        toaster.create({ type: "error", title: SUBMISSION_FAILED, description: errorMessage(error) });
      },
    });
  };

  return { values, errors, setField, onSubmit, pending: submit.isPending, submitted };
}
