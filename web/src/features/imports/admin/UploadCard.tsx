import { Button, Field, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { LuDownload, LuUpload } from "react-icons/lu";
import { notifyFailure } from "../../../lib/feedback";
import { useI18n } from "../../../lib/i18n";
import { trpc } from "../../../lib/trpc";
import { DashboardSection } from "../../admin/dashboard/DashboardSection";
import { IMPORT_TEMPLATE_PATH, ImportUploadError, uploadSpreadsheet } from "./upload";

/** The file picker and the template (docs/product/import.md "Upload"). */
export function UploadCard({ onUploaded }: { onUploaded: (batchId: number) => void }) {
  const { t, say } = useI18n();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const upload = useMutation({
    mutationFn: uploadSpreadsheet,
    onSuccess: (batchId) => {
      setFile(null);
      if (input.current) input.current.value = "";
      void queryClient.invalidateQueries({ queryKey: trpc.imports.list.queryKey() });
      onUploaded(batchId);
    },
    onError: (error) =>
      notifyFailure(error, {
        title: t("imports.upload.failed"),
        description: say(error.message),
        signedOut: error instanceof ImportUploadError && error.status === 401 ? undefined : false,
      }),
  });
  return (
    <DashboardSection
      id="import-upload"
      title={t("imports.upload.title")}
      description={t("imports.upload.help")}
      actions={
        <Button asChild variant="outline" size="sm">
          <a href={IMPORT_TEMPLATE_PATH} download>
            <LuDownload /> {t("imports.template")}
          </a>
        </Button>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (file) upload.mutate(file);
        }}
      >
        <Stack gap="3">
          <Field.Root>
            <Field.Label>{t("imports.upload.choose")}</Field.Label>
            <Input
              ref={input}
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
              p="1.5"
              data-testid="import-file"
            />
          </Field.Root>
          <HStack justify="space-between" gap="3" flexWrap="wrap">
            <Text textStyle="sm" color="fg.muted" truncate maxW="full">
              {file?.name}
            </Text>
            <Button
              type="submit"
              colorPalette="brand"
              disabled={!file}
              loading={upload.isPending}
              loadingText={t("imports.upload.submitting")}
            >
              <LuUpload /> {t("imports.upload.submit")}
            </Button>
          </HStack>
        </Stack>
      </form>
    </DashboardSection>
  );
}
