import { MSG } from "@app/shared/i18n";
import { eventPageTitle } from "@app/shared/pages";
import { createRoute } from "@tanstack/react-router";
import { eventQueryOptions, parseEventId } from "../features/events/queries";
import { currentLocale } from "../lib/i18n";
import { titleHead } from "../lib/page-head";
import { eventsRoute } from "./events";

/**
 * /events/$id: the events page with that event's details open. It renders nothing itself: the events page
 * reads the id, so moving between /events and /events/$id keeps the list, its filters and its scroll.
 */
export const eventDetailRoute = createRoute({
  getParentRoute: () => eventsRoute,
  path: "$id",
  loader: async ({ context, params }) => {
    const id = parseEventId(params.id);
    if (id === null) return { event: null };
    const options = eventQueryOptions(id);
    await context.queryClient.prefetchQuery(options);
    return { event: context.queryClient.getQueryData(options.queryKey) ?? null };
  },
  head: ({ loaderData }) =>
    titleHead(
      loaderData?.event ? eventPageTitle(loaderData.event, currentLocale()) : MSG.pages.titles.eventNotFound,
    ),
});
