import { capitalize, isOneOf, RESOURCE_STATUSES, type ResourceStatus } from "@app/shared";
import { Badge } from "@chakra-ui/react";
import { useI18n } from "../../../lib/i18n";

const PALETTE: Record<ResourceStatus, string> = { approved: "green", pending: "yellow", rejected: "red" };

/** A resource's review status in the page's language (a status this screen does not know, as stored). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useI18n();
  const known = isOneOf(RESOURCE_STATUSES, status);
  return (
    <Badge colorPalette={known ? PALETTE[status] : "gray"} variant="solid" size="sm">
      {known ? t(`adminContent.resources.statuses.${status}`) : capitalize(status)}
    </Badge>
  );
}
