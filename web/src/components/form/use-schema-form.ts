import { zodResolver } from "@hookform/resolvers/zod";
import { type UseFormProps, type UseFormReturn, useForm } from "react-hook-form";
import type { z } from "zod";

/** Any shared zod schema whose input is an object of fields. */
// biome-ignore lint/suspicious/noExplicitAny: the schema's own input/output types are what the form carries.
export type FormSchema = z.ZodType<any, any>;

/** What the fields hold (the schema's input) and what a valid submit hands on (the schema's output). */
export type FormValues<S extends FormSchema> = z.input<S>;
export type FormOutput<S extends FormSchema> = z.output<S>;
/**
 * The values a form builds itself (its blank defaults, a stored record turned into fields) where its boxes hold
 * text: each field of a schema's input `T` as the text the schema accepts ("" for none, a number as typed, the
 * schema converts it); a field that takes no text (a list of codes) keeps its own input type; every field is
 * present. Derived from the schema, so a field added there reaches the form's values by itself.
 */
export type TextValues<T> = {
  [K in keyof T]-?: [Extract<T[K], string>] extends [never] ? NonNullable<T[K]> : Extract<T[K], string>;
};
export type SchemaForm<S extends FormSchema> = UseFormReturn<FormValues<S>, unknown, FormOutput<S>>;

/**
 * react-hook-form over a shared schema (docs/decisions/012-one-form-layer.md): the client checks with the very
 * schema the server parses, so the value types come from it and never get typed by hand. Errors first show on
 * submit (the first invalid field takes the focus), then follow the typing until the field is valid.
 */
export function useSchemaForm<S extends FormSchema>(
  schema: S,
  options: Omit<UseFormProps<FormValues<S>, unknown, FormOutput<S>>, "resolver">,
): SchemaForm<S> {
  return useForm<FormValues<S>, unknown, FormOutput<S>>({
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
    ...options,
    resolver: zodResolver(schema as never) as never,
  });
}
