import { approveChurchFailed } from "@app/shared";
import { MSG } from "@app/shared/i18n";
import { Badge, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { LuCheck, LuPartyPopper, LuSearch } from "react-icons/lu";
import { ListEmpty, ListStates, ReviewRow, RowList } from "../../../components/lists/ListStates";
import { ServerPager, ServerSearchBox, useServerList } from "../../../components/lists/ServerList";
import { formatDate } from "../../../lib/dates";
import { notifyFailure, notifySuccess, refreshAfter } from "../../../lib/feedback";
import { useI18n } from "../../../lib/i18n";
import { errorMessage, httpStatus, trpc } from "../../../lib/trpc";
import { DashboardSection } from "./DashboardSection";
import type { AdminChurch } from "./types";

function PendingChurchRow({ church }: { church: AdminChurch }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const approve = useMutation(
    trpc.churches.approve.mutationOptions({
      onSuccess: () => {
        notifySuccess(
          t("adminChurches.pendingList.approved"),
          t("adminChurches.pendingList.approvedDescription", { name: church.name }),
        );
        void refreshAfter(queryClient, "churches");
      },
      onError: (error) =>
        notifyFailure(error, {
          description: approveChurchFailed(httpStatus(error) ?? "", errorMessage(error)),
          signedOutDescription: MSG.messages.PLEASE_LOG_IN_AGAIN,
        }),
    }),
  );
  const contact = [church.pastorName, church.email ?? church.ownerEmail].filter(Boolean).join(" · ");
  return (
    <ReviewRow label={church.name}>
      <Stack gap="0.5" minW="0">
        <HStack gap="2" flexWrap="wrap">
          <Text fontWeight="semibold" truncate>
            {church.name}
          </Text>
          <Badge colorPalette="orange" variant="subtle">
            {t("adminChurches.pending")}
          </Badge>
        </HStack>
        <Text textStyle="sm" color="fg.muted">
          {church.address}, {church.city}, {church.state} {church.zipCode}
        </Text>
        {contact && (
          <Text textStyle="xs" color="fg.muted" truncate>
            {contact}
          </Text>
        )}
        <Text textStyle="xs" color="fg.subtle">
          {church.ownerEmail
            ? t("adminChurches.pendingList.registeredBy", {
                date: formatDate(church.createdAt),
                email: church.ownerEmail,
              })
            : t("adminChurches.pendingList.registeredWithoutAccount", { date: formatDate(church.createdAt) })}
        </Text>
      </Stack>
      <Button
        size="sm"
        colorPalette="green"
        flexShrink="0"
        onClick={() => approve.mutate({ id: church.id })}
        loading={approve.isPending}
        loadingText={t("adminChurches.pendingList.approving")}
      >
        <LuCheck /> {t("adminChurches.pendingList.approve")}
      </Button>
    </ReviewRow>
  );
}

export function PendingChurches() {
  const { t } = useI18n();
  const [typed, setTyped] = useState("");
  const { input, setOffset, settled } = useServerList(typed);
  const pending = useQuery({
    ...trpc.churches.pending.queryOptions(input),
    placeholderData: keepPreviousData,
  });
  const total = pending.data?.total ?? 0;
  return (
    <DashboardSection
      id="pending-churches"
      title={t("adminChurches.pendingList.title")}
      description={t("adminChurches.pendingList.description")}
    >
      <Stack gap="3">
        {/* A search only once there is a queue to search, or while one is typed. */}
        {(total > input.limit || typed !== "") && (
          <ServerSearchBox
            label={t("adminChurches.lists.searchPending")}
            placeholder={t("adminChurches.management.searchPlaceholder")}
            value={typed}
            onChange={setTyped}
            busy={!settled || pending.isPlaceholderData}
          />
        )}
        <ListStates
          query={{ ...pending, data: pending.data?.items }}
          loading={t("adminChurches.pendingList.loading")}
          empty={
            input.q ? (
              <ListEmpty icon={<LuSearch />} title={t("adminChurches.lists.noMatch")} />
            ) : (
              <ListEmpty icon={<LuPartyPopper />} title={t("adminChurches.pendingList.empty")} />
            )
          }
        >
          {(churches) => (
            <Stack gap="3">
              <RowList>
                {churches.map((church) => (
                  <PendingChurchRow key={church.id} church={church} />
                ))}
              </RowList>
              <ServerPager
                list={t("adminChurches.pendingList.title")}
                offset={input.offset}
                limit={input.limit}
                total={total}
                shown={churches.length}
                onOffset={setOffset}
              />
            </Stack>
          )}
        </ListStates>
      </Stack>
    </DashboardSection>
  );
}
