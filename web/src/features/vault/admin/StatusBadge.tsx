import { capitalize } from "@app/shared";
import { Badge } from "@chakra-ui/react";

const PALETTE: Record<string, string> = { approved: "green", pending: "yellow", rejected: "red" };

export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge colorPalette={PALETTE[status] ?? "gray"} variant="solid" size="sm">
      {capitalize(status)}
    </Badge>
  );
}
