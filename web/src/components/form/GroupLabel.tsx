import { chakra, useFieldContext, useFieldStyles } from "@chakra-ui/react";
import type { ReactNode } from "react";

/**
 * A field's label when the field has no form control of its own (a group of checkboxes, a file picked through a
 * button): looks like Field.Label and keeps its id, which the group names itself by (aria-labelledby), but is no
 * <label>. Field.Label writes `for` with the id of a control that does not exist there, which the Nu Html
 * Checker reports as an error (issue 40).
 */
export function GroupLabel({ children, srOnly }: { children: ReactNode; srOnly?: boolean }) {
  const field = useFieldContext();
  const styles = useFieldStyles();
  return (
    <chakra.span
      id={field?.ids.label}
      className="chakra-field__label"
      data-part="label"
      data-required={field?.required ? "" : undefined}
      data-invalid={field?.invalid ? "" : undefined}
      css={styles.label}
      srOnly={srOnly}
    >
      {children}
    </chakra.span>
  );
}
