import { Grid, Stack } from "@chakra-ui/react";
import { PageContainer, PageHeader } from "../../../components/layout/Page";
import { useI18n } from "../../../lib/i18n";
import { AuditLogCard } from "./AuditLogCard";
import { ChurchManagement } from "./ChurchManagement";
import { DashboardTiles } from "./DashboardTiles";
import { ExportCard } from "./ExportCard";
import { FreshnessFigures, ReconfirmQueue, VisitorReports } from "./Freshness";
import { GeocodingCard } from "./GeocodingCard";
import { OwnerEdits } from "./OwnerEdits";
import { PendingChurches } from "./PendingChurches";
import { PendingResources } from "./PendingResources";
import { SocialMediaManagement } from "./SocialMediaManagement";
import { StatCards } from "./StatCards";

export function AdminDashboard() {
  const { t } = useI18n();
  return (
    <PageContainer maxW="7xl">
      <PageHeader
        eyebrow={t("adminDashboard.eyebrow")}
        title={t("adminDashboard.title")}
        description={t("adminDashboard.description")}
      />
      <Stack gap={{ base: "5", md: "6" }}>
        <StatCards />
        <DashboardTiles />
        <FreshnessFigures />
        <Grid
          templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 2fr) minmax(0, 1fr)" }}
          gap={{ base: "5", md: "6" }}
          alignItems="start"
        >
          <Stack gap={{ base: "5", md: "6" }} minW="0">
            <PendingChurches />
            <VisitorReports />
            <ReconfirmQueue />
            <OwnerEdits />
            <PendingResources />
          </Stack>
          <Stack gap={{ base: "5", md: "6" }} minW="0">
            <GeocodingCard />
            <ExportCard />
          </Stack>
        </Grid>
        <ChurchManagement />
        <SocialMediaManagement />
        <AuditLogCard />
      </Stack>
    </PageContainer>
  );
}
