import { capitalize } from "@app/shared";
import { NativeSelect } from "@chakra-ui/react";
import type { ChangeEvent, FocusEvent, Ref } from "react";
import type { ResourceTypeOption } from "./types";

interface ResourceTypeSelectProps {
  types: readonly ResourceTypeOption[];
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  /** The first option: a prompt ("Select a type") or "All Types" for a filter. */
  placeholder?: string;
  firstOption?: { value: string; label: string };
  name?: string;
  "aria-label"?: string;
  /** For a form field (react-hook-form's Controller): a failed submit focuses the select. */
  ref?: Ref<HTMLSelectElement>;
  onBlur?: (event: FocusEvent<HTMLSelectElement>) => void;
}

/** A native select of the server's resource types, shown capitalised. */
export function ResourceTypeSelect({
  types,
  value,
  onChange,
  placeholder,
  firstOption,
  name,
  "aria-label": ariaLabel,
  ref,
  onBlur,
}: ResourceTypeSelectProps) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field
        ref={ref}
        name={name}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        aria-label={ariaLabel}
        bg="bg"
      >
        {placeholder && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {firstOption && <option value={firstOption.value}>{firstOption.label}</option>}
        {types.map((type) => (
          <option key={type.id} value={type.name}>
            {capitalize(type.name)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
