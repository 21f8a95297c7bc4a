import { HStack, Link } from "@chakra-ui/react";
import { LuCalendarPlus, LuRss } from "react-icons/lu";
import { useI18n } from "../lib/i18n";
import { useOrigin } from "../lib/render-facts";

/**
 * A calendar feed's address for subscribing: webcal:// makes the calendar app subscribe and follow changes,
 * where an https link would import a copy once (issue 41, docs/product/weekly-services.md).
 */
export function webcalUrl(path: string, origin = window.location.origin): string {
  const url = new URL(path, origin);
  return `webcal://${url.host}${url.pathname}${url.search}`;
}

/** Google Calendar subscribes to a feed given as `cid`: the webcal address, encoded. */
export const googleCalendarUrl = (webcal: string) =>
  `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`;

interface CalendarLinksProps {
  /** The feed's path on this site ("/api/events.ics?lang=es"). */
  feedPath: string;
  /** The visible words of the subscribe link; "Subscribe" when not given. */
  subscribeText?: string;
  /** What each link does, for screen readers, when the words alone do not say which calendar. */
  subscribeLabel?: string;
  googleLabel?: string;
}

/** "Subscribe" (webcal://) with "Add to Google Calendar" beside it. */
export function CalendarLinks({ feedPath, subscribeText, subscribeLabel, googleLabel }: CalendarLinksProps) {
  const { t } = useI18n();
  const webcal = webcalUrl(feedPath, useOrigin());
  return (
    <HStack gap="4" wrap="wrap" textStyle="sm" fontWeight="semibold" data-testid="calendar-links">
      <Link href={webcal} color="brand.fg" aria-label={subscribeLabel}>
        <LuRss aria-hidden="true" />
        {subscribeText ?? t("calendarLinks.subscribe")}
      </Link>
      <Link
        href={googleCalendarUrl(webcal)}
        color="brand.fg"
        target="_blank"
        rel="noopener noreferrer"
        aria-label={googleLabel}
      >
        <LuCalendarPlus aria-hidden="true" />
        {t("calendarLinks.addToGoogle")}
      </Link>
    </HStack>
  );
}
