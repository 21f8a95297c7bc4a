import { IMPORT_ROW_CLASSES, type ImportRowClass } from "@app/shared";
import { Badge, Box, Button, Checkbox, HStack, List, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ListError, ListLoading } from "../../../components/lists/ListStates";
import { CheckboxControl } from "../../../components/ui/checkbox-control";
import { notifyFailure } from "../../../lib/feedback";
import { useI18n } from "../../../lib/i18n";
import { trpc } from "../../../lib/trpc";
import type { ImportBatch, ImportRow } from "./types";

const PAGE = 50;
const CLASS_COLORS: Record<ImportRowClass, string> = {
  new: "green",
  update: "blue",
  duplicate: "orange",
  invalid: "red",
};

/** What the row is called on screen: its church's name, or the first cells of the file when it has none. */
function rowTitle(row: ImportRow): string {
  const name = row.fields?.name;
  if (typeof name === "string" && name) {
    const place = [row.fields?.city, row.fields?.state].filter(Boolean).join(", ");
    return place ? `${name} · ${place}` : name;
  }
  return row.cells.filter(Boolean).slice(0, 3).join(" · ");
}

function PreviewRow({ row, batch, editable }: { row: ImportRow; batch: ImportBatch; editable: boolean }) {
  const { t, say } = useI18n();
  const queryClient = useQueryClient();
  const decide = useMutation(
    trpc.imports.decide.mutationOptions({
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: trpc.imports.rows.pathKey() }),
      onError: (error) => notifyFailure(error),
    }),
  );
  const rowClass = (row.class ?? "invalid") as ImportRowClass;
  const number = row.rowNumber + 1;
  const includeId = `import-include-${row.rowNumber}`;
  return (
    <List.Item
      borderWidth="1px"
      borderColor="border.muted"
      rounded="l2"
      p="3"
      aria-label={t("imports.row", { number })}
      data-testid={`import-row-${number}`}
      borderStyle={row.excluded ? "dashed" : "solid"}
      bg={row.excluded ? "bg.muted" : undefined}
    >
      <Stack gap="2">
        <HStack justify="space-between" align="start" gap="2" flexWrap="wrap">
          <Stack gap="0.5" minW="0" flex="1">
            <Text textStyle="xs" color="fg.muted">
              {t("imports.row", { number })}
            </Text>
            <Text fontWeight="semibold" overflowWrap="anywhere">
              {rowTitle(row)}
            </Text>
          </Stack>
          <HStack gap="1.5">
            {row.excluded && <Badge variant="outline">{t("imports.excluded")}</Badge>}
            <Badge colorPalette={CLASS_COLORS[rowClass]}>{t(`imports.classes.${rowClass}`)}</Badge>
          </HStack>
        </HStack>
        {Object.keys(row.errors).length > 0 && (
          <List.Root gap="0.5" ps="4" textStyle="sm" color="red.fg">
            {Object.entries(row.errors).map(([field, message]) => (
              <List.Item key={field}>
                {t(`imports.fields.${field as "name"}`)}: {say(message)}
              </List.Item>
            ))}
          </List.Root>
        )}
        {row.matchReason && row.matchReason !== "id" && (
          <Text textStyle="sm">
            {t("imports.matches", {
              name: row.matchChurchName ?? `#${row.matchChurchId}`,
              reason: t(`imports.reasons.${row.matchReason as "same_address"}`),
              confidence: Math.round((row.matchConfidence ?? 0) * 100),
            })}
          </Text>
        )}
        {row.geocoded && (
          <Text textStyle="xs" color="fg.muted">
            {t("imports.geocoded")}
          </Text>
        )}
        {editable && (
          <HStack gap="4" flexWrap="wrap">
            <Checkbox.Root
              checked={!row.excluded}
              onCheckedChange={(details) =>
                decide.mutate({
                  batchId: batch.id,
                  rowNumbers: [row.rowNumber],
                  excluded: details.checked !== true,
                })
              }
              disabled={decide.isPending}
              ids={{ hiddenInput: includeId }}
            >
              <Checkbox.HiddenInput />
              <CheckboxControl />
              <Checkbox.Label>{t("imports.include")}</Checkbox.Label>
            </Checkbox.Root>
            {rowClass === "duplicate" && (
              <NativeSelect.Root size="sm" width="auto" disabled={decide.isPending}>
                <NativeSelect.Field
                  aria-label={t("imports.duplicateAction")}
                  value={row.duplicateAction}
                  onChange={(event) =>
                    decide.mutate({
                      batchId: batch.id,
                      rowNumbers: [row.rowNumber],
                      duplicateAction: event.currentTarget.value as "skip" | "update",
                    })
                  }
                >
                  <option value="skip">{t("imports.actions.skip")}</option>
                  <option value="update">{t("imports.actions.update")}</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            )}
          </HStack>
        )}
      </Stack>
    </List.Item>
  );
}

/** The preview, one class or all, a page at a time (docs/product/import.md "Preview"). */
export function PreviewRows({ batch, editable }: { batch: ImportBatch; editable: boolean }) {
  const { t } = useI18n();
  const [filter, setFilter] = useState<ImportRowClass | undefined>(undefined);
  const [offset, setOffset] = useState(0);
  const rows = useQuery({
    ...trpc.imports.rows.queryOptions({ batchId: batch.id, class: filter, offset, limit: PAGE }),
    placeholderData: keepPreviousData,
  });
  const total = rows.data?.total ?? 0;
  const choose = (next: ImportRowClass | undefined) => {
    setFilter(next);
    setOffset(0);
  };
  return (
    <Stack gap="3">
      <HStack gap="2" flexWrap="wrap" role="group" aria-label={t("imports.classes.all")}>
        {[undefined, ...IMPORT_ROW_CLASSES].map((value) => (
          <Button
            key={value ?? "all"}
            size="xs"
            variant={filter === value ? "solid" : "outline"}
            colorPalette={filter === value ? "brand" : "gray"}
            aria-pressed={filter === value}
            onClick={() => choose(value)}
          >
            {value
              ? t(`imports.counts.${value}`, { count: batch.counts[value] ?? 0 })
              : t("imports.classes.all")}
          </Button>
        ))}
      </HStack>
      {rows.isPending ? (
        <ListLoading label={t("imports.status.previewing")} />
      ) : rows.isError ? (
        <ListError error={rows.error} onRetry={() => void rows.refetch()} />
      ) : rows.data.rows.length === 0 ? (
        <Text color="fg.muted">{t("imports.noRows")}</Text>
      ) : (
        <List.Root listStyleType="none" gap="2">
          {rows.data.rows.map((row) => (
            <PreviewRow key={row.rowNumber} row={row} batch={batch} editable={editable} />
          ))}
        </List.Root>
      )}
      {total > PAGE && (
        <HStack justify="space-between" gap="2" flexWrap="wrap">
          <Text textStyle="sm" color="fg.muted">
            {t("imports.pageOf", { from: offset + 1, to: Math.min(offset + PAGE, total), total })}
          </Text>
          <HStack gap="2">
            <Button
              size="sm"
              variant="outline"
              disabled={offset === 0}
              onClick={() => setOffset(offset - PAGE)}
            >
              {t("imports.previous")}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={offset + PAGE >= total}
              onClick={() => setOffset(offset + PAGE)}
            >
              {t("imports.next")}
            </Button>
          </HStack>
        </HStack>
      )}
      <Box />
    </Stack>
  );
}
