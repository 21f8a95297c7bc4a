import { trpc } from "../../lib/trpc";
import { parseChurchId } from "../directory/queries";

/** The upcoming events: the events section and the /events route's loader ask with these. */
export const eventListQueryOptions = () => trpc.events.list.queryOptions();

/** One event, past ones too: what /events/$id opens. */
export const eventQueryOptions = (id: number) => trpc.events.byId.queryOptions({ id });

/** Event ids follow the same rule as church ids (positive 32-bit integers). */
export const parseEventId = parseChurchId;
