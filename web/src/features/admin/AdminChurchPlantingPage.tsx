import { RequireAdmin } from "../../components/auth";
import { PageContainer } from "../../components/layout/Page";
import { PlantingAdmin } from "../planting/admin/PlantingAdmin";
import { AdminPageHeader } from "./AdminPageHeader";

export function AdminChurchPlantingPage() {
  return (
    <RequireAdmin loggedOutTo="/api/login">
      <PageContainer maxW="7xl">
        <AdminPageHeader
          title="Church Planting Management"
          description="Plant requests, pastoral candidates and the connections between them."
        />
        <PlantingAdmin />
      </PageContainer>
    </RequireAdmin>
  );
}
