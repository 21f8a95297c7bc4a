import { Badge, Box, HStack, Menu, Portal, Stack, Text } from "@chakra-ui/react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { inferOutput } from "@trpc/tanstack-react-query";
import { useState } from "react";
import { LuChevronDown, LuUsers } from "react-icons/lu";
import { ConfirmDialog } from "../../../components/dialog";
import { PageContainer } from "../../../components/layout/Page";
import { ListEmpty, ListError, ListLoading, RowList } from "../../../components/lists/ListStates";
import { ServerPager, ServerSearchBox, useServerList } from "../../../components/lists/ServerList";
import { Button } from "../../../components/ui/button";
import { formatDateTime } from "../../../lib/dates";
import { notifyFailure, notifySuccess } from "../../../lib/feedback";
import { useI18n } from "../../../lib/i18n";
import { useCurrentUser } from "../../../lib/queries";
import { type Trpc, trpc } from "../../../lib/trpc";
import { AdminPageHeader } from "../../admin/AdminPageHeader";

type Account = inferOutput<Trpc["accounts"]["adminList"]>["items"][number];
type Action = "disable" | "enable" | "promote" | "demote" | "endSessions" | "resetSecondFactor";

/** The actions an account offers: the opposite of its state, and the two that always apply. */
function actionsFor(account: Account, isSelf: boolean): Action[] {
  const actions: Action[] = [];
  if (account.disabledAt) actions.push("enable");
  else if (!isSelf) actions.push("disable");
  actions.push(account.role === "admin" ? "demote" : "promote");
  actions.push("endSessions", "resetSecondFactor");
  return actions;
}

/**
 * /admin/accounts (docs/product/accounts-admin.md, "The accounts screen"): every account, searched and paged on
 * the server; each change asks first, and the server enforces its rules (never the last administrator).
 */
export function AdminAccountsPage() {
  const { t } = useI18n();
  const [typed, setTyped] = useState("");
  const { input, setOffset, settled } = useServerList(typed);
  const query = useQuery({
    ...trpc.accounts.adminList.queryOptions(input),
    placeholderData: keepPreviousData,
  });
  const [pending, setPending] = useState<{ account: Account; action: Action } | null>(null);

  return (
    <PageContainer>
      <AdminPageHeader title={t("accountAdmin.title")} description={t("accountAdmin.description")} />
      <Stack gap="4" mb="4">
        <ServerSearchBox
          label={t("accountAdmin.search")}
          placeholder={t("accountAdmin.searchPlaceholder")}
          value={typed}
          onChange={setTyped}
          busy={!settled || query.isPlaceholderData}
        />
        {query.isSuccess && (
          <ServerPager
            list={t("accountAdmin.title")}
            offset={input.offset}
            limit={input.limit}
            total={query.data.total}
            shown={query.data.items.length}
            onOffset={setOffset}
          />
        )}
      </Stack>
      {query.isPending && <ListLoading label={t("common.loading")} />}
      {query.isError && <ListError titleAs="h2" error={query.error} onRetry={() => void query.refetch()} />}
      {query.isSuccess && query.data.items.length === 0 && (
        <ListEmpty titleAs="h2" icon={<LuUsers />} title={t("accountAdmin.empty")} />
      )}
      {query.isSuccess && query.data.items.length > 0 && (
        <Box borderWidth="1px" borderColor="border.muted" rounded="card" bg="bg" px={{ base: "4", md: "5" }}>
          <RowList>
            {query.data.items.map((account) => (
              <AccountRow
                key={account.id}
                account={account}
                onAction={(action) => setPending({ account, action })}
              />
            ))}
          </RowList>
        </Box>
      )}
      <ConfirmAction pending={pending} onClose={() => setPending(null)} />
    </PageContainer>
  );
}

