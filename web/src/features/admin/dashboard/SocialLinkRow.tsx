import {
  ERROR_TITLE,
  NO_URL_CONFIGURED,
  SOCIAL_LINK_STATUS_UPDATED,
  SOCIAL_LINK_UPDATED,
  socialLinkUrlSchema,
  socialPlatformName,
} from "@app/shared";
import { Button, Center, Field, HStack, Icon, Input, Stack, Switch, Text } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { LuPencil } from "react-icons/lu";
import { socialIcon } from "../../../components/layout/social-icons";
import { toaster } from "../../../components/ui/toaster";
import { errorMessage, trpc } from "../../../lib/trpc";
import { refreshSocialLinks } from "./invalidate";
import { notifyAdminError } from "./notify";
import type { AdminSocialLink } from "./types";

/** Spec: a failed save or toggle is a destructive notice titled Error with the server's message. */
const onFailure = (error: unknown) => notifyAdminError(error, errorMessage(error));

export function SocialLinkRow({ link }: { link: AdminSocialLink }) {
  const queryClient = useQueryClient();
  const name = socialPlatformName(link.platform);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState("");
  const [invalid, setInvalid] = useState<string | null>(null);

  const save = useMutation(
    trpc.social.update.mutationOptions({
      onSuccess: async () => {
        await refreshSocialLinks(queryClient);
        toaster.create({ type: "success", ...SOCIAL_LINK_UPDATED });
        setEditing(false);
      },
      onError: onFailure,
    }),
  );
  const toggle = useMutation(
    trpc.social.toggle.mutationOptions({
      onSuccess: async () => {
        await refreshSocialLinks(queryClient);
        toaster.create({ type: "success", title: SOCIAL_LINK_STATUS_UPDATED });
      },
      onError: onFailure,
    }),
  );

  const startEditing = () => {
    setDraft(link.url);
    setInvalid(null);
    setEditing(true);
  };

  const onSave = (event: FormEvent) => {
    event.preventDefault();
    const parsed = socialLinkUrlSchema.safeParse({ url: draft });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? "";
      setInvalid(message);
      toaster.create({ type: "error", title: ERROR_TITLE, description: message });
      return;
    }
    save.mutate({ platform: link.platform, url: parsed.data.url });
  };

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
      <form onSubmit={onSave} noValidate aria-label={name}>
        <HStack gap="3" w={{ md: "36" }} flexShrink="0" minH={{ md: "10" }}>
          <Center boxSize="9" rounded="l2" bg="brand.subtle" color="brand.fg" flexShrink="0">
            <Icon as={socialIcon(link.platform)} boxSize="5" />
          </Center>
          <Text fontWeight="semibold">{name}</Text>
        </HStack>
        <Field.Root invalid={editing && invalid !== null} flex="1" minW="0">
          <Field.Label srOnly>{name} URL</Field.Label>
          {editing ? (
            <Input
              value={draft}
              onChange={(event) => {
                setDraft(event.target.value);
                setInvalid(null);
              }}
              placeholder={`Enter ${name} URL`}
              type="url"
              inputMode="url"
              maxLength={500}
              autoFocus
            />
          ) : (
            <Input
              value={link.url}
              readOnly
              placeholder={NO_URL_CONFIGURED}
              bg="bg.subtle"
              color="fg.muted"
            />
          )}
          {editing && invalid && <Field.ErrorText>{invalid}</Field.ErrorText>}
        </Field.Root>
        <HStack gap="3" flexShrink="0" justify="space-between" minH={{ md: "10" }}>
          {editing ? (
            <HStack gap="2">
              <Button
                type="submit"
                size="sm"
                colorPalette="brand"
                loading={save.isPending}
                loadingText="Saving..."
              >
                Save
              </Button>
              <Button
                type="button"
                size="sm"
                variant="outline"
                onClick={() => setEditing(false)}
                disabled={save.isPending}
              >
                Cancel
              </Button>
            </HStack>
          ) : (
            <Button type="button" size="sm" variant="outline" onClick={startEditing}>
              <LuPencil /> Edit
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
            <Switch.Label minW="12">{active ? "Active" : "Hidden"}</Switch.Label>
          </Switch.Root>
        </HStack>
      </form>
    </Stack>
  );
}
