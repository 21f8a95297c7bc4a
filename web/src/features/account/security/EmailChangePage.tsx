import { Alert, Stack } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link as RouterLink, useSearch } from "@tanstack/react-router";
import { LuMailCheck, LuShieldAlert } from "react-icons/lu";
import { Button } from "../../../components/ui/button";
import { refreshMe } from "../../../lib/feedback";
import { useI18n } from "../../../lib/i18n";
import { errorMessage, trpc } from "../../../lib/trpc";
import { AuthCard } from "../login/AuthCard";

/**
 * The links of an email change (docs/product/accounts.md, "Changing the email address"): the new address
 * confirms it (`/email-change?token=...`), the old one can undo it (`&undo=1`). Each acts only on a click, not
 * on opening the page, so a mail scanner that fetches links changes nothing.
 */
export function EmailChangePage() {
  const { undo } = useSearch({ from: "/email-change" });
  return undo ? <UndoEmailChange /> : <ConfirmEmailChange />;
}

function ConfirmEmailChange() {
  const { t } = useI18n();
  const { token } = useSearch({ from: "/email-change" });
  const queryClient = useQueryClient();
  const confirm = useMutation(
    trpc.account.confirmEmailChange.mutationOptions({ onSuccess: refreshMe(queryClient) }),
  );
  const done = confirm.isSuccess;
  return (
    <AuthCard
      icon={<LuMailCheck />}
      title={
        done ? t("accountSecurity.emailLink.confirmedTitle") : t("accountSecurity.emailLink.confirmTitle")
      }
      intro={done ? t("accountSecurity.emailLink.confirmedText") : t("accountSecurity.emailLink.confirmText")}
      maxW="md"
    >
      {confirm.isError && <LinkError error={confirm.error} />}
      {done ? (
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to="/profile">{t("accountSecurity.emailLink.goToProfile")}</RouterLink>
        </Button>
      ) : (
        <Button
          colorPalette="brand"
          size="lg"
          disabled={!token}
          loading={confirm.isPending}
          loadingText={t("accountSecurity.emailLink.confirmPending")}
          onClick={() => confirm.mutate({ token: token ?? "" })}
        >
          {t("accountSecurity.emailLink.confirm")}
        </Button>
      )}
    </AuthCard>
  );
}

function UndoEmailChange() {
  const { t } = useI18n();
  const { token } = useSearch({ from: "/email-change" });
  const queryClient = useQueryClient();
  const undo = useMutation(
    trpc.account.revertEmailChange.mutationOptions({ onSuccess: refreshMe(queryClient) }),
  );
  const done = undo.isSuccess;
  return (
    <AuthCard
      icon={<LuShieldAlert />}
      title={done ? t("accountSecurity.emailLink.undoneTitle") : t("accountSecurity.emailLink.undoTitle")}
      intro={done ? t("accountSecurity.emailLink.undoneText") : t("accountSecurity.emailLink.undoText")}
      maxW="md"
    >
      {undo.isError && <LinkError error={undo.error} />}
      {done ? (
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to="/reset-password" search={{ token: undo.data.resetToken }}>
            {t("accountSecurity.emailLink.choosePassword")}
          </RouterLink>
        </Button>
      ) : (
        <Button
          colorPalette="red"
          size="lg"
          whiteSpace="normal"
          h="auto"
          minH="11"
          py="2"
          disabled={!token}
          loading={undo.isPending}
          loadingText={t("accountSecurity.emailLink.undoPending")}
          onClick={() => undo.mutate({ token: token ?? "" })}
        >
          {t("accountSecurity.emailLink.undo")}
        </Button>
      )}
    </AuthCard>
  );
}

function LinkError({ error }: { error: unknown }) {
  const { say } = useI18n();
  return (
    <Stack>
      <Alert.Root status="error" rounded="l3">
        <Alert.Indicator />
        <Alert.Description>{say(errorMessage(error))}</Alert.Description>
      </Alert.Root>
    </Stack>
  );
}
