import { socialLinkUrlSchema, socialPlatformName } from "@app/shared";
import { MSG } from "@app/shared/i18n";
import { Box, Button, Center, HStack, Icon, Input, Stack, Switch, Text } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { FieldErrors } from "react-hook-form";
import { LuPencil } from "react-icons/lu";
import {
  applyServerError,
  Form,
  FormField,
  type FormOutput,
  type FormValues,
  SubmitButton,
  useSchemaForm,
} from "../../../components/form";
import { socialIcon } from "../../../components/layout/social-icons";
import { notifyFailure, notifySuccess, refreshAfter } from "../../../lib/feedback";
import { useI18n } from "../../../lib/i18n";
import { trpc } from "../../../lib/trpc";
import type { AdminSocialLink } from "./types";

/** docs/product/administration.md#social-links: a failed save or toggle is a destructive notice titled Error with the server's message. */
const onFailure = (error: unknown) => notifyFailure(error);

export function SocialLinkRow({ link }: { link: AdminSocialLink }) {
  const queryClient = useQueryClient();
  const { t } = useI18n();
  const name = socialPlatformName(link.platform);
  const [editing, setEditing] = useState(false);
  const form = useSchemaForm(socialLinkUrlSchema, { defaultValues: { url: "" } });

  const save = useMutation(
    trpc.social.update.mutationOptions({
      onSuccess: async () => {
        await refreshAfter(queryClient, "social");
        notifySuccess(MSG.messages.SOCIAL_LINK_UPDATED.title, MSG.messages.SOCIAL_LINK_UPDATED.description);
        setEditing(false);
      },
      // A refused address also goes beside the field, as the form's own check does.
      onError: (error) => {
        applyServerError(form, error);
        onFailure(error);
      },
    }),
  );
  const toggle = useMutation(
    trpc.social.toggle.mutationOptions({
      onSuccess: async () => {
        await refreshAfter(queryClient, "social");
        notifySuccess(MSG.messages.SOCIAL_LINK_STATUS_UPDATED);
      },
      onError: onFailure,
    }),
  );

  const startEditing = () => {
    form.reset({ url: link.url });
    setEditing(true);
  };

  const onSave = (data: FormOutput<typeof socialLinkUrlSchema>) =>
    save.mutate({ platform: link.platform, url: data.url });
  // docs/product/administration.md#social-links: an invalid URL is also a destructive notice, beside the message under the field.
  const onInvalid = (errors: FieldErrors<FormValues<typeof socialLinkUrlSchema>>) =>
    notifyFailure(null, { description: errors.url?.message ?? "" });

  // While a toggle is on its way the switch shows where it is going, not where it was.
  const active = toggle.isPending ? (toggle.variables?.isActive ?? link.isActive) : link.isActive;

  return (
    <Stack
      asChild
      direction={{ base: "column", md: "row" }}
      align={{ md: "flex-start" }}
      gap={{ base: "3", md: "4" }}
      py="4"
    >
      <Form form={form} onSubmit={onSave} onInvalid={onInvalid} aria-label={name}>
        <HStack gap="3" w={{ md: "36" }} flexShrink="0" minH={{ md: "10" }}>
          <Center boxSize="9" rounded="l2" bg="brand.subtle" color="brand.fg" flexShrink="0">
            <Icon as={socialIcon(link.platform)} boxSize="5" />
          </Center>
          <Text fontWeight="semibold">{name}</Text>
        </HStack>
        <Box flex="1" minW="0">
          {/* The stored address is shown, not edited, until Edit: its box has no message then. */}
          <FormField
            name={editing ? "url" : undefined}
            label={t("adminContent.social.urlLabel", { name })}
            hideLabel
          >
            {editing ? (
              <Input
                {...form.register("url")}
                placeholder={t("adminContent.social.urlPlaceholder", { name })}
                type="url"
                inputMode="url"
                maxLength={500}
                autoFocus
              />
            ) : (
              <Input
                value={link.url}
                readOnly
                placeholder={t("messages.NO_URL_CONFIGURED")}
                bg="bg.subtle"
                color="fg.muted"
              />
            )}
          </FormField>
        </Box>
        <HStack gap="3" flexShrink="0" justify="space-between" minH={{ md: "10" }}>
          {editing ? (
            <HStack gap="2">
              <SubmitButton size="sm" pending={save.isPending} pendingText={t("adminContent.social.saving")}>
                {t("adminContent.social.save")}
              </SubmitButton>
              <Button
                type="button"
                size="sm"
                variant="outline"
                onClick={() => setEditing(false)}
                disabled={save.isPending}
              >
                {t("common.cancel")}
              </Button>
            </HStack>
          ) : (
            <Button type="button" size="sm" variant="outline" onClick={startEditing}>
              <LuPencil /> {t("adminContent.social.edit")}
            </Button>
          )}
          <Switch.Root
            checked={active}
            disabled={toggle.isPending}
            onCheckedChange={(details) =>
              toggle.mutate({ platform: link.platform, isActive: details.checked })
            }
            colorPalette="brand"
          >
            <Switch.HiddenInput />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label minW="12">
              {active ? t("adminContent.social.active") : t("adminContent.social.hidden")}
            </Switch.Label>
          </Switch.Root>
        </HStack>
      </Form>
    </Stack>
  );
}
