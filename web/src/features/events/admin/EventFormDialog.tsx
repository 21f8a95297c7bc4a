import { EVENT_TYPES, eventInputSchema } from "@app/shared";
import { eventTypeText, MSG } from "@app/shared/i18n";
import {
  Button,
  CloseButton,
  Dialog,
  Input,
  NativeSelect,
  Portal,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
} from "@chakra-ui/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { ChurchSelect, type ListedChurch } from "../../../components/church-picker/ChurchSelect";
import { applyServerError, Form, FormField, SubmitButton, useSchemaForm } from "../../../components/form";
import { ImageUpload, UPLOAD_ENDPOINTS, type UploadStatus } from "../../../components/upload";
import { notifyFailure, notifySuccess, refreshAfter } from "../../../lib/feedback";
import { useI18n } from "../../../lib/i18n";
import { errorMessage, trpc } from "../../../lib/trpc";
import type { EventItem } from "../model";
import { emptyEventForm, formFromEvent, toEventInput } from "./form";

interface EventFormDialogProps {
  /** Open for a new event ("new"), for an existing one, or closed (null). */
  target: EventItem | "new" | null;
  onClose: () => void;
}

export function EventFormDialog({ target, onClose }: EventFormDialogProps) {
  return (
    <Dialog.Root
      open={target !== null}
      onOpenChange={(details) => !details.open && onClose()}
      size="xl"
      placement="center"
      scrollBehavior="inside"
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {target !== null && (
            // A new key per opened event: the form starts from that event's values every time.
            <EventForm
              key={target === "new" ? "new" : target.id}
              original={target === "new" ? null : target}
              onDone={onClose}
            />
          )}
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

const hostChurchLabel = (church: ListedChurch) => `${church.name} (${church.city}, ${church.state})`;

function EventForm({ original, onDone }: { original: EventItem | null; onDone: () => void }) {
  const { t, locale } = useI18n();
  const queryClient = useQueryClient();
  const churches = useQuery(trpc.churches.list.queryOptions());
  const form = useSchemaForm(eventInputSchema, {
    defaultValues: original ? formFromEvent(original) : emptyEventForm,
  });
  const [allDay, registrationRequired, startDate, imageUrl] = useWatch({
    control: form.control,
    name: ["allDay", "registrationRequired", "startDate", "imageUrl"],
  });
  const [uploadStatus, setUploadStatus] = useState<UploadStatus>("idle");

  const onSaved = async (title: string) => {
    await refreshAfter(queryClient, "events");
    notifySuccess(title);
    onDone();
  };
  const onFailed = (title: string) => (error: unknown) => {
    if (applyServerError(form, error)) return;
    notifyFailure(error, { title, signedOut: false });
  };
  const create = useMutation(
    trpc.events.create.mutationOptions({
      onSuccess: () => onSaved(t("events.admin.created")),
      onError: onFailed(MSG.messages.ADMIN_ERRORS.createEvent),
    }),
  );
  const update = useMutation(
    trpc.events.update.mutationOptions({
      onSuccess: () => onSaved(t("events.admin.updated")),
      onError: onFailed(MSG.messages.ADMIN_ERRORS.updateEvent),
    }),
  );
  const saving = create.isPending || update.isPending;
  const text = (key: keyof typeof emptyEventForm) => form.register(key);

  // Checked by the schema already; the fields as typed go to the server, which parses them the same way.
  const submit = () => {
    const input = toEventInput(form.getValues(), original);
    if (original) update.mutate({ ...input, id: original.id });
    else create.mutate(input);
  };

  return (
    <Dialog.Content aria-busy={saving}>
      {/* display: contents keeps header, scrolling body and footer as the dialog's own flex children. */}
      <Form form={form} onSubmit={submit} display="contents">
        <Dialog.Header>
          <Dialog.Title>{original ? t("events.admin.editEvent") : t("events.admin.addEvent")}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="5">
            <FormField label={t("events.admin.title")} required name="title">
              <Input {...text("title")} maxLength={200} />
            </FormField>
            <FormField label={t("events.admin.description")} name="description">
              <Textarea {...text("description")} rows={3} maxLength={5000} />
            </FormField>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
              <FormField label={t("events.admin.type")} required name="type">
                <NativeSelect.Root>
                  <NativeSelect.Field {...text("type")}>
                    <option value="">{t("events.admin.typePlaceholder")}</option>
                    {EVENT_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {eventTypeText(type, locale)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              <FormField
                label={t("events.admin.hostChurch")}
                required
                // While the church list cannot load, that failure is the field's message.
                name={churches.isError ? undefined : "churchId"}
                error={churches.isError ? errorMessage(churches.error) : undefined}
              >
                <ChurchSelect
                  {...text("churchId")}
                  placeholder={t("events.admin.churchPlaceholder")}
                  loadingText={t("events.admin.loadingChurches")}
                  optionLabel={hostChurchLabel}
                  // An event's church that is no longer listed publicly stays selectable.
                  kept={original ? [{ id: original.church.id, label: original.church.name }] : undefined}
                />
              </FormField>
              <FormField label={t("events.admin.startDate")} required name="startDate">
                <Input type="date" {...text("startDate")} />
              </FormField>
              <FormField
                label={t("events.admin.endDate")}
                name="endDate"
                helper={t("events.admin.endDateHelp")}
              >
                <Input type="date" {...text("endDate")} min={startDate || undefined} />
              </FormField>
            </SimpleGrid>
            <Switch.Root
              checked={allDay}
              onCheckedChange={(details) => form.setValue("allDay", details.checked)}
              colorPalette="brand"
            >
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>{t("events.admin.allDay")}</Switch.Label>
            </Switch.Root>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
              <FormField
                label={t("events.admin.time")}
                name="time"
                helper={allDay ? t("events.admin.timeUnused") : t("events.admin.timeHelp")}
              >
                <Input {...text("time")} maxLength={50} disabled={allDay} />
              </FormField>
              <FormField
                label={t("events.admin.capacity")}
                name="capacity"
                helper={t("events.admin.optional")}
              >
                <Input type="number" inputMode="numeric" min={0} step={1} {...text("capacity")} />
              </FormField>
            </SimpleGrid>
            <FormField label={t("events.admin.location")} required name="location">
              <Input {...text("location")} maxLength={300} />
            </FormField>
            <Switch.Root
              checked={registrationRequired}
              onCheckedChange={(details) => form.setValue("registrationRequired", details.checked)}
              colorPalette="brand"
            >
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>{t("events.admin.registrationRequired")}</Switch.Label>
            </Switch.Root>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
              <FormField
                label={t("events.admin.ctaText")}
                name="callToActionText"
                helper={t("events.admin.ctaTextHelp")}
              >
                <Input {...text("callToActionText")} maxLength={100} />
              </FormField>
              <FormField label={t("events.admin.ctaUrl")} name="callToActionUrl">
                <Input type="url" placeholder={t("common.urlPlaceholder")} {...text("callToActionUrl")} />
              </FormField>
            </SimpleGrid>
            <FormField label={t("events.admin.image")} name="imageUrl">
              <ImageUpload
                value={imageUrl ?? null}
                onChange={(url) =>
                  form.setValue("imageUrl", url, { shouldValidate: form.formState.isSubmitted })
                }
                endpoint={UPLOAD_ENDPOINTS.adminImage}
                messages="widget"
                label={t("events.admin.imageLabel")}
                onStatusChange={setUploadStatus}
                disabled={saving}
              />
            </FormField>
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline" disabled={saving}>
              {t("common.cancel")}
            </Button>
          </Dialog.ActionTrigger>
          <SubmitButton
            pending={saving}
            pendingText={t("events.admin.saving")}
            disabled={uploadStatus === "uploading"}
          >
            {original ? t("events.admin.saveChanges") : t("events.admin.create")}
          </SubmitButton>
        </Dialog.Footer>
      </Form>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" />
      </Dialog.CloseTrigger>
    </Dialog.Content>
  );
}
