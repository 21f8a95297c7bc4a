import { useQuery } from "@tanstack/react-query";
import { ConfirmedOn } from "../../components/freshness/ConfirmedOn";
import { trpc } from "../../lib/trpc";

/**
 * The selected card's "Confirmed by the church on ..." (docs/product/freshness.md#confirmed-on): read when a
 * card opens, so the directory's list of every church stays as small as it was.
 */
export function CardConfirmation({ churchId }: { churchId: number }) {
  const freshness = useQuery(trpc.freshness.church.queryOptions({ churchId }));
  if (!freshness.data) return null;
  return <ConfirmedOn confirmation={freshness.data.confirmation} color="fg.muted" />;
}
