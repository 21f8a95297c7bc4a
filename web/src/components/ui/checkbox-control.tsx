import { Checkbox } from "@chakra-ui/react";

/**
 * Chakra's Checkbox.Control as a span: its own element is a div, and the checkbox's root is a label, which holds
 * phrasing content only (the Nu Html Checker's error on every form with a checkbox, issue 40).
 */
export function CheckboxControl() {
  return (
    <Checkbox.Control asChild>
      <span>
        <Checkbox.Indicator />
      </span>
    </Checkbox.Control>
  );
}
