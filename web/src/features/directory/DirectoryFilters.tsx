import { Button, Field, Input, InputGroup, NativeSelect, Stack } from "@chakra-ui/react";
import { LuLocateFixed, LuSearch } from "react-icons/lu";
import { ALL_STATES } from "./model";

interface DirectoryFiltersProps {
  search: string;
  state: string;
  states: string[];
  locating: boolean;
  onSearchChange: (value: string) => void;
  onStateChange: (value: string) => void;
  onLocate: () => void;
}

export function DirectoryFilters({
  search,
  state,
  states,
  locating,
  onSearchChange,
  onStateChange,
  onLocate,
}: DirectoryFiltersProps) {
  return (
    <Stack direction={{ base: "column", md: "row" }} gap="3" align={{ md: "flex-end" }}>
      <Field.Root flex="1">
        <Field.Label srOnly>Search churches</Field.Label>
        <InputGroup startElement={<LuSearch />}>
          <Input
            type="search"
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
            placeholder="Search by church name, city, or pastor..."
            bg="bg"
            size="lg"
          />
        </InputGroup>
      </Field.Root>
      <Stack direction="row" gap="3">
        <Field.Root w={{ base: "full", md: "44" }}>
          <Field.Label srOnly>State</Field.Label>
          <NativeSelect.Root size="lg">
            <NativeSelect.Field value={state} onChange={(event) => onStateChange(event.target.value)} bg="bg">
              <option value={ALL_STATES}>All States</option>
              {states.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button
          size="lg"
          colorPalette="brand"
          onClick={onLocate}
          loading={locating}
          loadingText="Locating..."
          flexShrink="0"
        >
          <LuLocateFixed aria-hidden="true" />
          Use My Location
        </Button>
      </Stack>
    </Stack>
  );
}
