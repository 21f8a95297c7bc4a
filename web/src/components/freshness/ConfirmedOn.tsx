import type { ListingConfirmation } from "@app/shared";
import { INTL_LOCALE } from "@app/shared/i18n";
import { HStack, Icon, Text, type TextProps } from "@chakra-ui/react";
import { LuBadgeCheck, LuHistory } from "react-icons/lu";
import { dateFormat } from "../../lib/dates";
import { useI18n } from "../../lib/i18n";
import { useDisplayTimeZone, useNow } from "../../lib/render-facts";

// Every card of the directory's list shows the line: its formatters come from lib/dates.ts's cache.

/** "2026-03-03": the calendar day of a moment in a time zone (undefined: the visitor's own). */
const dayOf = (at: Date, timeZone: string | undefined) => dateFormat("en-CA", timeZone, {}).format(at);
const WRITTEN_DATE: Intl.DateTimeFormatOptions = { day: "numeric", month: "long", year: "numeric" };

/**
 * "Confirmed by the church on March 3, 2026", "... today", or after FRESHNESS_STALE_MONTHS "Not confirmed since
 * ..." (docs/product/freshness.md#confirmed-on). The date is the visitor's own calendar day, written out (the
 * server's while its page is adopted: lib/render-facts.tsx).
 */
export function ConfirmedOn({
  confirmation,
  now,
  ...textProps
}: { confirmation: ListingConfirmation; now?: Date } & TextProps) {
  const { t, locale } = useI18n();
  // The server's day and zone while a server-rendered page is adopted, the visitor's from then on.
  const renderNow = useNow();
  const timeZone = useDisplayTimeZone();
  const at = confirmation.confirmedAt ? new Date(confirmation.confirmedAt) : null;
  const date = at ? dateFormat(INTL_LOCALE[locale], timeZone, WRITTEN_DATE).format(at) : "";
  const by = confirmation.confirmedBy ?? "admin";
  const text = !at
    ? t("freshness.neverConfirmed")
    : confirmation.stale
      ? t("freshness.notConfirmedSince", { date })
      : dayOf(at, timeZone) === dayOf(now ?? renderNow, timeZone)
        ? t(`freshness.confirmedToday.${by}`)
        : t(`freshness.confirmedOn.${by}`, { date });
  return (
    <HStack gap="1.5" align="center" data-testid="confirmed-on">
      <Icon
        as={confirmation.stale ? LuHistory : LuBadgeCheck}
        boxSize="4"
        flexShrink="0"
        aria-hidden="true"
      />
      <Text textStyle="sm" {...textProps}>
        {text}
      </Text>
    </HStack>
  );
}
