import { profileUpdateSchema } from "@app/shared";
import { Button, Card, VisuallyHidden } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Form, FormField, useSchemaForm } from "../../../components/form";
import { ImageUpload, UPLOAD_ENDPOINTS, type UploadStatus } from "../../../components/upload";
import { notifyFailure, notifyFormFailure, notifySuccess, refreshAfter } from "../../../lib/feedback";
import { trpc } from "../../../lib/trpc";
import { ChurchFields } from "../register/ChurchFields";
import { ChurchFormActions } from "../register/ChurchFormActions";
import { FormSection } from "../register/FormSection";
import { toFormValues } from "../register/values";
import type { OwnerChurch } from "./types";

interface ProfileEditFormProps {
  church: OwnerChurch;
  /** Back to view mode (after Cancel or a successful save); the pending image is dropped with the form. */
  onDone: () => void;
  /** The service times first, above the photo (a freshness mail's "Update my listing": docs/product/freshness.md). */
  servicesFirst?: boolean;
}

export function ProfileEditForm({ church, onDone, servicesFirst = false }: ProfileEditFormProps) {
  const { t } = useTranslation();
  const form = useSchemaForm(profileUpdateSchema, {
    defaultValues: { ...toFormValues(church), imageUrl: church.imageUrl },
  });
  const [photoStatus, setPhotoStatus] = useState<UploadStatus>("idle");
  const queryClient = useQueryClient();
  const update = useMutation(trpc.account.updateChurch.mutationOptions());

  const onSubmit = () => {
    // When the new image could not be uploaded, the save is aborted
    // (docs/product/uploads.md#when-an-upload-fails).
    if (photoStatus === "error") {
      notifyFailure(null, {
        title: t("messages.UPLOAD_FAILED.title"),
        description: t("messages.UPLOAD_FAILED.description"),
      });
      return;
    }
    // The values as typed: the server parses them with the same schema.
    update.mutate(form.getValues(), {
      onSuccess: async (saved) => {
        queryClient.setQueryData(trpc.account.church.queryKey(), saved);
        notifySuccess(t("messages.CHURCH_UPDATED.title"), t("messages.CHURCH_UPDATED.description"));
        onDone();
        await refreshAfter(queryClient, "churches");
      },
      onError: (error) => {
        notifyFormFailure(form, error, {
          title: t("messages.UPDATE_FAILED.title"),
          fallback: t("messages.UPDATE_FAILED.fallback"),
          signedOut: false,
        });
      },
    });
  };

  const waitingForPhoto = photoStatus === "uploading";

  return (
    <Form form={form} onSubmit={onSubmit}>
      <Card.Root rounded="card" shadow="card" borderColor="border.muted">
        <Card.Body gap="8" p={{ base: "5", md: "8" }}>
          {servicesFirst && <ChurchFields part="services" />}
          <FormSection title={t("account.profile.image")}>
            {/* The upload is the control; its label is the upload's own, the field's label is for the error. */}
            <FormField name="imageUrl" label={<VisuallyHidden>{t("account.profile.image")}</VisuallyHidden>}>
              <Controller
                control={form.control}
                name="imageUrl"
                render={({ field }) => (
                  <ImageUpload
                    value={field.value ?? null}
                    onChange={(url) => field.onChange(url)}
                    onStatusChange={setPhotoStatus}
                    endpoint={UPLOAD_ENDPOINTS.object}
                    label={t("account.profile.imageLabel")}
                    disabled={update.isPending}
                  />
                )}
              />
            </FormField>
          </FormSection>
          <FormSection title={t("account.register.churchInformation")}>
            <ChurchFields part="name" />
            <ChurchFields part="location" />
            <ChurchFields part="contact" />
            <ChurchFields part="details" />
          </FormSection>
          {!servicesFirst && <ChurchFields part="services" />}
          <ChurchFields part="facets" />
          <ChurchFormActions
            cancel={
              <Button variant="outline" onClick={onDone} disabled={update.isPending}>
                {t("common.cancel")}
              </Button>
            }
            submitLabel={t("account.profile.save")}
            pending={update.isPending}
            pendingText={t("account.profile.saving")}
            waitingText={waitingForPhoto ? t("account.profile.waitingForImage") : null}
          />
        </Card.Body>
      </Card.Root>
    </Form>
  );
}
