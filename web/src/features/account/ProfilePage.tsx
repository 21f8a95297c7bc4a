import { Alert, Badge, EmptyState, HStack, Stack, VStack } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Link as RouterLink } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { LuChurch, LuCircleAlert, LuPencil } from "react-icons/lu";
import { RequireSignIn } from "../../components/auth";
import { PageContainer, PageHeader } from "../../components/layout/Page";
import { RoutePending } from "../../components/layout/RouteStatus";
import { Button } from "../../components/ui/button";
import { errorMessage, trpc } from "../../lib/trpc";
import { ProfileEditForm } from "./profile/ProfileEditForm";
import { ProfileView } from "./profile/ProfileView";
import { AccountSection } from "./security/AccountSection";

const profileRouteApi = getRouteApi("/profile");

export function ProfilePage() {
  const { t } = useTranslation();
  return (
    <RequireSignIn message={`${t("messages.LOG_IN_TO_MANAGE")}.`}>
      <ChurchProfile />
      <PageContainer maxW="4xl" pt="0">
        <AccountSection />
      </PageContainer>
    </RequireSignIn>
  );
}

function ChurchProfile() {
  const { t } = useTranslation();
  const query = useQuery(trpc.account.church.queryOptions());
  // "Update my listing" from a freshness mail (docs/product/freshness.md): the editor open at the service times.
  const { edit } = profileRouteApi.useSearch();
  const [editing, setEditing] = useState(edit === "services");
  const loaded = query.isSuccess;
  useEffect(() => {
    if (!loaded || !editing || edit !== "services") return;
    document.querySelector('[data-testid="service-editor"]')?.scrollIntoView({ block: "start" });
  }, [loaded, editing, edit]);

  if (query.isPending) return <RoutePending />;
  // These states take the whole page, so their titles are its h1.
  if (query.isError) {
    return (
      <PageContainer maxW="4xl">
        <EmptyState.Root>
          <EmptyState.Content>
            <EmptyState.Indicator color="red.fg">
              <LuCircleAlert />
            </EmptyState.Indicator>
            <VStack textAlign="center">
              <EmptyState.Title as="h1">{t("profile.loadFailed")}</EmptyState.Title>
              <EmptyState.Description>{errorMessage(query.error)}</EmptyState.Description>
            </VStack>
            <Button colorPalette="brand" onClick={() => void query.refetch()} loading={query.isFetching}>
              {t("common.tryAgain")}
            </Button>
          </EmptyState.Content>
        </EmptyState.Root>
      </PageContainer>
    );
  }
  const church = query.data;
  if (!church) {
    return (
      <PageContainer maxW="4xl">
        <EmptyState.Root>
          <EmptyState.Content>
            <EmptyState.Indicator>
              <LuChurch />
            </EmptyState.Indicator>
            <VStack textAlign="center">
              <EmptyState.Title as="h1">{t("messages.NO_CHURCH_PROFILE")}</EmptyState.Title>
              <EmptyState.Description>{t("profile.noChurchText")}</EmptyState.Description>
            </VStack>
            <Stack direction={{ base: "column", sm: "row" }} gap="3">
              <Button asChild colorPalette="brand">
                <RouterLink to="/register">{t("help.registerYourChurch")}</RouterLink>
              </Button>
              <Button asChild variant="outline">
                <RouterLink to="/claim">{t("help.claimYourChurch")}</RouterLink>
              </Button>
            </Stack>
          </EmptyState.Content>
        </EmptyState.Root>
      </PageContainer>
    );
  }

  return (
    <PageContainer maxW="4xl">
      <PageHeader
        eyebrow={t("profile.eyebrow")}
        title={t("pages.titles.profile")}
        description={
          <HStack as="span" gap="2" flexWrap="wrap">
            <span>{t("profile.description")}</span>
            <Badge colorPalette={church.isApproved ? "green" : "orange"} size="md">
              {church.isApproved ? t("profile.approved") : t("profile.pendingApproval")}
            </Badge>
          </HStack>
        }
        actions={
          !editing && (
            <Button colorPalette="brand" onClick={() => setEditing(true)}>
              <LuPencil /> {t("profile.edit")}
            </Button>
          )
        }
      />
      <Stack gap="6">
        {!church.isApproved && (
          <Alert.Root status="warning" rounded="l3">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t("profile.pendingApproval")}</Alert.Title>
              <Alert.Description>{t("profile.pendingText")}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {editing ? (
          <ProfileEditForm
            church={church}
            onDone={() => setEditing(false)}
            servicesFirst={edit === "services"}
          />
        ) : (
          <ProfileView church={church} />
        )}
      </Stack>
    </PageContainer>
  );
}
