import { trpc } from "../../lib/trpc";

/** The approved resources and the type list: the vault and the /resources route's loader ask with these. */
export const resourceListQueryOptions = () => trpc.resources.list.queryOptions();
export const resourceTypesQueryOptions = () => trpc.resources.types.queryOptions();
