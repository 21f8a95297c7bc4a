import { NativeSelect } from "@chakra-ui/react";
import type { UseFormRegisterReturn } from "react-hook-form";

interface FormSelectProps {
  /** `form.register(name)`: the select is a plain registered control, so a failed submit can focus it. */
  field: UseFormRegisterReturn;
  /** The first, empty option ("Select a state"). */
  placeholder: string;
  options: readonly { value: string; label: string }[];
}

/** A native select of a public form: the phone's own picker, and typing a letter jumps through the list. */
export function FormSelect({ field, placeholder, options }: FormSelectProps) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...field}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
