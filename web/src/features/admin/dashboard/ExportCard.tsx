import { Stack } from "@chakra-ui/react";
import { LuDownload } from "react-icons/lu";
import { Button } from "../../../components/ui/button";
import { useI18n } from "../../../lib/i18n";
import { DashboardSection } from "./DashboardSection";

const EXPORTS = [
  { kind: "churches", label: "adminContent.export.churches" },
  { kind: "plant-requests", label: "adminContent.export.plantRequests" },
  { kind: "candidates", label: "adminContent.export.candidates" },
] as const;

/** Plain links: the browser downloads the server's CSV with the session cookie, no script involved. */
export function ExportCard() {
  const { t } = useI18n();
  return (
    <DashboardSection
      id="export"
      title={t("adminContent.export.title")}
      description={t("adminContent.export.description")}
    >
      <Stack gap="2">
        {EXPORTS.map(({ kind, label }) => (
          <Button key={kind} asChild variant="outline" justifyContent="flex-start">
            <a href={`/api/admin/export/${kind}.csv`} download>
              <LuDownload /> {t("adminContent.export.csv", { label: t(label) })}
            </a>
          </Button>
        ))}
      </Stack>
    </DashboardSection>
  );
}
