import { ADMIN_ERRORS, adminResourceSchema } from "@app/shared";
import { MSG } from "@app/shared/i18n";
import { Input, Stack, Textarea } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ChurchSelect } from "../../../components/church-picker/ChurchSelect";
import { applyServerError, FormField, type FormValues, useSchemaForm } from "../../../components/form";
import { notifyFailure, notifySuccess, refreshAfter, refreshMe } from "../../../lib/feedback";
import { errorMessage, trpc } from "../../../lib/trpc";
import { ResourceTypeSelect } from "../ResourceTypeSelect";
import type { AdminResource, ResourceTypeOption } from "../types";
import { AdminDialog } from "./AdminDialog";

interface ResourceFormDialogProps {
  /** The resource to edit; null adds a new one. */
  resource: AdminResource | null;
  open: boolean;
  onClose: () => void;
  types: readonly ResourceTypeOption[];
}

const valuesOf = (resource: AdminResource | null): FormValues<typeof adminResourceSchema> => ({
  title: resource?.title ?? "",
  type: resource?.type ?? "",
  description: resource?.description ?? "",
  fileUrl: resource?.fileUrl ?? "",
  churchId: resource?.churchId == null ? "" : String(resource.churchId),
});

export function ResourceFormDialog({ resource, open, onClose, types }: ResourceFormDialogProps) {
  return (
    <ResourceForm
      // A fresh form for each resource opened.
      key={`${resource?.id ?? "new"}-${open}`}
      resource={resource}
      open={open}
      onClose={onClose}
      types={types}
    />
  );
}

function ResourceForm({ resource, open, onClose, types }: ResourceFormDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useSchemaForm(adminResourceSchema, { defaultValues: valuesOf(resource) });
  const create = useMutation(trpc.resources.create.mutationOptions());
  const update = useMutation(trpc.resources.update.mutationOptions());
  const saving = create.isPending || update.isPending;

  // A church that left the public list still shows as the resource's current choice.
  const keptChurch =
    resource?.churchId != null
      ? [
          {
            id: resource.churchId,
            label: resource.churchName ?? t("vault.admin.churchNumber", { id: resource.churchId }),
          },
        ]
      : undefined;

  // The fields as typed go to the server, which parses them with the same schema (as before the layer).
  const onSubmit = () => {
    const input = form.getValues();
    const done = (message: string) => {
      notifySuccess(message);
      void refreshAfter(queryClient, "resources");
      onClose();
    };
    if (resource) {
      update.mutate(
        { ...input, id: resource.id },
        {
          onSuccess: () => done(t("vault.admin.resourceUpdated")),
          onError: (error) => {
            if (applyServerError(form, error)) return;
            notifyFailure(error, {
              description: MSG.messages.ADMIN_ERRORS.updateResource,
              signedOut: refreshMe(queryClient),
            });
          },
        },
      );
    } else {
      create.mutate(input, {
        onSuccess: () => done(t("vault.admin.resourceAdded")),
        onError: (error) => {
          if (applyServerError(form, error)) return;
          notifyFailure(error, {
            description: ADMIN_ERRORS.createResource(errorMessage(error)),
            signedOut: refreshMe(queryClient),
          });
        },
      });
    }
  };

  return (
    <AdminDialog
      open={open}
      onClose={onClose}
      title={resource ? t("vault.admin.editResource") : t("vault.admin.addResource")}
      submitLabel={resource ? t("vault.admin.saveChanges") : t("vault.admin.addResource")}
      submittingLabel={resource ? t("vault.admin.saving") : t("vault.admin.adding")}
      submitting={saving}
      form={form}
      onSubmit={onSubmit}
    >
      <Stack gap="4">
        <FormField label={t("vault.admin.title")} name="title" required>
          <Input maxLength={200} {...form.register("title")} />
        </FormField>
        <FormField label={t("vault.admin.type")} name="type" required>
          <Controller
            control={form.control}
            name="type"
            render={({ field }) => (
              <ResourceTypeSelect types={types} {...field} placeholder={t("vault.admin.typePlaceholder")} />
            )}
          />
        </FormField>
        <FormField label={t("vault.admin.description")} name="description">
          <Textarea rows={3} {...form.register("description")} />
        </FormField>
        <FormField label={t("vault.admin.fileUrl")} name="fileUrl" helper={t("vault.admin.fileUrlHelp")}>
          <Input
            type="url"
            inputMode="url"
            placeholder={t("common.urlPlaceholder")}
            {...form.register("fileUrl")}
          />
        </FormField>
        <FormField label={t("vault.admin.church")} name="churchId">
          <ChurchSelect
            {...form.register("churchId")}
            placeholder={t("vault.admin.noChurch")}
            kept={keptChurch}
          />
        </FormField>
      </Stack>
    </AdminDialog>
  );
}
