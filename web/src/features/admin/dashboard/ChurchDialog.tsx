import { ADMIN_ERRORS, type AdminChurchInput, adminChurchSchema, CHURCH_STATES } from "@app/shared";
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
import { type ChangeEvent, type FormEvent, useState } from "react";
import {
  type FormErrors,
  FormField,
  hasFieldErrors,
  serverErrors,
  validationErrors,
} from "../../../components/form";
import { ImageUpload, UPLOAD_ENDPOINTS, type UploadStatus } from "../../../components/upload";
import { notifyFailure, notifySuccess, refreshAfter } from "../../../lib/feedback";
import { trpc } from "../../../lib/trpc";
import { type ChurchFormValues, churchToForm, EMPTY_CHURCH_FORM } from "./church-form";
import type { AdminChurch } from "./types";

interface ChurchDialogProps {
  open: boolean;
  onClose: () => void;
  /** The church to edit; null adds a new one. */
  church: AdminChurch | null;
}

export function ChurchDialog({ open, onClose, church }: ChurchDialogProps) {
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
            {open && <ChurchForm key={church?.id ?? "new"} church={church} onDone={onClose} />}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ChurchForm({ church, onDone }: { church: AdminChurch | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<ChurchFormValues>(() =>
    church ? churchToForm(church) : EMPTY_CHURCH_FORM,
  );
  const [errors, setErrors] = useState<FormErrors>({});
  const [uploadStatus, setUploadStatus] = useState<UploadStatus>("idle");
  const create = useMutation(trpc.churches.create.mutationOptions());
  const update = useMutation(trpc.churches.update.mutationOptions());
  const saving = create.isPending || update.isPending;

  const set = (field: keyof ChurchFormValues, value: string | null) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const bind = (field: Exclude<keyof ChurchFormValues, "imageUrl">) => ({
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      set(field, event.target.value),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = adminChurchSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(validationErrors(parsed));
      return;
    }
    const input: AdminChurchInput = parsed.data;
    const callbacks = {
      onSuccess: (saved: AdminChurch) => {
        notifySuccess(church ? "Church updated" : "Church created", `${saved.name} has been saved.`);
        void refreshAfter(queryClient, "churches");
        onDone();
      },
      onError: (error: unknown) => {
        const found = serverErrors(error);
        setErrors(found);
        if (hasFieldErrors(found)) return;
        notifyFailure(error, { description: church ? ADMIN_ERRORS.updateChurch : ADMIN_ERRORS.createChurch });
      },
    };
    if (church) update.mutate({ ...input, id: church.id }, callbacks);
    else create.mutate(input, callbacks);
  };

  const geocodedHint =
    church && !church.coordinatesManual && church.latitude != null && church.longitude != null
      ? `Placed from the address at ${Number(church.latitude).toFixed(4)}, ${Number(church.longitude).toFixed(4)}. Leave empty to keep placing it from the address.`
      : "Leave empty to place the church from its address.";

  return (
    <form onSubmit={onSubmit} noValidate>
      <Dialog.Header>
        <Dialog.Title>{church ? "Edit Church" : "Add Church"}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label="Church Name" error={errors.name} required>
              <Input {...bind("name")} maxLength={200} autoComplete="organization" />
            </FormField>
            <FormField label="Pastor Name" error={errors.pastorName}>
              <Input {...bind("pastorName")} maxLength={100} />
            </FormField>
          </SimpleGrid>
          <FormField label="Street Address" error={errors.address} required>
            <Input {...bind("address")} maxLength={200} autoComplete="street-address" />
          </FormField>
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
            <FormField label="City" error={errors.city} required>
              <Input {...bind("city")} maxLength={100} autoComplete="address-level2" />
            </FormField>
            <FormField label="State" error={errors.state} required>
              <NativeSelect.Root>
                <NativeSelect.Field {...bind("state")} placeholder="Select a state">
                  {CHURCH_STATES.map((state) => (
                    <option key={state.code} value={state.code}>
                      {state.name} ({state.code})
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField label="ZIP Code" error={errors.zipCode} required>
              <Input {...bind("zipCode")} maxLength={10} inputMode="numeric" autoComplete="postal-code" />
            </FormField>
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <FormField label="Phone" error={errors.phone}>
              <Input {...bind("phone")} type="tel" maxLength={30} />
            </FormField>
            <FormField label="Email" error={errors.email}>
              <Input {...bind("email")} type="email" maxLength={254} />
            </FormField>
            <FormField label="Website" error={errors.website}>
              <Input {...bind("website")} type="url" inputMode="url" placeholder="https://" maxLength={500} />
            </FormField>
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField label="Service Times" error={errors.serviceTimes}>
              <Textarea {...bind("serviceTimes")} rows={3} placeholder={"Sunday 9:00 AM\nSunday 11:00 AM"} />
            </FormField>
            <FormField label="Member Count" error={errors.memberCount}>
              <Input {...bind("memberCount")} type="number" min={0} step={1} inputMode="numeric" />
            </FormField>
          </SimpleGrid>
          <FormField label="Description" error={errors.description}>
            <Textarea {...bind("description")} rows={4} />
          </FormField>
          <Stack gap="2">
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <FormField label="Latitude" error={errors.latitude}>
                <Input
                  {...bind("latitude")}
                  type="number"
                  step="any"
                  min={-90}
                  max={90}
                  inputMode="decimal"
                />
              </FormField>
              <FormField label="Longitude" error={errors.longitude}>
                <Input
                  {...bind("longitude")}
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
            label="Church Image"
            error={errors.imageUrl}
            helper="One image, up to 5MB. JPG or PNG recommended."
          >
            <ImageUpload
              value={values.imageUrl}
              onChange={(url) => set("imageUrl", url)}
              endpoint={UPLOAD_ENDPOINTS.adminImage}
              label="Church image"
              onStatusChange={setUploadStatus}
              disabled={saving}
            />
          </FormField>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" type="button" disabled={saving}>
            Cancel
          </Button>
        </Dialog.ActionTrigger>
        <Button
          type="submit"
          colorPalette="brand"
          loading={saving}
          loadingText={church ? "Saving..." : "Creating..."}
          disabled={uploadStatus === "uploading"}
        >
          {church ? "Save Changes" : "Create Church"}
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" />
      </Dialog.CloseTrigger>
    </form>
  );
}
