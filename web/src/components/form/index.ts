/**
 * The one form layer (docs/decisions/012-one-form-layer.md): react-hook-form over the shared zod schemas.
 * `useSchemaForm(schema, { defaultValues })` -> `<Form form onSubmit>` with `<FormField name label>` around each
 * registered control, `<FormError />` and `<SubmitButton pendingText>`; a failed request goes through
 * `applyServerError(form, error)`.
 */
export { applyServerError, FORM_ERROR } from "./errors";
export { Form, FormError, SubmitButton } from "./Form";
export { FormField } from "./FormField";
/**
 * Until every form has moved onto the layer above (issue 18 item 1): the per-field error maps (FormField also
 * still takes an `error` of its own for them). Delete with their last user.
 */
export { type FormErrors, hasFieldErrors, serverErrors, validationErrors } from "./legacy-errors";
export {
  type FormOutput,
  type FormSchema,
  type FormValues,
  type SchemaForm,
  useSchemaForm,
} from "./use-schema-form";
