import { Button } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import { LuArrowLeft } from "react-icons/lu";
import { RequireAdmin } from "../../components/auth";
import { PageContainer, PageHeader } from "../../components/layout/Page";
import { PlantingAdmin } from "../planting/admin/PlantingAdmin";

export function AdminChurchPlantingPage() {
  return (
    <RequireAdmin loggedOutTo="/api/login">
      <PageContainer maxW="7xl">
        <PageHeader
          eyebrow="Administration"
          title="Church Planting Management"
          description="Plant requests, pastoral candidates and the connections between them."
          actions={
            <Button asChild variant="outline" size="sm">
              <RouterLink to="/admin">
                <LuArrowLeft aria-hidden="true" />
                Dashboard
              </RouterLink>
            </Button>
          }
        />
        <PlantingAdmin />
      </PageContainer>
    </RequireAdmin>
  );
}
