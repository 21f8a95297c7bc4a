import { Button, HStack, List, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { LuDownload, LuFileSpreadsheet } from "react-icons/lu";
import { ListEmpty, ListError, ListLoading } from "../../../components/lists/ListStates";
import { formatDateTime } from "../../../lib/dates";
import { useI18n } from "../../../lib/i18n";
import { trpc } from "../../../lib/trpc";
import { DashboardSection } from "../../admin/dashboard/DashboardSection";
import { StatusBadge } from "./BatchPanel";
import { POLL_MS, WORKING } from "./types";
import { refusedRowsPath } from "./upload";

const LOG_COUNTS = [
  "new",
  "update",
  "duplicate",
  "invalid",
  "created",
  "updated",
  "skipped",
  "refused",
  "removed",
  "restored",
  "kept",
] as const;

/** Every batch with its counts, those in progress among them (docs/product/import.md "Log"). */
export function ImportLog({ openBatch }: { openBatch: (batchId: number) => void }) {
  const { t } = useI18n();
  const batches = useQuery({
    ...trpc.imports.list.queryOptions(),
    refetchInterval: (query) =>
      query.state.data?.some((batch) => WORKING.has(batch.status)) ? POLL_MS * 2 : false,
  });
  return (
    <DashboardSection id="import-log" title={t("imports.log.title")}>
      {batches.isPending ? (
        <ListLoading label={t("imports.log.loading")} />
      ) : batches.isError ? (
        <ListError error={batches.error} onRetry={() => void batches.refetch()} />
      ) : batches.data.length === 0 ? (
        <ListEmpty
          icon={<LuFileSpreadsheet />}
          title={t("imports.log.empty")}
          description={t("imports.log.emptyText")}
        />
      ) : (
        <List.Root listStyleType="none" gap="2">
          {batches.data.map((batch) => {
            const counts = LOG_COUNTS.filter((key) => batch.counts[key] !== undefined)
              .map((key) => t(`imports.counts.${key}`, { count: batch.counts[key] ?? 0 }))
              .join(" · ");
            return (
              <List.Item key={batch.id} borderWidth="1px" borderColor="border.muted" rounded="l2" p="3">
                <Stack gap="1.5">
                  <HStack justify="space-between" gap="2" flexWrap="wrap">
                    <Text fontWeight="semibold" overflowWrap="anywhere">
                      {batch.fileName}
                    </Text>
                    <StatusBadge status={batch.status} />
                  </HStack>
                  <Text textStyle="xs" color="fg.muted">
                    {t("imports.log.by", {
                      date: formatDateTime(batch.createdAt),
                      who: batch.createdByEmail ?? "",
                    })}
                  </Text>
                  {counts && <Text textStyle="sm">{counts}</Text>}
                  <HStack gap="2" flexWrap="wrap">
                    <Button size="xs" variant="outline" onClick={() => openBatch(batch.id)}>
                      {t("imports.log.open")}
                    </Button>
                    {(batch.counts.refused ?? batch.counts.invalid ?? 0) > 0 && (
                      <Button asChild size="xs" variant="ghost">
                        <a href={refusedRowsPath(batch.id)} download>
                          <LuDownload /> {t("imports.refusedDownload")}
                        </a>
                      </Button>
                    )}
                  </HStack>
                </Stack>
              </List.Item>
            );
          })}
        </List.Root>
      )}
    </DashboardSection>
  );
}
