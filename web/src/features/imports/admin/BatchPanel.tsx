import { IMPORT_UNDO_DAYS } from "@app/shared";
import { Alert, Badge, Button, HStack, List, Progress, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { LuDownload, LuUndo2, LuX } from "react-icons/lu";
import { ConfirmDialog } from "../../../components/dialog";
import { ListError, ListLoading } from "../../../components/lists/ListStates";
import { formatDate } from "../../../lib/dates";
import { notifyFailure, notifySuccess, refreshAfter } from "../../../lib/feedback";
import { useI18n } from "../../../lib/i18n";
import { trpc } from "../../../lib/trpc";
import { DashboardSection } from "../../admin/dashboard/DashboardSection";
import { MappingEditor } from "./MappingEditor";
import { PreviewRows } from "./PreviewRows";
import { type ImportBatch, POLL_MS, WORKING } from "./types";
import { refusedRowsPath } from "./upload";

const SUMMARY_COUNTS = [
  "created",
  "updated",
  "skipped",
  "excluded",
  "refused",
  "removed",
  "restored",
  "kept",
] as const;

export function StatusBadge({ status }: { status: ImportBatch["status"] }) {
  const { t } = useI18n();
  const palette =
    status === "committed" ? "green" : status === "failed" ? "red" : WORKING.has(status) ? "blue" : "gray";
  return <Badge colorPalette={palette}>{t(`imports.status.${status}`)}</Badge>;
}

function Working({ batch }: { batch: ImportBatch }) {
  const { t } = useI18n();
  const total = Math.max(batch.totalRows, 1);
  const value = batch.totalRows > 0 ? Math.min(100, Math.round((batch.processedRows / total) * 100)) : null;
  return (
    <Stack gap="2">
      <Progress.Root value={value} colorPalette="brand" aria-label={t(`imports.status.${batch.status}`)}>
        <HStack justify="space-between" mb="1" gap="2" flexWrap="wrap">
          <Progress.Label>{t(`imports.status.${batch.status}`)}</Progress.Label>
          <Text textStyle="sm" color="fg.muted">
            {t("imports.progress", { done: batch.processedRows, total: batch.totalRows })}
          </Text>
        </HStack>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text textStyle="sm" color="fg.muted">
        {t("imports.leaveNote")}
      </Text>
    </Stack>
  );
}

function Summary({ batch }: { batch: ImportBatch }) {
  const { t } = useI18n();
  return (
    <HStack gap="2" flexWrap="wrap" data-testid="import-summary">
      {SUMMARY_COUNTS.filter((key) => batch.counts[key] !== undefined).map((key) => (
        <Badge key={key} variant="surface">
          {t(`imports.counts.${key}`, { count: batch.counts[key] ?? 0 })}
        </Badge>
      ))}
    </HStack>
  );
}

function KeptRows({ batchId }: { batchId: number }) {
  const { t } = useI18n();
  const rows = useQuery(trpc.imports.rows.queryOptions({ batchId, limit: 100 }));
  const kept = rows.data?.rows.filter((row) => row.undoOutcome === "kept") ?? [];
  if (kept.length === 0) return null;
  return (
    <Stack gap="1" data-testid="import-kept">
      <Text fontWeight="semibold">{t("imports.keptTitle")}</Text>
      <List.Root ps="4" textStyle="sm">
        {kept.map((row) => (
          <List.Item key={row.rowNumber}>
            {t("imports.row", { number: row.rowNumber + 1 })}: {String(row.fields?.name ?? "")}
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

/** One batch: the step it is at, and what the administrator can do there. */
export function BatchPanel({ batchId, onClose }: { batchId: number; onClose: () => void }) {
  const { t, say } = useI18n();
  const queryClient = useQueryClient();
  const [confirmUndo, setConfirmUndo] = useState(false);
  const batch = useQuery({
    ...trpc.imports.byId.queryOptions({ batchId }),
    refetchInterval: (query) => (query.state.data && WORKING.has(query.state.data.status) ? POLL_MS : false),
  });
  // The first data row shows beside each column while mapping.
  const firstRow = useQuery({
    ...trpc.imports.rows.queryOptions({ batchId, limit: 1 }),
    enabled: batch.data?.status === "mapping" || batch.data?.status === "preview",
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: trpc.imports.pathKey() });
  const commit = useMutation(
    trpc.imports.commit.mutationOptions({ onSuccess: refresh, onError: (e) => notifyFailure(e) }),
  );
  const discard = useMutation(
    trpc.imports.discard.mutationOptions({
      onSuccess: () => {
        notifySuccess(t("imports.discarded"));
        refresh();
        onClose();
      },
      onError: (error) => notifyFailure(error),
    }),
  );
  const undo = useMutation(
    trpc.imports.undo.mutationOptions({
      onSuccess: () => {
        setConfirmUndo(false);
        notifySuccess(t("imports.undone"));
        refresh();
        void refreshAfter(queryClient, "churches");
      },
      onError: (error) => notifyFailure(error),
    }),
  );

  // The commit runs in the background: its end is news, told once, and the directory's lists are stale.
  const lastStatus = useRef<string | undefined>(undefined);
  const status = batch.data?.status;
  useEffect(() => {
    const before = lastStatus.current;
    lastStatus.current = status;
    if (before !== "committing" || status !== "committed" || !batch.data) return;
    const counts = batch.data.counts;
    notifySuccess(
      t("imports.committedToast"),
      t("imports.committedText", {
        created: counts.created ?? 0,
        updated: counts.updated ?? 0,
        skipped: counts.skipped ?? 0,
        refused: counts.refused ?? 0,
      }),
    );
    void refreshAfter(queryClient, "churches");
    void queryClient.invalidateQueries({ queryKey: trpc.imports.list.queryKey() });
  }, [status, batch.data, t, queryClient]);

  if (batch.isPending) return <ListLoading label={t("imports.log.loading")} />;
  if (batch.isError) return <ListError error={batch.error} onRetry={() => void batch.refetch()} />;
  const current = batch.data;
  const includable =
    (current.counts.new ?? 0) + (current.counts.update ?? 0) + (current.counts.duplicate ?? 0);
  const undoUntil = current.committedAt
    ? new Date(new Date(current.committedAt).getTime() + IMPORT_UNDO_DAYS * 86_400_000).toISOString()
    : null;
  const canUndo = current.status === "committed" && undoUntil !== null && new Date(undoUntil) > new Date();

  return (
    <DashboardSection
      id="import-batch"
      title={current.fileName}
      description={<StatusBadge status={current.status} />}
      actions={
        <Button size="sm" variant="ghost" onClick={onClose}>
          <LuX /> {t("imports.close")}
        </Button>
      }
    >
      <Stack gap="4">
        {WORKING.has(current.status) && <Working batch={current} />}
        {current.status === "failed" && current.error && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{say(current.error)}</Alert.Title>
          </Alert.Root>
        )}
        {current.status === "mapping" && (
          <MappingEditor batch={current} example={firstRow.data?.rows[0]?.cells} />
        )}
        {current.status === "preview" && (
          <>
            <PreviewRows batch={current} editable />
            <Text textStyle="sm" color="fg.muted">
              {t("imports.commitNote")}
            </Text>
            <HStack gap="2" flexWrap="wrap">
              <Button
                colorPalette="brand"
                onClick={() => commit.mutate({ batchId })}
                loading={commit.isPending}
                loadingText={t("imports.committing")}
                disabled={includable === 0}
              >
                {t("imports.commit", { count: includable })}
              </Button>
              <Button
                variant="outline"
                onClick={() =>
                  queryClient.setQueryData(trpc.imports.byId.queryKey({ batchId }), {
                    ...current,
                    status: "mapping",
                  })
                }
              >
                {t("imports.mapping.change")}
              </Button>
              <Button
                variant="ghost"
                colorPalette="red"
                onClick={() => discard.mutate({ batchId })}
                loading={discard.isPending}
              >
                {t("imports.discard")}
              </Button>
            </HStack>
          </>
        )}
        {(current.status === "committed" || current.status === "undone") && (
          <Stack gap="3">
            <Summary batch={current} />
            {canUndo && undoUntil && (
              <Text textStyle="sm" color="fg.muted">
                {t("imports.undoUntil", { date: formatDate(undoUntil) })}
              </Text>
            )}
            <HStack gap="2" flexWrap="wrap">
              {canUndo && (
                <Button colorPalette="red" variant="outline" onClick={() => setConfirmUndo(true)}>
                  <LuUndo2 /> {t("imports.undo")}
                </Button>
              )}
              {(current.counts.refused ?? 0) > 0 && (
                <Button asChild variant="outline">
                  <a href={refusedRowsPath(batchId)} download>
                    <LuDownload /> {t("imports.refusedDownload")}
                  </a>
                </Button>
              )}
            </HStack>
            {current.status === "undone" && <KeptRows batchId={batchId} />}
          </Stack>
        )}
      </Stack>
      <ConfirmDialog
        open={confirmUndo}
        title={t("imports.undoTitle")}
        pending={undo.isPending}
        onConfirm={() => undo.mutate({ batchId })}
        onClose={() => setConfirmUndo(false)}
        confirmLabel={t("imports.undo")}
        pendingLabel={t("imports.undoing")}
      >
        {t("imports.undoText")}
      </ConfirmDialog>
    </DashboardSection>
  );
}
