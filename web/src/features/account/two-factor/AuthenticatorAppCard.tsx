import { totpConfirmSchema } from "@app/shared";
import { Box, Code, HStack, Image, Input, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Form, FormField, type FormOutput, SubmitButton, useSchemaForm } from "../../../components/form";
import { Button } from "../../../components/ui/button";
import { notifyFailure, notifyFormFailure, notifySuccess } from "../../../lib/feedback";
import { useI18n } from "../../../lib/i18n";
import { trpc } from "../../../lib/trpc";
import { FactorCard } from "./FactorCard";
import type { FactorCardProps } from "./types";

/** Set up (QR code, then a code typed back) or remove the account's authenticator app. */
export function AuthenticatorAppCard({ status, onRecoveryCodes }: FactorCardProps) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries(trpc.twoFactor.pathFilter());
  const start = useMutation(trpc.twoFactor.startTotp.mutationOptions());
  const confirm = useMutation(trpc.twoFactor.confirmTotp.mutationOptions());
  const remove = useMutation(trpc.twoFactor.removeTotp.mutationOptions());
  const [setup, setSetup] = useState<{ secret: string; qrSvg: string } | null>(null);
  const form = useSchemaForm(totpConfirmSchema, { defaultValues: { code: "" } });

  const onConfirm = (values: FormOutput<typeof totpConfirmSchema>) =>
    confirm.mutate(values, {
      onSuccess: async (result) => {
        await refresh();
        setSetup(null);
        form.reset();
        notifySuccess(t("twoFactor.app.added"));
        if (result.recoveryCodes) onRecoveryCodes(result.recoveryCodes);
      },
      onError: (error) => notifyFormFailure(form, error, { signedOut: false }),
    });

  return (
    <FactorCard title={t("twoFactor.app.title")} text={t("twoFactor.app.text")} on={status.totp}>
      {status.totp ? (
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Text textStyle="sm">{t("twoFactor.app.enabled")}</Text>
          <Button
            variant="outline"
            colorPalette="red"
            size="sm"
            loading={remove.isPending}
            loadingText={t("twoFactor.page.removing")}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: async () => {
                  notifySuccess(t("twoFactor.page.removed"));
                  await refresh();
                },
                onError: (error) => notifyFailure(error),
              })
            }
          >
            {t("twoFactor.page.remove")}
          </Button>
        </HStack>
      ) : setup ? (
        <Stack gap="4">
          <Text textStyle="sm">{t("twoFactor.app.scan")}</Text>
          <Box
            bg="white"
            p="2"
            rounded="md"
            alignSelf="flex-start"
            borderWidth="1px"
            borderColor="border.muted"
          >
            <Image
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
              alt={t("twoFactor.app.qrAlt")}
              boxSize={{ base: "44", md: "48" }}
            />
          </Box>
          <Stack gap="1">
            <Text textStyle="sm" color="fg.muted">
              {t("twoFactor.app.manualKey")}
            </Text>
            <Code alignSelf="flex-start" overflowWrap="anywhere" data-testid="totp-secret">
              {setup.secret}
            </Code>
          </Stack>
          <Form form={form} onSubmit={onConfirm}>
            <Stack gap="3" maxW="xs">
              <FormField name="code" label={t("twoFactor.step.codeLabel")} required>
                <Input autoComplete="one-time-code" inputMode="numeric" {...form.register("code")} />
              </FormField>
              <SubmitButton pending={confirm.isPending} pendingText={t("twoFactor.app.confirming")}>
                {t("twoFactor.app.confirm")}
              </SubmitButton>
            </Stack>
          </Form>
        </Stack>
      ) : (
        <Button
          variant="outline"
          alignSelf="flex-start"
          loading={start.isPending}
          loadingText={t("twoFactor.app.starting")}
          onClick={() =>
            start.mutate(undefined, { onSuccess: setSetup, onError: (error) => notifyFailure(error) })
          }
        >
          {t("twoFactor.app.setUp")}
        </Button>
      )}
    </FactorCard>
  );
}
