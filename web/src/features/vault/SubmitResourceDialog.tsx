import { resourceSubmissionSchema, resourceSubmitFailed } from "@app/shared";
import { MSG } from "@app/shared/i18n";
import { Alert, Button, CloseButton, Dialog, Input, Portal, Stack, Textarea } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { LuInfo, LuUpload } from "react-icons/lu";
import {
  applyServerError,
  Form,
  FormField,
  type FormOutput,
  type FormValues,
  SubmitButton,
  useSchemaForm,
} from "../../components/form";
import { notifyFailure, notifySuccess, refreshAfter } from "../../lib/feedback";
import { errorMessage, httpStatus, trpc } from "../../lib/trpc";
import { ResourceTypeSelect } from "./ResourceTypeSelect";
import type { ResourceTypeOption } from "./types";

const EMPTY: FormValues<typeof resourceSubmissionSchema> = {
  title: "",
  type: "",
  description: "",
  fileUrl: "",
  submitterName: "",
  submitterEmail: "",
  churchName: "",
};

/** The vault's 'Submit a Resource' button and dialog: anyone may submit; an administrator reviews it. */
export function SubmitResourceDialog({ types }: { types: readonly ResourceTypeOption[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const form = useSchemaForm(resourceSubmissionSchema, { defaultValues: EMPTY });
  const submit = useMutation(trpc.resources.submit.mutationOptions());

  const onSubmit = (data: FormOutput<typeof resourceSubmissionSchema>) =>
    submit.mutate(data, {
      onSuccess: () => {
        notifySuccess(MSG.messages.RESOURCE_SUBMITTED);
        void refreshAfter(queryClient, "resources");
        form.reset(EMPTY);
        setOpen(false);
      },
      onError: (error) => {
        if (applyServerError(form, error)) return;
        const status = httpStatus(error);
        notifyFailure(error, {
          title: resourceSubmitFailed(status ?? "", errorMessage(error)).replace(/ {2,}/g, " "),
          description: null,
          signedOut: false,
        });
      },
    });

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      size="lg"
      placement="center"
      scrollBehavior="inside"
    >
      <Dialog.Trigger asChild>
        <Button colorPalette="brand">
          <LuUpload aria-hidden="true" />
          {t("vault.submit.open")}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <Form form={form} onSubmit={onSubmit}>
              <Dialog.Header>
                <Dialog.Title>{t("vault.submit.title")}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Alert.Root status="info" variant="subtle" rounded="l2">
                    <Alert.Indicator>
                      <LuInfo />
                    </Alert.Indicator>
                    <Alert.Description>{t("vault.submit.intro")}</Alert.Description>
                  </Alert.Root>
                  <FormField label={t("vault.submit.resourceTitle")} name="title" required>
                    <Input {...form.register("title")} maxLength={200} />
                  </FormField>
                  <FormField label={t("vault.submit.type")} name="type" required>
                    <Controller
                      control={form.control}
                      name="type"
                      render={({ field }) => (
                        <ResourceTypeSelect
                          types={types}
                          {...field}
                          placeholder={t("vault.submit.typePlaceholder")}
                        />
                      )}
                    />
                  </FormField>
                  <FormField label={t("vault.submit.description")} name="description" required>
                    <Textarea rows={3} {...form.register("description")} />
                  </FormField>
                  <FormField
                    label={t("vault.submit.url")}
                    name="fileUrl"
                    helper={t("vault.submit.urlHelp")}
                    required
                  >
                    <Input
                      type="url"
                      inputMode="url"
                      placeholder={t("common.urlPlaceholder")}
                      {...form.register("fileUrl")}
                    />
                  </FormField>
                  <FormField label={t("vault.submit.yourName")} name="submitterName" required>
                    <Input autoComplete="name" {...form.register("submitterName")} />
                  </FormField>
                  <FormField label={t("vault.submit.yourEmail")} name="submitterEmail" required>
                    <Input type="email" autoComplete="email" {...form.register("submitterEmail")} />
                  </FormField>
                  <FormField label={t("vault.submit.churchName")} name="churchName" required>
                    <Input autoComplete="organization" {...form.register("churchName")} />
                  </FormField>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" type="button">
                    {t("common.cancel")}
                  </Button>
                </Dialog.ActionTrigger>
                <SubmitButton pending={submit.isPending} pendingText={t("common.submitting")}>
                  {t("vault.submit.send")}
                </SubmitButton>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Dialog.CloseTrigger>
            </Form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
