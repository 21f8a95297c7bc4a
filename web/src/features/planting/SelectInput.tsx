import { NativeSelect } from "@chakra-ui/react";
import type { ChangeEvent } from "react";

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

interface SelectInputProps {
  value: string;
  options: readonly (string | SelectOption)[];
  onChange: (value: string) => void;
  /** The first, empty option ("Select a state", "All Statuses"). */
  placeholder?: string;
  /** For a select without a visible label (the filters and the inline status pickers). */
  "aria-label"?: string;
  size?: "xs" | "sm" | "md";
  disabled?: boolean;
  name?: string;
  /** Width of the control; the inline pickers need room for "In Progress". */
  width?: string | Record<string, string>;
}

const toOption = (option: string | SelectOption): SelectOption =>
  typeof option === "string" ? { value: option, label: option } : option;

/** A native select: the phone's own picker on small screens, and typing a letter jumps through the list. */
export function SelectInput({
  value,
  options,
  onChange,
  placeholder,
  size = "md",
  disabled,
  ...rest
}: SelectInputProps) {
  return (
    <NativeSelect.Root size={size} disabled={disabled}>
      <NativeSelect.Field
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        {...rest}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map(toOption).map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
