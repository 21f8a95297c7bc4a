import { DIRECTORY_PAGE_MAX } from "@app/shared";
import { formatNumber } from "@app/shared/i18n";
import { Field, Input, NativeSelect, Stack } from "@chakra-ui/react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import {
  type ChangeEvent,
  type ComponentProps,
  type Ref,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useI18n } from "../../lib/i18n";
import { errorMessage, trpc } from "../../lib/trpc";
import { useDebouncedValue } from "../../lib/use-debounced-value";

/** A church as the public list and its search answer it. */
export interface ListedChurch {
  id: number;
  name: string;
  city: string;
  state: string;
}

/** A church the select keeps offering whatever the list or the search holds (an event's own church). */
export interface KeptChurch {
  id: number;
  label: string;
}

/** How many matches a search asks for: enough to pick from, few enough for a native select. */
export const CHURCH_SEARCH_LIMIT = Math.min(50, DIRECTORY_PAGE_MAX);
const SEARCH_DEBOUNCE_MS = 250;

type FieldProps = Omit<ComponentProps<typeof NativeSelect.Field>, "children" | "ref"> & {
  ref?: Ref<HTMLSelectElement>;
};

interface ChurchSelectProps extends FieldProps {
  /** The first option's text (value ""): "Select a church", "No church", "All Churches". */
  placeholder: string;
  /** The first option's text while the list loads (the select is disabled meanwhile); else `placeholder`. */
  loadingText?: string;
  /** An option's text for a listed church; its name by default. */
  optionLabel?: (church: ListedChurch) => string;
  /** Churches offered even when neither the list nor the search holds them, after the others. */
  kept?: readonly KeptChurch[];
}

const byName = (church: ListedChurch) => church.name;

/**
 * The administrator's choice of a church, a native select. While `churches.list` is the whole approved list
 * (at most UNPAGED_LIST_MAX) it offers every church, as the screens always did; above that bound the list is
 * only its first page, so a search box above the select asks the server (`churches.page`, name, town or pastor)
 * and the select offers the matches, keeping the chosen church and the `kept` ones.
 */
export function ChurchSelect({
  placeholder,
  loadingText,
  optionLabel = byName,
  kept = [],
  ref,
  onChange,
  value,
  ...field
}: ChurchSelectProps) {
  const { t, locale, say } = useI18n();
  const list = useQuery(trpc.churches.list.queryOptions());
  const whole = list.data !== undefined && list.data.items.length >= list.data.total;
  const searching = list.data !== undefined && !whole;

  const [typed, setTyped] = useState("");
  const q = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const matches = useQuery({
    ...trpc.churches.page.queryOptions({ q, offset: 0, limit: CHURCH_SEARCH_LIMIT }),
    enabled: searching && q !== "",
    placeholderData: keepPreviousData,
  });

  // The church last picked here, so that a search that no longer finds it does not drop the choice.
  const [picked, setPicked] = useState<KeptChurch | null>(null);
  const select = useRef<HTMLSelectElement | null>(null);
  const chosen = useRef<string | null>(null);
  const setRefs = useCallback(
    (element: HTMLSelectElement | null) => {
      select.current = element;
      if (typeof ref === "function") ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );

  const listed: readonly ListedChurch[] =
    searching && q !== "" ? (matches.data?.items ?? []) : (list.data?.items ?? []);
  const options = useMemo(() => {
    const rows: KeptChurch[] = listed.map((church) => ({ id: church.id, label: optionLabel(church) }));
    const extra = searching && picked ? [picked, ...kept] : kept;
    for (const church of extra) {
      if (!rows.some((row) => row.id === church.id)) rows.push(church);
    }
    // Above the bound, a controlled value (a filter read from the address) that no search found stays shown.
    const id = Number(value);
    if (searching && value && Number.isInteger(id) && !rows.some((row) => row.id === id)) {
      rows.push({ id, label: t("vault.admin.churchNumber", { id }) });
    }
    return rows;
  }, [listed, optionLabel, kept, picked, searching, value, t]);

  // A new set of options must not change the choice the form holds: it stays among them, selected.
  useLayoutEffect(() => {
    const element = select.current;
    if (!element || chosen.current === null || element.value === chosen.current) return;
    if (options.some((option) => String(option.id) === chosen.current)) element.value = chosen.current;
  }, [options]);

  const change = (event: ChangeEvent<HTMLSelectElement>) => {
    const value = event.target.value;
    chosen.current = value;
    const option = options.find((row) => String(row.id) === value);
    setPicked(option ?? null);
    onChange?.(event);
  };

  const loading = list.isPending;
  const selectField = (
    <NativeSelect.Root disabled={loading && loadingText !== undefined}>
      <NativeSelect.Field ref={setRefs} onChange={change} value={value} {...field}>
        <option value="">{loading && loadingText !== undefined ? loadingText : placeholder}</option>
        {options.map((church) => (
          <option key={church.id} value={String(church.id)}>
            {church.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
  if (!searching) return selectField;

  const total = list.data?.total ?? 0;
  const found = matches.data?.total ?? 0;
  const status =
    q === ""
      ? t("churchPicker.hint", { count: total, number: formatNumber(total, locale) })
      : matches.isError
        ? `${t("churchPicker.searchFailed")} ${say(errorMessage(matches.error))}`
        : matches.isFetching || matches.data === undefined
          ? t("churchPicker.searching")
          : found === 0
            ? t("churchPicker.noMatches", { q })
            : found > matches.data.items.length
              ? t("churchPicker.foundMore", {
                  shown: formatNumber(matches.data.items.length, locale),
                  number: formatNumber(found, locale),
                })
              : t("churchPicker.found", { count: found, number: formatNumber(found, locale) });

  return (
    <Stack gap="2" w="full">
      {/* Its own field: the outer label names the select, this one the search box. */}
      <Field.Root invalid={matches.isError}>
        <Field.Label textStyle="xs" color="fg.muted">
          {t("churchPicker.search")}
        </Field.Label>
        <Input
          type="search"
          size="sm"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          // Enter searches as it is; it must not submit the surrounding form.
          onKeyDown={(event) => event.key === "Enter" && event.preventDefault()}
          autoComplete="off"
          data-testid="church-search"
        />
        <Field.HelperText aria-live="polite" data-testid="church-search-status">
          {status}
        </Field.HelperText>
      </Field.Root>
      {selectField}
    </Stack>
  );
}
