import { MSG } from "@app/shared/i18n";
import type { UseMutationOptions } from "@tanstack/react-query";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import type { DefaultValues } from "react-hook-form";
import { applyServerError, type FormSchema, type FormValues, useSchemaForm } from "../../components/form";
import { notifyFailure, notifySuccess } from "../../lib/feedback";

interface PublicFormOptions<S extends FormSchema> {
  /** The shared schema the server parses with: the same rules and messages on both sides. */
  schema: S;
  defaultValues: DefaultValues<FormValues<S>>;
  // biome-ignore lint/suspicious/noExplicitAny: the tRPC mutation options carry their own result and error types
  mutation: UseMutationOptions<any, any, FormValues<S>, any>;
  success: { title: string; description?: string };
}

/**
 * The two public forms on the form layer: the shared schema checks before sending (the first invalid field
 * takes the focus), the server's field messages land beside their fields, any other failure is the
 * 'Submission Failed' toast, and the success screen replaces the form.
 */
export function usePublicForm<S extends FormSchema>({
  schema,
  defaultValues,
  mutation,
  success,
}: PublicFormOptions<S>) {
  const form = useSchemaForm(schema, { defaultValues });
  const [submitted, setSubmitted] = useState(false);
  const submit = useMutation(mutation);

  // The fields as typed go to the server, which parses them with the same schema (as before the layer).
  const onSubmit = () =>
    submit.mutate(form.getValues(), {
      onSuccess: () => {
        notifySuccess(success.title, success.description);
        setSubmitted(true);
        window.scrollTo({ top: 0 });
      },
      onError: (error) => {
        if (applyServerError(form, error)) return;
        notifyFailure(error, { title: MSG.messages.SUBMISSION_FAILED, signedOut: false });
      },
    });

  return { form, onSubmit, pending: submit.isPending, submitted };
}
