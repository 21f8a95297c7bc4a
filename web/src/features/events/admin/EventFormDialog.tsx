import { ADMIN_ERRORS, ADMIN_EVENT_TYPES, eventTypeLabel } from "@app/shared";
import {
  Button,
  CloseButton,
  chakra,
  Dialog,
  Field,
  Input,
  NativeSelect,
  Portal,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
} from "@chakra-ui/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useState } from "react";
import { hasFieldErrors } from "../../../components/form";
import { toaster } from "../../../components/ui/toaster";
import { ImageUpload, UPLOAD_ENDPOINTS, type UploadStatus } from "../../../components/upload";
import { errorMessage, fieldErrors, trpc } from "../../../lib/trpc";
import type { EventItem } from "../model";
import {
  type EventFormValues,
  emptyEventForm,
  type FormErrors,
  firstMessages,
  formFromEvent,
  toEventInput,
  validateEventForm,
} from "./form";

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

function FormField({
  label,
  error,
  required,
  helper,
  children,
  disabled,
}: {
  label: string;
  error?: string;
  required?: boolean;
  helper?: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

function EventForm({ original, onDone }: { original: EventItem | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const churches = useQuery(trpc.churches.list.queryOptions());
  const [values, setValues] = useState<EventFormValues>(() =>
    original ? formFromEvent(original) : emptyEventForm,
  );
  const [errors, setErrors] = useState<FormErrors>({});
  const [uploadStatus, setUploadStatus] = useState<UploadStatus>("idle");

  const onSaved = async (title: string) => {
    await queryClient.invalidateQueries({ queryKey: trpc.events.pathKey() });
    toaster.create({ type: "success", title });
    onDone();
  };
  const onFailed = (title: string) => (error: unknown) => {
    const found = firstMessages(fieldErrors(error) ?? {});
    setErrors(found);
    if (hasFieldErrors(found)) return;
    toaster.create({ type: "error", title, description: errorMessage(error) });
  };
  const create = useMutation(
    trpc.events.create.mutationOptions({
      onSuccess: () => onSaved("Event created"),
      onError: onFailed(ADMIN_ERRORS.createEvent),
    }),
  );
  const update = useMutation(
    trpc.events.update.mutationOptions({
      onSuccess: () => onSaved("Event updated"),
      onError: onFailed(ADMIN_ERRORS.updateEvent),
    }),
  );
  const saving = create.isPending || update.isPending;

  const set =
    <K extends keyof EventFormValues>(key: K) =>
    (value: EventFormValues[K]) => {
      setValues((current) => ({ ...current, [key]: value }));
      setErrors((current) => ({ ...current, [key]: undefined }));
    };
  const text = (key: keyof EventFormValues) => ({
    value: values[key] as string,
    onChange: (event: { target: { value: string } }) => set(key)(event.target.value as never),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = toEventInput(values, original);
    const problems = validateEventForm(input);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    if (original) update.mutate({ ...input, id: original.id });
    else create.mutate(input);
  };

  return (
    <Dialog.Content aria-busy={saving}>
      {/* display: contents keeps header, scrolling body and footer as the dialog's own flex children. */}
      <chakra.form onSubmit={submit} noValidate display="contents">
        <Dialog.Header>
          <Dialog.Title>{original ? "Edit Event" : "Add Event"}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="5">
            <FormField label="Title" required error={errors.title}>
              <Input {...text("title")} maxLength={200} />
            </FormField>
            <FormField label="Description" error={errors.description}>
              <Textarea {...text("description")} rows={3} maxLength={5000} />
            </FormField>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
              <FormField label="Type" required error={errors.type}>
                <NativeSelect.Root>
                  <NativeSelect.Field {...text("type")}>
                    <option value="">Select a type</option>
                    {ADMIN_EVENT_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {eventTypeLabel(type)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              <FormField
                label="Host Church"
                required
                error={errors.churchId ?? (churches.isError ? errorMessage(churches.error) : undefined)}
              >
                <NativeSelect.Root disabled={churches.isPending}>
                  <NativeSelect.Field {...text("churchId")}>
                    <option value="">{churches.isPending ? "Loading churches..." : "Select a church"}</option>
                    {churches.data?.map((church) => (
                      <option key={church.id} value={String(church.id)}>
                        {church.name} ({church.city}, {church.state})
                      </option>
                    ))}
                    {/* An event's church that is no longer listed publicly stays selectable. */}
                    {original && !churches.data?.some((church) => church.id === original.church.id) && (
                      <option value={String(original.church.id)}>{original.church.name}</option>
                    )}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              <FormField label="Start Date" required error={errors.startDate}>
                <Input type="date" {...text("startDate")} />
              </FormField>
              <FormField label="End Date" error={errors.endDate} helper="Leave empty for a one-day event">
                <Input type="date" {...text("endDate")} min={values.startDate || undefined} />
              </FormField>
            </SimpleGrid>
            <Switch.Root
              checked={values.allDay}
              onCheckedChange={(details) => set("allDay")(details.checked)}
              colorPalette="brand"
            >
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>All day event</Switch.Label>
            </Switch.Root>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
              <FormField
                label="Time"
                error={errors.time}
                disabled={values.allDay}
                helper={
                  values.allDay
                    ? "Not used for an all-day event"
                    : "For example 7:00 PM or 10:00 AM - 12:00 PM"
                }
              >
                <Input {...text("time")} maxLength={50} />
              </FormField>
              <FormField label="Capacity" error={errors.capacity} helper="Optional">
                <Input type="number" inputMode="numeric" min={0} step={1} {...text("capacity")} />
              </FormField>
            </SimpleGrid>
            <FormField label="Location" required error={errors.location}>
              <Input {...text("location")} maxLength={300} />
            </FormField>
            <Switch.Root
              checked={values.registrationRequired}
              onCheckedChange={(details) => set("registrationRequired")(details.checked)}
              colorPalette="brand"
            >
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>Registration required</Switch.Label>
            </Switch.Root>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
              <FormField
                label="Call to Action Text"
                error={errors.callToActionText}
                helper="For example Sign up"
              >
                <Input {...text("callToActionText")} maxLength={100} />
              </FormField>
              <FormField label="Call to Action URL" error={errors.callToActionUrl}>
                <Input type="url" placeholder="https://" {...text("callToActionUrl")} />
              </FormField>
            </SimpleGrid>
            <Field.Root invalid={Boolean(errors.imageUrl)}>
              <Field.Label>Event Image</Field.Label>
              <ImageUpload
                value={values.imageUrl}
                onChange={set("imageUrl")}
                endpoint={UPLOAD_ENDPOINTS.adminImage}
                messages="widget"
                label="Event image"
                onStatusChange={setUploadStatus}
                disabled={saving}
              />
              <Field.ErrorText>{errors.imageUrl}</Field.ErrorText>
            </Field.Root>
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline" disabled={saving}>
              Cancel
            </Button>
          </Dialog.ActionTrigger>
          <Button
            type="submit"
            colorPalette="brand"
            loading={saving}
            loadingText="Saving..."
            disabled={uploadStatus === "uploading"}
          >
            {original ? "Save Changes" : "Create Event"}
          </Button>
        </Dialog.Footer>
      </chakra.form>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" />
      </Dialog.CloseTrigger>
    </Dialog.Content>
  );
}
