import { LOG_IN_TO_MANAGE, NO_CHURCH_PROFILE } from "@app/shared";
import { Alert, Badge, Button, EmptyState, HStack, Stack, VStack } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import { useState } from "react";
import { LuChurch, LuCircleAlert, LuPencil } from "react-icons/lu";
import { RequireSignIn } from "../../components/auth";
import { PageContainer, PageHeader } from "../../components/layout/Page";
import { RoutePending } from "../../components/layout/RouteStatus";
import { errorMessage, trpc } from "../../lib/trpc";
import { ProfileEditForm } from "./profile/ProfileEditForm";
import { ProfileView } from "./profile/ProfileView";

export function ProfilePage() {
  return (
    <RequireSignIn message={`${LOG_IN_TO_MANAGE}.`}>
      <ChurchProfile />
    </RequireSignIn>
  );
}

function ChurchProfile() {
  const query = useQuery(trpc.account.church.queryOptions());
  const [editing, setEditing] = useState(false);

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
              <EmptyState.Title as="h1">Your church profile could not be loaded</EmptyState.Title>
              <EmptyState.Description>{errorMessage(query.error)}</EmptyState.Description>
            </VStack>
            <Button colorPalette="brand" onClick={() => void query.refetch()} loading={query.isFetching}>
              Try again
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
              <EmptyState.Title as="h1">{NO_CHURCH_PROFILE}</EmptyState.Title>
              <EmptyState.Description>
                Your account is not linked to a church yet. Register your church, or claim it if it is already
                listed, to manage its profile here.
              </EmptyState.Description>
            </VStack>
            <Stack direction={{ base: "column", sm: "row" }} gap="3">
              <Button asChild colorPalette="brand">
                <RouterLink to="/register">Register Your Church</RouterLink>
              </Button>
              <Button asChild variant="outline">
                <RouterLink to="/claim">Claim Your Church</RouterLink>
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
        eyebrow="Your church"
        title="Church Profile"
        description={
          <HStack as="span" gap="2" flexWrap="wrap">
            <span>Manage how your church appears in the directory.</span>
            <Badge colorPalette={church.isApproved ? "green" : "orange"} size="md">
              {church.isApproved ? "Approved" : "Pending Approval"}
            </Badge>
          </HStack>
        }
        actions={
          !editing && (
            <Button colorPalette="brand" onClick={() => setEditing(true)}>
              <LuPencil /> Edit Profile
            </Button>
          )
        }
      />
      <Stack gap="6">
        {!church.isApproved && (
          <Alert.Root status="warning" rounded="l3">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Pending Approval</Alert.Title>
              <Alert.Description>
                Your church is awaiting review by an administrator. It will appear in the public directory
                once it has been approved; we will email you within 24-48 hours.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {editing ? (
          <ProfileEditForm church={church} onDone={() => setEditing(false)} />
        ) : (
          <ProfileView church={church} />
        )}
      </Stack>
    </PageContainer>
  );
}
