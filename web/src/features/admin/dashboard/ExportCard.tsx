import { Button, Stack } from "@chakra-ui/react";
import { LuDownload } from "react-icons/lu";
import { DashboardSection } from "./DashboardSection";

const EXPORTS = [
  { kind: "churches", label: "Churches" },
  { kind: "plant-requests", label: "Plant requests" },
  { kind: "candidates", label: "Pastoral candidates" },
] as const;

/** Plain links: the browser downloads the server's CSV with the session cookie, no script involved. */
export function ExportCard() {
  return (
    <DashboardSection
      id="export"
      title="Data Export"
      description="Download records as CSV for a spreadsheet."
    >
      <Stack gap="2">
        {EXPORTS.map(({ kind, label }) => (
          <Button key={kind} asChild variant="outline" justifyContent="flex-start">
            <a href={`/api/admin/export/${kind}.csv`} download>
              <LuDownload /> {label} (CSV)
            </a>
          </Button>
        ))}
      </Stack>
    </DashboardSection>
  );
}
