import type { ListingConfirmation } from "@app/shared";
import { INTL_LOCALE } from "@app/shared/i18n";
import { HStack, Icon, Text, type TextProps } from "@chakra-ui/react";
import { LuBadgeCheck, LuHistory } from "react-icons/lu";
import { useI18n } from "../../lib/i18n";

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/**
 * "Confirmed by the church on March 3, 2026", "... today", or after FRESHNESS_STALE_MONTHS "Not confirmed since
 * ..." (docs/product/freshness.md#confirmed-on). The date is the visitor's own calendar day, written out.
 */
export function ConfirmedOn({
  confirmation,
  now = new Date(),
  ...textProps
}: { confirmation: ListingConfirmation; now?: Date } & TextProps) {
  const { t, locale } = useI18n();
  const at = confirmation.confirmedAt ? new Date(confirmation.confirmedAt) : null;
  const date = at
    ? new Intl.DateTimeFormat(INTL_LOCALE[locale], { day: "numeric", month: "long", year: "numeric" }).format(
        at,
      )
    : "";
  const by = confirmation.confirmedBy ?? "admin";
  const text = !at
    ? t("freshness.neverConfirmed")
    : confirmation.stale
      ? t("freshness.notConfirmedSince", { date })
      : sameDay(at, now)
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
