import { useQuery } from "@tanstack/react-query";
import { Navigate } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { RoutePending } from "../../../components/layout/RouteStatus";
import { trpc } from "../../../lib/trpc";

/**
 * An administrator who must set up a second factor and has none is sent to /account/two-factor: the server
 * refuses everything else anyway (docs/product/accounts-admin.md, "Who must have one").
 */
export function EnrolmentGate({ children }: { children: ReactNode }) {
  const status = useQuery(trpc.twoFactor.status.queryOptions());
  if (status.isPending) return <RoutePending />;
  if (status.data?.mustEnrol) return <Navigate to="/account/two-factor" replace />;
  return children;
}
