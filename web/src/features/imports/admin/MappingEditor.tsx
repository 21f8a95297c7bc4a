import { IMPORT_FIELDS, IMPORT_REQUIRED_FIELDS, type ImportField, type ImportMapping } from "@app/shared";
import { Alert, Box, Button, NativeSelect, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { notifyFailure } from "../../../lib/feedback";
import { useI18n } from "../../../lib/i18n";
import { trpc } from "../../../lib/trpc";
import type { ImportBatch } from "./types";

/**
 * One picker per column of the file, set to the server's guess (docs/product/import.md "Mapping"); the
 * preview starts once every required field has a column and no field has two.
 */
export function MappingEditor({ batch, example }: { batch: ImportBatch; example: string[] | undefined }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [mapping, setMapping] = useState<ImportMapping>(batch.mapping);
  const chosen = Object.values(mapping).filter(Boolean) as ImportField[];
  const missing = IMPORT_REQUIRED_FIELDS.filter((field) => !chosen.includes(field));
  const repeated = new Set(chosen).size !== chosen.length;
  const start = useMutation(
    trpc.imports.setMapping.mutationOptions({
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: trpc.imports.pathKey() }),
      onError: (error) => notifyFailure(error),
    }),
  );
  return (
    <Stack gap="4">
      <Stack gap="1">
        <Text fontWeight="semibold">{t("imports.mapping.title")}</Text>
        <Text textStyle="sm" color="fg.muted">
          {t("imports.mapping.help")}
        </Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {batch.headers.map((header, index) => {
          const id = `import-column-${index}`;
          return (
            <Box key={id} borderWidth="1px" borderColor="border.muted" rounded="l2" p="3" minW="0">
              <label htmlFor={id}>
                <Text fontWeight="medium" truncate>
                  {header}
                </Text>
                <Text textStyle="xs" color="fg.muted" truncate>
                  {t("imports.mapping.example")}: {example?.[index] ?? ""}
                </Text>
              </label>
              <NativeSelect.Root size="sm" mt="2">
                <NativeSelect.Field
                  id={id}
                  value={mapping[String(index)] ?? ""}
                  onChange={(event) => {
                    const value = event.currentTarget.value as ImportField | "";
                    setMapping((current) => {
                      const next = { ...current };
                      if (value) next[String(index)] = value;
                      else delete next[String(index)];
                      return next;
                    });
                  }}
                >
                  <option value="">{t("imports.mapping.ignore")}</option>
                  {IMPORT_FIELDS.map((field) => (
                    <option key={field} value={field}>
                      {t(`imports.fields.${field}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Box>
          );
        })}
      </SimpleGrid>
      {chosen.includes("serviceTimes") && (
        <Text textStyle="sm" color="fg.muted">
          {t("imports.mapping.serviceTimesNote")}
        </Text>
      )}
      {(missing.length > 0 || repeated) && (
        <Alert.Root status="warning" size="sm">
          <Alert.Indicator />
          <Alert.Title>
            {repeated
              ? t("imports.mapping.duplicateField")
              : t("imports.mapping.missing", {
                  fields: missing.map((field) => t(`imports.fields.${field}`)).join(", "),
                })}
          </Alert.Title>
        </Alert.Root>
      )}
      <Box>
        <Button
          colorPalette="brand"
          disabled={missing.length > 0 || repeated}
          loading={start.isPending}
          loadingText={t("imports.mapping.submitting")}
          onClick={() => start.mutate({ batchId: batch.id, mapping: mapping as Record<string, ImportField> })}
        >
          {t("imports.mapping.submit")}
        </Button>
      </Box>
    </Stack>
  );
}