function AccountRow({ account, onAction }: { account: Account; onAction: (action: Action) => void }) {
  const { t } = useI18n();
  const { user } = useCurrentUser();
  const isSelf = user?.id === account.id;
  const name = [account.firstName, account.lastName].filter(Boolean).join(" ");
  return (
    <Stack
      as="li"
      direction={{ base: "column", md: "row" }}
      justify="space-between"
      align={{ md: "center" }}
      gap="3"
      py="4"
      aria-label={account.email}
    >
      <Stack gap="1" minW="0">
        <Text fontWeight="semibold" overflowWrap="anywhere">
          {account.email}
        </Text>
        {name && (
          <Text textStyle="sm" color="fg.muted">
            {name}
          </Text>
        )}
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette={account.role === "admin" ? "red" : "gray"}>
            {account.role === "admin" ? t("accountAdmin.admin") : t("accountAdmin.church")}
          </Badge>
          {account.disabledAt && <Badge colorPalette="orange">{t("accountAdmin.disabled")}</Badge>}
          {account.hasSecondFactor && <Badge colorPalette="green">{t("accountAdmin.twoFactorOn")}</Badge>}
          {isSelf && <Badge colorPalette="blue">{t("accountAdmin.you")}</Badge>}
        </HStack>
        <Text textStyle="sm" color="fg.muted">
          {account.churchName ?? t("accountAdmin.noChurch")}
          {" · "}
          {account.lastSignInAt
            ? t("accountAdmin.lastSignIn", { date: formatDateTime(account.lastSignInAt) })
            : t("accountAdmin.neverSignedIn")}
        </Text>
      </Stack>
      <Menu.Root onSelect={(details) => onAction(details.value as Action)}>
        <Menu.Trigger asChild>
          <Button variant="outline" size="sm" flexShrink="0" alignSelf={{ base: "flex-start", md: "center" }}>
            <span>
              <Box as="span" srOnly>
                {t("accountAdmin.actionsFor", { email: account.email })}
              </Box>
              <span aria-hidden="true">{t("accountAdmin.actionsLabel")}</span>
            </span>
            <LuChevronDown aria-hidden="true" />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              {actionsFor(account, isSelf).map((action) => (
                <Menu.Item key={action} value={action}>
                  {t(`accountAdmin.actions.${action}`)}
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </Stack>
  );
}

function useAccountAction() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries(trpc.accounts.pathFilter());
  const options = { onSuccess: refresh };
  return {
    disable: useMutation(trpc.accounts.setDisabled.mutationOptions(options)),
    role: useMutation(trpc.accounts.setRole.mutationOptions(options)),
    endSessions: useMutation(trpc.accounts.endSessions.mutationOptions(options)),
    resetSecondFactor: useMutation(trpc.accounts.resetSecondFactor.mutationOptions(options)),
  };
}

function ConfirmAction({
  pending,
  onClose,
}: {
  pending: { account: Account; action: Action } | null;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const mutations = useAccountAction();
  // Kept while the dialog animates closed, so its text does not vanish first.
  const [shown, setShown] = useState(pending);
  if (pending && pending !== shown) setShown(pending);
  const busy = Object.values(mutations).some((mutation) => mutation.isPending);

  const run = async () => {
    if (!pending) return;
    const { account, action } = pending;
    const id = account.id;
    try {
      if (action === "disable" || action === "enable") {
        await mutations.disable.mutateAsync({ id, disabled: action === "disable" });
      } else if (action === "promote" || action === "demote") {
        await mutations.role.mutateAsync({ id, role: action === "promote" ? "admin" : "church" });
      } else if (action === "endSessions") await mutations.endSessions.mutateAsync({ id });
      else await mutations.resetSecondFactor.mutateAsync({ id });
      notifySuccess(t(`accountAdmin.done.${action}`));
    } catch (error) {
      notifyFailure(error, { title: t("accountAdmin.failed") });
    }
    onClose();
  };

  return (
    <ConfirmDialog
      open={pending !== null}
      title={shown ? t(`accountAdmin.actions.${shown.action}`) : ""}
      pending={busy}
      onConfirm={() => void run()}
      onClose={onClose}
      confirmLabel={t("accountAdmin.confirm.submit")}
      pendingLabel={t("accountAdmin.confirm.pending")}
    >
      {shown && (
        <Text overflowWrap="anywhere">
          {t(`accountAdmin.confirm.${shown.action}`, { email: shown.account.email })}
        </Text>
      )}
    </ConfirmDialog>
  );
}
