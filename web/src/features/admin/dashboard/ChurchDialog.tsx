import { adminChurchSchema, CHURCH_STATES } from "@app/shared";
import { MSG } from "@app/shared/i18n";
import {
  Button,
  CloseButton,
  Dialog,
  Input,
  NativeSelect,
  Portal,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { Form, FormField, SubmitButton, useSchemaForm } from "../../../components/form";
import { ImageUpload, UPLOAD_ENDPOINTS, type UploadStatus } from "../../../components/upload";
import { notifyFormFailure, notifySuccess, refreshAfter } from "../../../lib/feedback";
import { useI18n } from "../../../lib/i18n";
import { trpc } from "../../../lib/trpc";
import { FacetsField } from "../../account/register/FacetsField";
import { ServiceEditor } from "../../account/register/ServiceEditor";
import { WorshipLanguagesField } from "../../account/register/WorshipLanguagesField";
import { type AdminChurchFormValues, churchToForm, emptyAdminChurch } from "./church-form";
import type { AdminChurch } from "./types";

interface ChurchDialogProps {
  open: boolean;
  onClose: () => void;
  /** The church to edit; null adds a new one. */
  church: AdminChurch | null;
  /** The save button's words where a queue moves on after it ("Save and go to the next"). */
  saveLabel?: string;
  /** After a save, before the dialog closes (a queue opens its next church). */
  onSaved?: (saved: AdminChurch) => void;
}

export function ChurchDialog({ open, onClose, church, saveLabel, onSaved }: ChurchDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      size={{ base: "full", md: "xl" }}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {/* Keyed so that each opening starts from the chosen church, not from the last edit. */}
            {open && (
              <ChurchForm
                key={church?.id ?? "new"}
                church={church}
                onDone={onClose}
                saveLabel={saveLabel}
                onSaved={onSaved}
              />
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ChurchForm({
  church,
  onDone,
  saveLabel,
  onSaved: afterSave,
}: Pick<ChurchDialogProps, "church" | "saveLabel" | "onSaved"> & { onDone: () => void }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const form = useSchemaForm(adminChurchSchema, {
    defaultValues: church ? churchToForm(church) : emptyAdminChurch(),
  });
  const imageUrl = useWatch({ control: form.control, name: "imageUrl" });
  const [uploadStatus, setUploadStatus] = useState<UploadStatus>("idle");

  const onSaved = (saved: AdminChurch) => {
    notifySuccess(
      church ? t("adminChurches.dialog.updated") : t("adminChurches.dialog.created"),
      t("adminChurches.dialog.saved", { name: saved.name }),
    );
    void refreshAfter(queryClient, "churches");
    if (afterSave) afterSave(saved);
    else onDone();
  };
  const onFailed = (description: string) => (error: unknown) =>
    notifyFormFailure(form, error, { description });
  const create = useMutation(
    trpc.churches.create.mutationOptions({
      onSuccess: onSaved,
      onError: onFailed(MSG.messages.ADMIN_ERRORS.createChurch),
    }),
  );
  const update = useMutation(
    trpc.churches.update.mutationOptions({
      onSuccess: onSaved,
      onError: onFailed(MSG.messages.ADMIN_ERRORS.updateChurch),
    }),
  );
  const saving = create.isPending || update.isPending;
  const text = (
    field: Exclude<keyof AdminChurchFormValues, "imageUrl" | "worshipLanguages" | "services" | "facets">,
  ) => form.register(field);

  // Checked by the schema already; the fields as typed go to the server, which parses them the same way.
  const submit = () => {
    const input = form.getValues();
    if (church) update.mutate({ ...input, id: church.id });
    else create.mutate(input);
  };

  const geocodedHint =
    church && !church.coordinatesManual && church.latitude != null && church.longitude != null
      ? t("adminChurches.dialog.placedAt", {
          latitude: Number(church.latitude).toFixed(4),
          longitude: Number(church.longitude).toFixed(4),
        })
      : t("adminChurches.dialog.placeFromAddress");

  return (
    // display: contents keeps header, scrolling body and footer as the dialog's own flex children.
    <Form form={form} onSubmit={submit} display="contents" aria-busy={saving}>
      <Dialog.Header>
        <Dialog.Title>
          {church ? t("adminChurches.dialog.editTitle") : t("adminChurches.dialog.addTitle")}
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField name="name" label={t("account.church.name")} required>
              <Input {...text("name")} maxLength={200} autoComplete="organization" />
            </FormField>
            <FormField name="pastorName" label={t("account.church.pastorName")}>
              <Input {...text("pastorName")} maxLength={100} />
            </FormField>
          </SimpleGrid>
          <FormField name="address" label={t("account.church.address")} required>
            <Input {...text("address")} maxLength={200} autoComplete="address-line1" />
          </FormField>
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
            <FormField name="city" label={t("account.church.city")} required>
              <Input {...text("city")} maxLength={100} autoComplete="address-level2" />
            </FormField>
            <FormField name="state" label={t("account.church.state")} required>
              <NativeSelect.Root>
                <NativeSelect.Field {...text("state")} placeholder={t("account.church.selectState")}>
                  {CHURCH_STATES.map((state) => (
                    <option key={state.code} value={state.code}>
                      {state.name} ({state.code})
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField name="zipCode" label={t("account.church.zipCode")} required>
              <Input {...text("zipCode")} maxLength={10} inputMode="numeric" autoComplete="postal-code" />
            </FormField>
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <FormField name="phone" label={t("account.church.phone")}>
              <Input {...text("phone")} type="tel" maxLength={30} />
            </FormField>
            <FormField name="email" label={t("adminChurches.dialog.email")}>
              <Input {...text("email")} type="email" maxLength={254} />
            </FormField>
            <FormField name="website" label={t("account.church.website")}>
              <Input
                {...text("website")}
                type="url"
                inputMode="url"
                placeholder={t("common.urlPlaceholder")}
                maxLength={500}
              />
            </FormField>
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField name="memberCount" label={t("adminChurches.dialog.memberCount")}>
              <Input {...text("memberCount")} type="number" min={0} step={1} inputMode="numeric" />
            </FormField>
          </SimpleGrid>
          <FormField name="description" label={t("account.church.description")}>
            <Textarea {...text("description")} rows={4} />
          </FormField>
          <WorshipLanguagesField disabled={saving} />
          <ServiceEditor disabled={saving} />
          <FacetsField disabled={saving} />
          <Stack gap="2">
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <FormField name="latitude" label={t("adminChurches.dialog.latitude")}>
                <Input
                  {...text("latitude")}
                  type="number"
                  step="any"
                  min={-90}
                  max={90}
                  inputMode="decimal"
                />
              </FormField>
              <FormField name="longitude" label={t("adminChurches.dialog.longitude")}>
                <Input
                  {...text("longitude")}
                  type="number"
                  step="any"
                  min={-180}
                  max={180}
                  inputMode="decimal"
                />
              </FormField>
            </SimpleGrid>
            <Text textStyle="xs" color="fg.muted">
              {geocodedHint}
            </Text>
          </Stack>
          <FormField
            name="imageUrl"
            label={t("adminChurches.dialog.image")}
            helper={t("adminChurches.dialog.imageHelp")}
          >
            <ImageUpload
              value={imageUrl ?? null}
              onChange={(url) =>
                form.setValue("imageUrl", url, { shouldValidate: form.formState.isSubmitted })
              }
              endpoint={UPLOAD_ENDPOINTS.adminImage}
              label={t("adminChurches.dialog.imageLabel")}
              onStatusChange={setUploadStatus}
              disabled={saving}
            />
          </FormField>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" type="button" disabled={saving}>
            {t("common.cancel")}
          </Button>
        </Dialog.ActionTrigger>
        <SubmitButton
          pending={saving}
          pendingText={church ? t("adminChurches.dialog.saving") : t("adminChurches.dialog.creating")}
          disabled={uploadStatus === "uploading"}
        >
          {saveLabel ?? (church ? t("adminChurches.dialog.save") : t("adminChurches.dialog.create"))}
        </SubmitButton>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" />
      </Dialog.CloseTrigger>
    </Form>
  );
}
