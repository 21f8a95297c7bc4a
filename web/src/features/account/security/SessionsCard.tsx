import { Badge, HStack, Icon, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { inferOutput } from "@trpc/tanstack-react-query";
import { LuLogOut, LuMonitor, LuSmartphone, LuTablet, LuTv } from "react-icons/lu";
import { ListLoading } from "../../../components/lists/ListStates";
import { Button } from "../../../components/ui/button";
import { formatDateTime } from "../../../lib/dates";
import { notifyFailure, notifySuccess } from "../../../lib/feedback";
import { useI18n } from "../../../lib/i18n";
import { errorMessage, type Trpc, trpc } from "../../../lib/trpc";
import { SettingsCard } from "./SettingsCard";

type AccountSession = inferOutput<Trpc["account"]["sessions"]>[number];

const DEVICE_ICONS = {
  desktop: LuMonitor,
  mobile: LuSmartphone,
  tablet: LuTablet,
  tv: LuTv,
  unknown: LuMonitor,
};

/**
 * "Where you are signed in" (docs/product/accounts.md, "Sessions"): browser, system and kind of device from
 * each session's user agent, and when it was last used; no place. Each other session can be signed out.
 */
export function SessionsCard() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const sessions = useQuery(trpc.account.sessions.queryOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.account.sessions.queryKey() });
  const endOthers = useMutation(
    trpc.account.endOtherSessions.mutationOptions({
      onSuccess: async () => {
        notifySuccess(t("accountSecurity.sessions.signedOutOthers"));
        await refresh();
      },
      onError: (error) => notifyFailure(error),
    }),
  );
  const others = sessions.data?.filter((session) => !session.current) ?? [];

  return (
    <SettingsCard title={t("accountSecurity.sessions.title")}>
      {sessions.isPending ? (
        <ListLoading label={t("common.loading")} />
      ) : sessions.isError ? (
        <Stack gap="2" role="alert">
          <Text fontWeight="medium">{t("accountSecurity.sessions.loadFailed")}</Text>
          <Text color="fg.muted" textStyle="sm">
            {errorMessage(sessions.error)}
          </Text>
          <Button alignSelf="flex-start" variant="outline" size="sm" onClick={() => void sessions.refetch()}>
            {t("common.tryAgain")}
          </Button>
        </Stack>
      ) : (
        <Stack gap="0" as="ul" listStyleType="none" divideY="1px" divideColor="border.muted">
          {sessions.data.map((session) => (
            <SessionRow key={session.id} session={session} onEnded={refresh} />
          ))}
        </Stack>
      )}
      {sessions.isSuccess &&
        (others.length > 0 ? (
          <Button
            alignSelf="flex-start"
            variant="outline"
            colorPalette="red"
            loading={endOthers.isPending}
            onClick={() => endOthers.mutate()}
          >
            <LuLogOut />
            {t("accountSecurity.sessions.signOutOthers")}
          </Button>
        ) : (
          <Text color="fg.muted" textStyle="sm">
            {t("accountSecurity.sessions.noOthers")}
          </Text>
        ))}
    </SettingsCard>
  );
}

function SessionRow({ session, onEnded }: { session: AccountSession; onEnded: () => Promise<void> }) {
  const { t } = useI18n();
  const end = useMutation(
    trpc.account.endSession.mutationOptions({ onSuccess: onEnded, onError: (error) => notifyFailure(error) }),
  );
  const name = t("accountSecurity.sessions.browserOn", {
    browser: session.browser ?? t("accountSecurity.sessions.unknownBrowser"),
    os: session.os ?? t("accountSecurity.sessions.unknownSystem"),
  });
  return (
    <HStack as="li" gap="3" py="3" align="flex-start" justify="space-between" flexWrap="wrap">
      <HStack gap="3" align="flex-start" minW="0" flex="1">
        <Icon as={DEVICE_ICONS[session.device]} boxSize="5" mt="0.5" color="fg.muted" aria-hidden />
        <Stack gap="0.5" minW="0">
          <HStack gap="2" flexWrap="wrap">
            <Text fontWeight="medium">
              <VisuallyHidden>{t(`accountSecurity.sessions.device.${session.device}`)}: </VisuallyHidden>
              {name}
            </Text>
            {session.current && (
              <Badge colorPalette="green" size="sm">
                {t("accountSecurity.sessions.thisDevice")}
              </Badge>
            )}
          </HStack>
          <Text color="fg.muted" textStyle="sm">
            {t("accountSecurity.sessions.lastUsed", { when: formatDateTime(session.lastUsedAt) })}
          </Text>
          <Text color="fg.muted" textStyle="xs">
            {t("accountSecurity.sessions.signedIn", { when: formatDateTime(session.createdAt) })}
          </Text>
        </Stack>
      </HStack>
      {!session.current && (
        <Button
          size="sm"
          variant="outline"
          loading={end.isPending}
          aria-label={t("accountSecurity.sessions.signOutSession", { name })}
          onClick={() => end.mutate({ id: session.id })}
        >
          {t("accountSecurity.sessions.signOut")}
        </Button>
      )}
    </HStack>
  );
}
