/**
 * What a form or an answer says when zod's own checks refuse a value that no schema worded (a query's
 * number out of range, a field of the wrong type, a pattern not matched): the global error map
 * (packages/shared/src/zod-messages.ts) raises these keys, so no zod English or regular expression reaches
 * a reader. English first, the Spanish beside it with the same keys.
 */
import type { PartialCatalogue } from "../es.ts";

export const validationEn = {
  invalid: "Invalid input",
  invalidId: "Invalid id",
  required: "This field is required",
  tooShort: "Must be at least {{min}} characters",
  tooLong: "Must be at most {{max}} characters",
  tooSmall: "Must be at least {{min}}",
  tooBig: "Must be at most {{max}}",
  above: "Must be more than {{min}}",
  below: "Must be less than {{max}}",
  tooFewItems: "Choose at least {{min}}",
  tooManyItems: "Choose at most {{max}}",
  wholeNumber: "Must be a whole number",
  number: "Must be a number",
  format: "Please check the format of this value",
  option: "Please choose one of the options",
  // zod's own English, which the REST answers have always given.
  unknownFields_one: "Unrecognized key: {{keys}}",
  unknownFields_other: "Unrecognized keys: {{keys}}",
};

export const validationEs: PartialCatalogue<typeof validationEn> = {
  invalid: "Dato no válido",
  invalidId: "Identificador no válido",
  required: "Este campo es obligatorio",
  tooShort: "Debe tener al menos {{min}} caracteres",
  tooLong: "Debe tener como máximo {{max}} caracteres",
  tooSmall: "Debe ser como mínimo {{min}}",
  tooBig: "Debe ser como máximo {{max}}",
  above: "Debe ser mayor que {{min}}",
  below: "Debe ser menor que {{max}}",
  tooFewItems: "Elija al menos {{min}}",
  tooManyItems: "Elija como máximo {{max}}",
  wholeNumber: "Debe ser un número entero",
  number: "Debe ser un número",
  format: "Revise el formato de este valor",
  option: "Elija una de las opciones",
  unknownFields_one: "Campo no reconocido: {{keys}}",
  unknownFields_other: "Campos no reconocidos: {{keys}}",
};
