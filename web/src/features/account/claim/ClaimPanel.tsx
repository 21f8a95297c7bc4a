import { claimConfirmSchema, claimRequestSchema } from "@app/shared";
import { Button, Card, Heading, Input, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { Trans, useTranslation } from "react-i18next";
import {
  applyServerError,
  Form,
  FormField,
  type FormOutput,
  SubmitButton,
  useSchemaForm,
} from "../../../components/form";
import { notifyFailure, notifyInfo, notifySuccess } from "../../../lib/feedback";
import { trpc } from "../../../lib/trpc";
import type { UnclaimedChurch } from "./types";

interface ClaimPanelProps {
  church: UnclaimedChurch;
  onCancel: () => void;
  /** The claim is complete: the user owns the church now. */
  onClaimed: () => void;
}

type ClaimRequest = FormOutput<typeof claimRequestSchema>;

/**
 * Two steps, two forms over the schemas the server parses: the listed email (checked by the server, which then
 * mails a code to it), then the code. Keyed by church in the page, so choosing another church starts over.
 */
export function ClaimPanel({ church, onCancel, onClaimed }: ClaimPanelProps) {
  const { t } = useTranslation();
  const requestForm = useSchemaForm(claimRequestSchema, {
    defaultValues: { churchId: church.id, verificationData: { email: "" } },
  });
  const confirmForm = useSchemaForm(claimConfirmSchema, {
    defaultValues: { churchId: church.id, code: "" },
  });
  const email = useWatch({ control: requestForm.control, name: "verificationData.email" });
  const code = useWatch({ control: confirmForm.control, name: "code" });
  /** The accepted request (to send a new code for it) and the masked address the code went to. */
  const [sent, setSent] = useState<{ request: ClaimRequest; to: string } | null>(null);
  const request = useMutation(trpc.claims.request.mutationOptions());
  const confirm = useMutation(trpc.claims.confirm.mutationOptions());

  // The form's toast for a refusal that names no field of the form (a wrong address is the server's `email`;
  // docs/product/messages.md#failures-on-screen).
  const failed = (error: unknown) =>
    notifyFailure(error, {
      title: t("messages.CLAIM_FAILED.title"),
      fallback: t("messages.CLAIM_FAILED.fallback"),
      signedOut: false,
    });

  const onRequest = (values: ClaimRequest) =>
    request.mutate(values, {
      onSuccess: (result) => setSent({ request: values, to: result.sentTo }),
      onError: (error) => {
        if (!applyServerError(requestForm, error)) failed(error);
      },
    });

  const sendNewCode = (values: ClaimRequest) => {
    confirmForm.reset({ churchId: church.id, code: "" });
    request.mutate(values, {
      onSuccess: (result) => {
        setSent({ request: values, to: result.sentTo });
        notifyInfo(t("claim.panel.newCodeSent"), t("claim.panel.checkAddress", { to: result.sentTo }));
      },
      onError: failed,
    });
  };

  const onConfirm = (values: FormOutput<typeof claimConfirmSchema>) =>
    confirm.mutate(values, {
      onSuccess: () => {
        notifySuccess(t("messages.CHURCH_CLAIMED.title"), t("messages.CHURCH_CLAIMED.description"));
        onClaimed();
      },
      // A wrong code goes beside the code field; an expired one, or too many tries, is the toast.
      onError: (error) => {
        if (!applyServerError(confirmForm, error)) failed(error);
      },
    });

  const codeField = confirmForm.register("code");

  return (
    <Card.Root rounded="card" shadow="cardHover" borderColor="brand.emphasized" borderWidth="2px">
      <Card.Body gap="5" p={{ base: "5", md: "6" }}>
        <Stack gap="1">
          <Text
            textStyle="xs"
            fontWeight="semibold"
            color="brand.fg"
            textTransform="uppercase"
            letterSpacing="wider"
          >
            {t("claim.panel.eyebrow")}
          </Text>
          <Heading as="h2" size="md" overflowWrap="anywhere">
            {church.name}
          </Heading>
        </Stack>

        {sent === null ? (
          <Form form={requestForm} onSubmit={onRequest}>
            <Stack gap="4">
              <FormField
                name="verificationData.email"
                label={t("claim.panel.email")}
                required
                helper={
                  church.emailHint
                    ? t("claim.panel.emailHint", { hint: church.emailHint })
                    : t("claim.panel.noListedEmail")
                }
              >
                <Input
                  type="email"
                  // Scrolled to when a church is chosen: clear of the sticky header.
                  scrollMarginTop="24"
                  scrollMarginBottom="4"
                  autoComplete="email"
                  placeholder={t("claim.panel.emailPlaceholder")}
                  {...requestForm.register("verificationData.email")}
                />
              </FormField>
              <Stack direction={{ base: "column-reverse", sm: "row" }} gap="3" justify="flex-end">
                <Button variant="outline" onClick={onCancel} disabled={request.isPending}>
                  {t("common.cancel")}
                </Button>
                <SubmitButton
                  pending={request.isPending}
                  pendingText={t("claim.panel.pending")}
                  disabled={!email.trim()}
                >
                  {t("claim.panel.submit")}
                </SubmitButton>
              </Stack>
            </Stack>
          </Form>
        ) : (
          <Form form={confirmForm} onSubmit={onConfirm}>
            <Stack gap="4">
              <Text textStyle="sm" aria-live="polite">
                <Trans
                  i18nKey="claim.panel.codeSent"
                  values={{ to: sent.to }}
                  components={{ strong: <strong /> }}
                />
              </Text>
              <FormField name="code" label={t("claim.panel.code")} required>
                <Input
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  placeholder="123456"
                  letterSpacing="widest"
                  {...codeField}
                  onChange={(event) => {
                    // Digits only, as typed or pasted.
                    event.target.value = event.target.value.replace(/\D/g, "");
                    return codeField.onChange(event);
                  }}
                />
              </FormField>
              <Stack
                direction={{ base: "column-reverse", sm: "row" }}
                gap="3"
                justify="flex-end"
                flexWrap="wrap"
              >
                <Button variant="ghost" onClick={onCancel} disabled={confirm.isPending}>
                  {t("common.cancel")}
                </Button>
                <Button
                  variant="outline"
                  onClick={() => sendNewCode(sent.request)}
                  loading={request.isPending}
                  loadingText={t("claim.panel.sending")}
                  disabled={confirm.isPending}
                >
                  {t("claim.panel.sendNewCode")}
                </Button>
                <SubmitButton
                  pending={confirm.isPending}
                  pendingText={t("claim.panel.pending")}
                  disabled={code.length !== 6}
                >
                  {t("claim.panel.confirm")}
                </SubmitButton>
              </Stack>
            </Stack>
          </Form>
        )}
      </Card.Body>
    </Card.Root>
  );
}
