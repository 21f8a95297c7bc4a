import { type AccountDeletionInput, accountDeletionSchema } from "@app/shared";
import { HStack, Stack } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { LuTrash2 } from "react-icons/lu";
import { Form, FormField, type FormOutput, SubmitButton, useSchemaForm } from "../../../components/form";
import { Button } from "../../../components/ui/button";
import { notifyFormFailure, notifySuccess } from "../../../lib/feedback";
import { useI18n } from "../../../lib/i18n";
import { trpc } from "../../../lib/trpc";
import { PasswordInput } from "../login/PasswordInput";
import { SettingsCard } from "./SettingsCard";

const EMPTY: AccountDeletionInput = { password: "" };

/**
 * "Delete my account" (docs/product/accounts.md, "Deleting an account"): a first button opens the password
 * field, so the deletion is never one click.
 */
export function DeleteAccountCard() {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <SettingsCard
      title={t("accountSecurity.deletion.title")}
      description={t("accountSecurity.deletion.text")}
      tone="danger"
    >
      {open ? (
        <DeleteAccountForm onCancel={() => setOpen(false)} />
      ) : (
        <Button alignSelf="flex-start" variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
          <LuTrash2 />
          {t("accountSecurity.deletion.open")}
        </Button>
      )}
    </SettingsCard>
  );
}

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useSchemaForm(accountDeletionSchema, { defaultValues: EMPTY });
  const remove = useMutation(trpc.account.deleteAccount.mutationOptions());
  const onSubmit = (input: FormOutput<typeof accountDeletionSchema>) =>
    remove.mutate(input, {
      onSuccess: async () => {
        notifySuccess(t("accountSecurity.deletion.done"));
        queryClient.setQueryData(trpc.auth.me.queryKey(), null);
        await navigate({ to: "/" });
      },
      onError: (error) => notifyFormFailure(form, error),
    });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <Stack gap="4" maxW="md">
        <FormField name="password" label={t("accountSecurity.deletion.password")} required>
          <PasswordInput autoComplete="current-password" autoFocus {...form.register("password")} />
        </FormField>
        <HStack gap="3" flexWrap="wrap">
          <SubmitButton
            colorPalette="red"
            whiteSpace="normal"
            h="auto"
            minH="10"
            pending={remove.isPending}
            pendingText={t("accountSecurity.deletion.pending")}
          >
            {t("accountSecurity.deletion.submit")}
          </SubmitButton>
          <Button variant="ghost" onClick={onCancel}>
            {t("accountSecurity.deletion.cancel")}
          </Button>
        </HStack>
      </Stack>
    </Form>
  );
}
