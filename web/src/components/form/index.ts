/** Labelled form fields and the per-field error maps the forms of every area show in them. */
export { type FormErrors, hasFieldErrors, serverErrors, validationErrors } from "./errors";
export { FormField } from "./FormField";
