import type { inferOutput } from "@trpc/tanstack-react-query";
import type { Trpc } from "../../../lib/trpc";

export type SecondFactorStatus = inferOutput<Trpc["twoFactor"]["status"]>;

export interface FactorCardProps {
  status: SecondFactorStatus;
  /** Fresh recovery codes came back (the account's first factor, or new codes): show them once. */
  onRecoveryCodes: (codes: string[]) => void;
}
