import { Box, Text } from "@chakra-ui/react";
import { type KeyboardEvent, useRef, useState } from "react";
import { useI18n } from "../../../lib/i18n";
import type { MarkerItem } from "../layers";

interface MarkerKeyboardProps {
  items: MarkerItem[];
  /** The marker the keyboard is on while the list has the focus (the map rings it), else null. */
  onFocusChange: (key: string | null) => void;
  onOpen: (item: MarkerItem) => void;
  onEscape: () => void;
  /** Said to screen readers as it changes: a popup opened or closed. */
  announcement: string;
}

const NEXT = new Set(["ArrowDown", "ArrowRight"]);
const PREVIOUS = new Set(["ArrowUp", "ArrowLeft"]);

export function markerLabel(item: MarkerItem, t: ReturnType<typeof useI18n>["t"]): string {
  return item.kind === "cluster"
    ? t("mapMarkers.cluster", { count: item.cluster.count })
    : `${item.church.name}, ${item.church.city}, ${item.church.state}`;
}

/** Focuses the list's button for a marker (a popup closed by Escape gives the focus back to it). */
export function focusMarkerButton(list: HTMLElement | null, key: string): void {
  list?.querySelector<HTMLButtonElement>(`[data-marker-key="${CSS.escape(key)}"]`)?.focus();
}

/**
 * Every marker the map draws, reachable from the keyboard: one tab stop (roving focus) over a list of buttons in
 * the map's reading order, moved through with the arrow keys, Home and End; Enter opens the church's popup or the
 * cluster's list, Escape closes it. The list itself is read by screen readers only; the map rings the marker the
 * focus is on, and a line at the map's foot names it.
 */
export function MarkerKeyboard({
  items,
  onFocusChange,
  onOpen,
  onEscape,
  announcement,
}: MarkerKeyboardProps) {
  const { t } = useI18n();
  const list = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState<string | null>(null);
  const [focused, setFocused] = useState<MarkerItem | null>(null);
  const activeKey = items.some((item) => item.key === active) ? active : (items[0]?.key ?? null);

  const moveTo = (index: number) => {
    const item = items[(index + items.length) % items.length];
    if (item) focusMarkerButton(list.current, item.key);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (NEXT.has(event.key)) moveTo(index + 1);
    else if (PREVIOUS.has(event.key)) moveTo(index - 1);
    else if (event.key === "Home") moveTo(0);
    else if (event.key === "End") moveTo(items.length - 1);
    else if (event.key === "Escape") onEscape();
    else return;
    event.preventDefault();
  };

  return (
    <>
      <Box as="ul" ref={list} srOnly aria-label={t("mapMarkers.list")} data-testid="map-markers">
        {items.map((item, index) => (
          <li key={item.key}>
            <button
              type="button"
              data-marker-key={item.key}
              tabIndex={item.key === activeKey ? 0 : -1}
              onFocus={() => {
                setActive(item.key);
                setFocused(item);
                onFocusChange(item.key);
              }}
              onBlur={() => {
                setFocused(null);
                onFocusChange(null);
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
              onClick={() => onOpen(item)}
            >
              {markerLabel(item, t)}
            </button>
          </li>
        ))}
      </Box>
      {focused && (
        <Box
          position="absolute"
          bottom="3"
          insetStart="3"
          maxW="calc(100% - 6rem)"
          px="3"
          py="1.5"
          rounded="md"
          bg="bg/95"
          shadow="md"
          pointerEvents="none"
          aria-hidden="true"
          data-testid="map-marker-focus"
        >
          <Text textStyle="sm" fontWeight="semibold" truncate>
            {markerLabel(focused, t)}
          </Text>
          <Text textStyle="xs" color="fg.muted">
            {t("mapMarkers.hint")}
          </Text>
        </Box>
      )}
      <Box srOnly aria-live="polite" data-testid="map-announcement">
        {announcement}
      </Box>
    </>
  );
}
