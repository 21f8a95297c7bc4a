/**
 * The one form layer (docs/decisions/012-one-form-layer.md): react-hook-form over the shared zod schemas.
 * `useSchemaForm(schema, { defaultValues })` -> `<Form form onSubmit>` with `<FormField name label>` around each
 * registered control, `<FormError />` and `<SubmitButton pendingText>`; a failed request goes through
 * `applyServerError(form, error)`.
 */
export { applyServerError } from "../../lib/form-errors";
export { Form, FormError, SubmitButton } from "./Form";
export { FormField } from "./FormField";
export {
  type FormOutput,
  type FormSchema,
  type FormValues,
  type SchemaForm,
  type TextValues,
  useSchemaForm,
} from "./use-schema-form";
