import { type SecondFactorMethod, secondFactorCodeSchema, type WebAuthnResponseInput } from "@app/shared";
import { Input, Stack } from "@chakra-ui/react";
import { type PublicKeyCredentialRequestOptionsJSON, startAuthentication } from "@simplewebauthn/browser";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { LuArrowLeft, LuFingerprint, LuShieldCheck } from "react-icons/lu";
import { Form, FormField, type FormOutput, SubmitButton, useSchemaForm } from "../../../components/form";
import { Button } from "../../../components/ui/button";
import { notifyFailure, notifyFormFailure } from "../../../lib/feedback";
import { useI18n } from "../../../lib/i18n";
import { trpc } from "../../../lib/trpc";
import { AuthCard } from "../login/AuthCard";

/** What the signed-in screen needs of the answer: where the account lands (`accountHome`). */
type PublicUser = { role: string; churchId: number | null };

interface SecondFactorStepProps {
  methods: SecondFactorMethod[];
  onSignedIn: (user: PublicUser) => void;
  onStartOver: () => void;
}

/**
 * The sign-in's second step (docs/decisions/017-two-step-sign-in.md): the password was right, and the server
 * holds a pending sign-in that only a passkey, an authenticator code or a recovery code completes.
 */
export function SecondFactorStep({ methods, onSignedIn, onStartOver }: SecondFactorStepProps) {
  const { t } = useI18n();
  const [useRecovery, setUseRecovery] = useState(!methods.includes("totp"));
  const complete = useMutation(trpc.twoFactor.completeSignIn.mutationOptions());
  const passkeyOptions = useMutation(trpc.twoFactor.signInPasskeyOptions.mutationOptions());
  const form = useSchemaForm(secondFactorCodeSchema, {
    defaultValues: { method: useRecovery ? "recovery" : "totp", code: "" },
  });
  const failure = { title: t("twoFactor.step.failed"), signedOut: false as const };

  const onSubmit = (values: FormOutput<typeof secondFactorCodeSchema>) =>
    complete.mutate(values, {
      onSuccess: onSignedIn,
      onError: (error) => notifyFormFailure(form, error, failure),
    });

  const switchTo = (recovery: boolean) => {
    setUseRecovery(recovery);
    form.reset({ method: recovery ? "recovery" : "totp", code: "" });
  };

  const signInWithPasskey = async () => {
    try {
      // The options cross tRPC as plain JSON; their type there loses the binary extension types.
      const optionsJSON =
        (await passkeyOptions.mutateAsync()) as unknown as PublicKeyCredentialRequestOptionsJSON;
      const response = await startAuthentication({ optionsJSON });
      complete.mutate(
        { method: "passkey", response: response as unknown as WebAuthnResponseInput },
        { onSuccess: onSignedIn, onError: (error) => notifyFailure(error, failure) },
      );
    } catch (error) {
      // The browser's own refusal (cancelled, timed out) has no server message of ours.
      const fromBrowser = error instanceof Error && !("data" in error);
      notifyFailure(error, {
        ...failure,
        ...(fromBrowser && { description: t("twoFactor.step.passkeyCancelled") }),
      });
    }
  };
  const passkeyBusy =
    passkeyOptions.isPending || (complete.isPending && complete.variables?.method === "passkey");

  return (
    <AuthCard
      icon={<LuShieldCheck />}
      title={t("twoFactor.step.title")}
      intro={t("twoFactor.step.intro")}
      maxW="md"
    >
      {methods.includes("passkey") && (
        <Button
          size="lg"
          colorPalette="brand"
          onClick={() => void signInWithPasskey()}
          loading={passkeyBusy}
          loadingText={t("twoFactor.step.passkeyPending")}
        >
          <LuFingerprint />
          {t("twoFactor.step.usePasskey")}
        </Button>
      )}
      <Form form={form} onSubmit={onSubmit}>
        <Stack gap="4">
          <FormField
            name="code"
            label={useRecovery ? t("twoFactor.step.recoveryLabel") : t("twoFactor.step.codeLabel")}
            helper={useRecovery ? t("twoFactor.step.recoveryHelp") : t("twoFactor.step.codeHelp")}
            required
          >
            <Input
              autoComplete="one-time-code"
              inputMode={useRecovery ? "text" : "numeric"}
              autoCapitalize="none"
              spellCheck={false}
              {...form.register("code")}
            />
          </FormField>
          <SubmitButton
            size="lg"
            variant={methods.includes("passkey") ? "outline" : "solid"}
            pending={complete.isPending && complete.variables?.method !== "passkey"}
            pendingText={t("twoFactor.step.pending")}
          >
            {t("twoFactor.step.submit")}
          </SubmitButton>
        </Stack>
      </Form>
      <Stack gap="1">
        {methods.includes("totp") && (
          <Button variant="ghost" onClick={() => switchTo(!useRecovery)}>
            {useRecovery ? t("twoFactor.step.useCode") : t("twoFactor.step.useRecovery")}
          </Button>
        )}
        <Button variant="ghost" color="fg.muted" onClick={onStartOver}>
          <LuArrowLeft />
          {t("twoFactor.step.startOver")}
        </Button>
      </Stack>
    </AuthCard>
  );
}
