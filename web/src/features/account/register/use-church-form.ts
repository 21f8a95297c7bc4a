import { type ChangeEvent, useCallback, useState } from "react";
import type { FormErrors } from "../login/form";
import type { Bind } from "./ChurchFields";

/** Form values, per-field errors (cleared as the field is edited) and a binder for the controls. */
export function useChurchForm<T extends object>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const bind = useCallback<Bind>(
    (field) => ({
      name: field,
      value: String((values as Record<string, unknown>)[field] ?? ""),
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
        const { value } = event.target;
        setValues((current) => ({ ...current, [field]: value }));
        setErrors((current) => ({ ...current, [field]: undefined }));
      },
    }),
    [values],
  );
  return { values, setValues, errors, setErrors, bind };
}

/** Server field errors ({ field: [messages] }) as the form shows them: the first message per field. */
export function firstMessages(errors: Record<string, string[] | undefined> | null): FormErrors {
  const result: FormErrors = {};
  for (const [field, messages] of Object.entries(errors ?? {})) result[field] = messages?.[0];
  return result;
}
