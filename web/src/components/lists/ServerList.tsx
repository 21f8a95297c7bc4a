import { formatNumber } from "@app/shared/i18n";
import { Button, HStack, Input, InputGroup, Spinner, Text } from "@chakra-ui/react";
import { LuChevronLeft, LuChevronRight, LuSearch } from "react-icons/lu";
import { useI18n } from "../../lib/i18n";

export { useServerList } from "./server-list";

interface SearchBoxProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** True while the server answers the latest search: a spinner in the box says so. */
  busy?: boolean;
}

/** A list's search box: what is typed goes to the server (debounced by useServerList, server-list.ts). */
export function ServerSearchBox({ label, placeholder, value, onChange, busy = false }: SearchBoxProps) {
  const { t } = useI18n();
  return (
    <InputGroup
      startElement={<LuSearch />}
      endElement={busy ? <Spinner size="xs" aria-label={t("adminChurches.lists.searching")} /> : undefined}
      maxW={{ md: "sm" }}
    >
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </InputGroup>
  );
}

interface PagerProps {
  /** What the list is, for the pager's accessible name ("Pages of Church Management"). */
  list: string;
  offset: number;
  limit: number;
  total: number;
  shown: number;
  onOffset: (offset: number) => void;
}

/**
 * "26–50 of 356,642" and Previous / Next: the list's pages, each asked of the server. Buttons, so the keyboard
 * reaches them; nothing to show for a list that fits on one page.
 */
export function ServerPager({ list, offset, limit, total, shown, onOffset }: PagerProps) {
  const { t, locale } = useI18n();
  if (total <= limit && offset === 0) return null;
  const from = shown === 0 ? 0 : offset + 1;
  return (
    <HStack
      as="nav"
      aria-label={t("adminChurches.lists.pages", { list })}
      justify="space-between"
      gap="3"
      wrap="wrap"
    >
      <Text textStyle="xs" color="fg.muted" aria-live="polite">
        {t("adminChurches.lists.range", {
          from: formatNumber(from, locale),
          to: formatNumber(offset + shown, locale),
          total: formatNumber(total, locale),
        })}
      </Text>
      <HStack gap="2">
        <Button
          size="sm"
          variant="outline"
          disabled={offset === 0}
          onClick={() => onOffset(Math.max(0, offset - limit))}
        >
          <LuChevronLeft aria-hidden="true" /> {t("adminChurches.lists.previous")}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={offset + shown >= total}
          onClick={() => onOffset(offset + limit)}
        >
          {t("adminChurches.lists.next")} <LuChevronRight aria-hidden="true" />
        </Button>
      </HStack>
    </HStack>
  );
}
