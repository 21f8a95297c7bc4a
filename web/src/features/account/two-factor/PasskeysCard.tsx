import { passkeyRegistrationSchema, type WebAuthnResponseInput } from "@app/shared";
import { Field, HStack, Input, Stack, Text } from "@chakra-ui/react";
import {
  browserSupportsWebAuthn,
  type PublicKeyCredentialCreationOptionsJSON,
  startRegistration,
} from "@simplewebauthn/browser";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { LuFingerprint } from "react-icons/lu";
import { Button } from "../../../components/ui/button";
import { formatDate } from "../../../lib/dates";
import { notifyFailure, notifySuccess } from "../../../lib/feedback";
import { useI18n } from "../../../lib/i18n";
import { trpc } from "../../../lib/trpc";
import { FactorCard } from "./FactorCard";
import type { FactorCardProps } from "./types";

/** The account's passkeys: add one (the browser's own dialog), or remove one. */
export function PasskeysCard({ status, onRecoveryCodes }: FactorCardProps) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries(trpc.twoFactor.pathFilter());
  const options = useMutation(trpc.twoFactor.passkeyOptions.mutationOptions());
  const add = useMutation(trpc.twoFactor.addPasskey.mutationOptions());
  const remove = useMutation(trpc.twoFactor.removePasskey.mutationOptions());
  const [name, setName] = useState("");
  const supported = browserSupportsWebAuthn();

  const addPasskey = async () => {
    try {
      // The options cross tRPC as plain JSON; their type there loses the binary extension types.
      const optionsJSON = (await options.mutateAsync()) as unknown as PublicKeyCredentialCreationOptionsJSON;
      const response = await startRegistration({ optionsJSON });
      const input = passkeyRegistrationSchema.parse({
        name,
        response: response as unknown as WebAuthnResponseInput,
      });
      const result = await add.mutateAsync(input);
      setName("");
      await refresh();
      notifySuccess(t("twoFactor.passkeys.added"));
      if (result.recoveryCodes) onRecoveryCodes(result.recoveryCodes);
    } catch (error) {
      notifyFailure(error, { title: t("twoFactor.passkeys.failed"), signedOut: false });
    }
  };

  return (
    <FactorCard
      title={t("twoFactor.passkeys.title")}
      text={t("twoFactor.passkeys.text")}
      on={status.passkeys.length > 0}
    >
      {status.passkeys.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          {t("twoFactor.passkeys.none")}
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2" data-testid="passkey-list">
          {status.passkeys.map((key) => (
            <HStack
              as="li"
              key={key.id}
              justify="space-between"
              gap="3"
              wrap="wrap"
              borderWidth="1px"
              borderColor="border.muted"
              rounded="md"
              px="3"
              py="2"
            >
              <Stack gap="0" minW="0">
                <Text fontWeight="medium" overflowWrap="anywhere">
                  {key.name}
                </Text>
                <Text textStyle="xs" color="fg.muted">
                  {t("twoFactor.passkeys.addedOn", { date: formatDate(key.createdAt) })}
                  {key.lastUsedAt &&
                    ` · ${t("twoFactor.passkeys.lastUsed", { date: formatDate(key.lastUsedAt) })}`}
                </Text>
              </Stack>
              <Button
                variant="outline"
                colorPalette="red"
                size="sm"
                aria-label={`${t("twoFactor.page.remove")}: ${key.name}`}
                loading={remove.isPending && remove.variables?.id === key.id}
                loadingText={t("twoFactor.page.removing")}
                onClick={() =>
                  remove.mutate(
                    { id: key.id },
                    {
                      onSuccess: async () => {
                        notifySuccess(t("twoFactor.page.removed"));
                        await refresh();
                      },
                      onError: (error) => notifyFailure(error),
                    },
                  )
                }
              >
                {t("twoFactor.page.remove")}
              </Button>
            </HStack>
          ))}
        </Stack>
      )}
      {supported ? (
        <Stack direction={{ base: "column", sm: "row" }} gap="3" align={{ sm: "flex-end" }}>
          <Field.Root maxW={{ sm: "xs" }}>
            <Field.Label>{t("twoFactor.passkeys.name")}</Field.Label>
            <Input
              value={name}
              maxLength={100}
              placeholder={t("twoFactor.passkeys.namePlaceholder")}
              onChange={(event) => setName(event.target.value)}
            />
          </Field.Root>
          <Button
            colorPalette="brand"
            loading={options.isPending || add.isPending}
            loadingText={t("twoFactor.passkeys.adding")}
            onClick={() => void addPasskey()}
          >
            <LuFingerprint />
            {t("twoFactor.passkeys.add")}
          </Button>
        </Stack>
      ) : (
        <Text textStyle="sm" color="fg.muted">
          {t("twoFactor.passkeys.unsupported")}
        </Text>
      )}
    </FactorCard>
  );
}
