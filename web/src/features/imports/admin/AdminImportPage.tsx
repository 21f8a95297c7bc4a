import { Stack } from "@chakra-ui/react";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { PageContainer } from "../../../components/layout/Page";
import { useI18n } from "../../../lib/i18n";
import { AdminPageHeader } from "../../admin/AdminPageHeader";
import { BatchPanel } from "./BatchPanel";
import { ImportLog } from "./ImportLog";
import { UploadCard } from "./UploadCard";

/** /admin/import: upload, map, preview, commit and undo a spreadsheet of churches (docs/product/import.md). */
export function AdminImportPage() {
  const { t } = useI18n();
  const { batch } = useSearch({ from: "/admin/import" });
  const navigate = useNavigate({ from: "/admin/import" });
  const open = (batchId: number | undefined) => void navigate({ search: { batch: batchId } });
  return (
    <PageContainer maxW="5xl">
      <AdminPageHeader title={t("imports.title")} description={t("imports.description")} />
      <Stack gap={{ base: "4", md: "6" }}>
        <UploadCard onUploaded={open} />
        {batch !== undefined && <BatchPanel key={batch} batchId={batch} onClose={() => open(undefined)} />}
        <ImportLog openBatch={open} />
      </Stack>
    </PageContainer>
  );
}
