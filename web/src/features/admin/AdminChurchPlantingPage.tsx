import { PageContainer } from "../../components/layout/Page";
import { useI18n } from "../../lib/i18n";
import { PlantingAdmin } from "../planting/admin/PlantingAdmin";
import { AdminPageHeader } from "./AdminPageHeader";

export function AdminChurchPlantingPage() {
  const { t } = useI18n();
  return (
    <PageContainer maxW="7xl">
      <AdminPageHeader
        title={t("adminDashboard.plantingTitle")}
        description={t("adminDashboard.plantingDescription")}
      />
      <PlantingAdmin />
    </PageContainer>
  );
}
