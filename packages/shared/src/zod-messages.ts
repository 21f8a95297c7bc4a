/**
 * zod's own checks in the catalogue's words: a check a schema did not word itself (a query's number out of
 * range, a value of the wrong type, a pattern not matched) raises one of the `validation` keys, so neither
 * zod's English nor a regular expression reaches a reader (docs/product/messages.md#languages-of-an-answer).
 * fields.ts installs it, and every schema is built from fields.ts or beside it.
 */
import { z } from "zod";
import { encodeMessage, type KeyedMessage, MSG, msg } from "./i18n/keys.ts";

type Issue = z.core.$ZodRawIssue;

const V = MSG.validation;
const bound = (value: unknown) => (typeof value === "bigint" ? Number(value) : (value as number));

function messageFor(issue: Issue): KeyedMessage {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined || issue.input === null) return msg(V.required);
      if (issue.expected === "int") return msg(V.wholeNumber);
      if (issue.expected === "number") return msg(V.number);
      return msg(V.invalid);
    case "too_small": {
      const min = bound(issue.minimum);
      if (issue.origin === "string") return min <= 1 ? msg(V.required) : msg(V.tooShort, { min });
      if (issue.origin === "array" || issue.origin === "set") return msg(V.tooFewItems, { min });
      if (issue.origin === "number" || issue.origin === "int" || issue.origin === "bigint")
        return msg(issue.inclusive === false ? V.above : V.tooSmall, { min });
      return msg(V.invalid);
    }
    case "too_big": {
      const max = bound(issue.maximum);
      if (issue.origin === "string") return msg(V.tooLong, { max });
      if (issue.origin === "array" || issue.origin === "set") return msg(V.tooManyItems, { max });
      if (issue.origin === "number" || issue.origin === "int" || issue.origin === "bigint")
        return msg(issue.inclusive === false ? V.below : V.tooBig, { max });
      return msg(V.invalid);
    }
    case "invalid_format":
      return msg(issue.format === "email" ? MSG.messages.INVALID_EMAIL : V.format);
    case "not_multiple_of":
      return msg(V.wholeNumber);
    case "invalid_value":
      return msg(V.option);
    case "unrecognized_keys":
      return msg(V.unknownFields, {
        count: issue.keys.length,
        keys: issue.keys.map((key) => JSON.stringify(key)).join(", "),
      });
    default:
      return msg(V.invalid);
  }
}

let installed = false;

/** Sets zod's global error map once (a schema's own message still comes first). */
export function installValidationMessages(): void {
  if (installed) return;
  installed = true;
  z.config({ customError: (issue) => encodeMessage(messageFor(issue)) });
}
