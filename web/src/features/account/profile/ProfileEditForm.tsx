import { CHURCH_UPDATED, profileUpdateSchema, UPDATE_FAILED, UPLOAD_FAILED } from "@app/shared";
import { Button, Card, chakra, Field, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { hasFieldErrors } from "../../../components/form";
import { toaster } from "../../../components/ui/toaster";
import { ImageUpload, UPLOAD_ENDPOINTS, type UploadStatus } from "../../../components/upload";
import { errorMessage, fieldErrors, trpc } from "../../../lib/trpc";
import { issuesByPath } from "../login/form";
import { ContactFields, DetailFields, LocationFields, NameFields } from "../register/ChurchFields";
import { FormSection } from "../register/FormSection";
import { firstMessages, useChurchForm } from "../register/use-church-form";
import { toFormValues } from "../register/values";
import type { OwnerChurch } from "./types";

interface ProfileEditFormProps {
  church: OwnerChurch;
  /** Back to view mode (after Cancel or a successful save); the pending image is dropped with the form. */
  onDone: () => void;
}

export function ProfileEditForm({ church, onDone }: ProfileEditFormProps) {
  const { values, errors, setErrors, bind } = useChurchForm(toFormValues(church));
  const [imageUrl, setImageUrl] = useState<string | null>(church.imageUrl);
  const [photoStatus, setPhotoStatus] = useState<UploadStatus>("idle");
  const form = useRef<HTMLFormElement>(null);
  const queryClient = useQueryClient();
  const update = useMutation(trpc.account.updateChurch.mutationOptions());

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Spec: when the new image could not be uploaded, the save is aborted.
    if (photoStatus === "error") {
      toaster.create({ type: "error", title: UPLOAD_FAILED.title, description: UPLOAD_FAILED.description });
      return;
    }
    const input = { ...values, imageUrl };
    const parsed = profileUpdateSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(issuesByPath(parsed));
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus());
      return;
    }
    update.mutate(input, {
      onSuccess: async (saved) => {
        queryClient.setQueryData(trpc.account.church.queryKey(), saved);
        toaster.create({
          type: "success",
          title: CHURCH_UPDATED.title,
          description: CHURCH_UPDATED.description,
        });
        onDone();
        await queryClient.invalidateQueries({ queryKey: trpc.churches.pathKey() });
      },
      onError: (error) => {
        const found = firstMessages(fieldErrors(error));
        setErrors(found);
        if (hasFieldErrors(found)) return;
        toaster.create({
          type: "error",
          title: UPDATE_FAILED.title,
          description: errorMessage(error, UPDATE_FAILED.fallback),
        });
      },
    });
  };

  const waitingForPhoto = photoStatus === "uploading";

  return (
    <chakra.form ref={form} onSubmit={onSubmit} noValidate>
      <Card.Root rounded="card" shadow="card" borderColor="border.muted">
        <Card.Body gap="8" p={{ base: "5", md: "8" }}>
          <FormSection title="Church Image">
            <Field.Root invalid={errors.imageUrl !== undefined}>
              <Field.Label srOnly>Church Image</Field.Label>
              <ImageUpload
                value={imageUrl}
                onChange={(url) => {
                  setImageUrl(url);
                  setErrors((current) => ({ ...current, imageUrl: undefined }));
                }}
                onStatusChange={setPhotoStatus}
                endpoint={UPLOAD_ENDPOINTS.object}
                label="Church image"
                disabled={update.isPending}
              />
              <Field.ErrorText>{errors.imageUrl}</Field.ErrorText>
            </Field.Root>
          </FormSection>
          <FormSection title="Church Information">
            <NameFields bind={bind} errors={errors} />
            <LocationFields bind={bind} errors={errors} stateAs="code" />
            <ContactFields bind={bind} errors={errors} />
            <DetailFields bind={bind} errors={errors} />
          </FormSection>
          <Stack gap="2">
            <Stack direction={{ base: "column-reverse", sm: "row" }} justify="flex-end" gap="3">
              <Button variant="outline" onClick={onDone} disabled={update.isPending}>
                Cancel
              </Button>
              <Button
                type="submit"
                colorPalette="brand"
                loading={update.isPending}
                loadingText="Saving..."
                disabled={waitingForPhoto}
              >
                Save Changes
              </Button>
            </Stack>
            {waitingForPhoto && (
              <Text
                textStyle="sm"
                color="fg.muted"
                textAlign={{ base: "center", sm: "end" }}
                aria-live="polite"
              >
                Waiting for the image upload to finish...
              </Text>
            )}
          </Stack>
        </Card.Body>
      </Card.Root>
    </chakra.form>
  );
}
