import { Alert, Center, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link as RouterLink, useNavigate } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { LuBadgeCheck, LuDoorClosed } from "react-icons/lu";
import { ConfirmedOn } from "../../components/freshness/ConfirmedOn";
import { ReportProblem } from "../../components/freshness/ReportProblem";
import { RoutePending } from "../../components/layout/RouteStatus";
import { Button } from "../../components/ui/button";
import { notifyFailure, notifySuccess } from "../../lib/feedback";
import { useI18n } from "../../lib/i18n";
import { trpc } from "../../lib/trpc";

/**
 * Under the church's name: when and by whom its listing was last confirmed, and "Something wrong?"
 * (docs/product/freshness.md). The line waits for its own small query; the page never waits for it.
 */
export function ChurchFreshness({ church }: { church: { id: number; name: string } }) {
  const freshness = useQuery(trpc.freshness.church.queryOptions({ churchId: church.id }));
  return (
    <HStack gap="3" wrap="wrap" color="brand.100" minH="8">
      {freshness.data && <ConfirmedOn confirmation={freshness.data.confirmation} />}
      <ReportProblem
        church={church}
        triggerProps={{
          color: "white",
          _hover: { bg: "whiteAlpha.200" },
          ms: "-2",
          textDecoration: "underline",
        }}
      />
    </HStack>
  );
}

/**
 * A church the directory cannot show: closed for good (its page says so; the server answered 410), or missing
 * (the usual "Church Not Found").
 */
export function ClosedOrMissing({ id, missing }: { id: number; missing: ReactNode }) {
  const { t } = useI18n();
  const freshness = useQuery({ ...trpc.freshness.church.queryOptions({ churchId: id }), retry: false });
  if (freshness.isPending) return <RoutePending />;
  if (!freshness.data?.closedAt) return missing;
  return (
    <Center flex="1" py={{ base: "16", md: "24" }} px="4">
      <Stack gap="4" align="center" textAlign="center" maxW="md" data-testid="church-closed">
        <Center boxSize="14" rounded="full" bg="brand.muted" color="brand.fg" fontSize="2xl">
          <LuDoorClosed />
        </Center>
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="tight">
          {t("freshness.closed.title")}
        </Heading>
        <Text color="fg.muted">{t("freshness.closed.body", { church: freshness.data.name ?? "" })}</Text>
        <Button asChild colorPalette="brand" mt="2">
          <RouterLink to="/" search={{ scrollTo: "directory" }}>
            {t("freshness.closed.back")}
          </RouterLink>
        </Button>
      </Stack>
    </Center>
  );
}

/**
 * The yearly mail's "Everything is still right" (docs/product/freshness.md#yearly-cycle): the link brought the
 * owner to the listing itself with its token; one click confirms it without signing in. A click, not the page
 * load, so a mail scanner that opens links confirms nothing.
 */
export function ConfirmListing({ church, token }: { church: { id: number; name: string }; token: string }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const confirm = useMutation(
    trpc.freshness.confirmByLink.mutationOptions({
      onSuccess: async () => {
        notifySuccess(t("freshness.confirmPage.confirmed", { church: church.name }));
        await queryClient.invalidateQueries({
          queryKey: trpc.freshness.church.queryKey({ churchId: church.id }),
        });
        void navigate({ to: ".", search: {}, replace: true });
      },
      onError: (error) => notifyFailure(error, { signedOut: false }),
    }),
  );
  return (
    <Alert.Root status="info" variant="surface" rounded="l3" data-testid="confirm-listing">
      <Alert.Indicator>
        <LuBadgeCheck />
      </Alert.Indicator>
      <Alert.Content gap="3">
        <Alert.Title>{t("freshness.confirmPage.title")}</Alert.Title>
        <Alert.Description>{t("freshness.confirmPage.intro")}</Alert.Description>
        <Stack direction={{ base: "column", sm: "row" }} gap="2">
          <Button
            colorPalette="brand"
            loading={confirm.isPending}
            onClick={() => confirm.mutate({ churchId: church.id, token })}
          >
            {t("freshness.confirmPage.confirm")}
          </Button>
          <Button asChild variant="outline" colorPalette="brand">
            <RouterLink to="/profile" search={{ edit: "services" }}>
              {t("freshness.confirmPage.update")}
            </RouterLink>
          </Button>
        </Stack>
      </Alert.Content>
    </Alert.Root>
  );
}
