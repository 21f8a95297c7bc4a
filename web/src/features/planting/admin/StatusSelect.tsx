import type { SelectOption } from "../SelectInput";
import { SelectInput } from "../SelectInput";

interface StatusSelectProps {
  value: string;
  options: readonly SelectOption[];
  /** Why an option cannot be chosen now (the shared matching rules), or null. */
  blocker?: (option: string) => string | null;
  label: string;
  pending: boolean;
  onChange: (value: string) => void;
}

/** An inline picker that saves on change; options the server would refuse are shown but disabled. */
export function StatusSelect({ value, options, blocker, label, pending, onChange }: StatusSelectProps) {
  const choices = options.map((option) => ({
    ...option,
    disabled: option.value !== value && blocker ? blocker(option.value) !== null : false,
  }));
  return (
    <SelectInput
      size="sm"
      width={{ base: "full", sm: "36" }}
      aria-label={label}
      value={value}
      options={choices}
      disabled={pending}
      onChange={(next) => {
        if (next !== value) onChange(next);
      }}
    />
  );
}
