import { ADMIN_ERRORS, type AdminResourceInput, adminResourceSchema } from "@app/shared";
import { Input, NativeSelect, Stack, Textarea } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ChangeEvent, type FormEvent, useState } from "react";
import {
  type FormErrors,
  FormField,
  hasFieldErrors,
  serverErrors,
  validationErrors,
} from "../../../components/form";
import { errorMessage, trpc } from "../../../lib/trpc";
import { ResourceTypeSelect } from "../ResourceTypeSelect";
import type { AdminResource, ResourceTypeOption } from "../types";
import { AdminDialog } from "./AdminDialog";
import { refreshResources, toastAdminError, toastSuccess } from "./feedback";

interface ChurchOption {
  id: number;
  name: string;
}

interface ResourceFormDialogProps {
  /** The resource to edit; null adds a new one. */
  resource: AdminResource | null;
  open: boolean;
  onClose: () => void;
  types: readonly ResourceTypeOption[];
  churches: readonly ChurchOption[];
}

interface FormValues {
  title: string;
  type: string;
  description: string;
  fileUrl: string;
  churchId: string;
}

const valuesOf = (resource: AdminResource | null): FormValues => ({
  title: resource?.title ?? "",
  type: resource?.type ?? "",
  description: resource?.description ?? "",
  fileUrl: resource?.fileUrl ?? "",
  churchId: resource?.churchId == null ? "" : String(resource.churchId),
});

export function ResourceFormDialog({ resource, open, onClose, types, churches }: ResourceFormDialogProps) {
  return (
    <ResourceForm
      // A fresh form for each resource opened.
      key={`${resource?.id ?? "new"}-${open}`}
      resource={resource}
      open={open}
      onClose={onClose}
      types={types}
      churches={churches}
    />
  );
}

function ResourceForm({ resource, open, onClose, types, churches }: ResourceFormDialogProps) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState(() => valuesOf(resource));
  const [errors, setErrors] = useState<FormErrors>({});
  const create = useMutation(trpc.resources.create.mutationOptions());
  const update = useMutation(trpc.resources.update.mutationOptions());
  const saving = create.isPending || update.isPending;

  // A church that left the public list still shows as the resource's current choice.
  const churchOptions =
    resource?.churchId != null && !churches.some((church) => church.id === resource.churchId)
      ? [...churches, { id: resource.churchId, name: resource.churchName ?? `Church #${resource.churchId}` }]
      : churches;

  const change =
    (field: keyof FormValues) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input: AdminResourceInput = values;
    const parsed = adminResourceSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(validationErrors(parsed));
      return;
    }
    const done = (message: string) => {
      toastSuccess(message);
      void refreshResources(queryClient);
      onClose();
    };
    if (resource) {
      update.mutate(
        { ...input, id: resource.id },
        {
          onSuccess: () => done("Resource updated"),
          onError: (error) => {
            const found = serverErrors(error);
            setErrors(found);
            if (hasFieldErrors(found)) return;
            toastAdminError(queryClient, error, ADMIN_ERRORS.updateResource);
          },
        },
      );
    } else {
      create.mutate(input, {
        onSuccess: () => done("Resource added"),
        onError: (error) => {
          const found = serverErrors(error);
          setErrors(found);
          if (hasFieldErrors(found)) return;
          toastAdminError(queryClient, error, ADMIN_ERRORS.createResource(errorMessage(error)));
        },
      });
    }
  };

  return (
    <AdminDialog
      open={open}
      onClose={onClose}
      title={resource ? "Edit Resource" : "Add Resource"}
      submitLabel={resource ? "Save Changes" : "Add Resource"}
      submittingLabel={resource ? "Saving..." : "Adding..."}
      submitting={saving}
      onSubmit={onSubmit}
    >
      <Stack gap="4">
        <FormField label="Title" error={errors.title} required>
          <Input value={values.title} onChange={change("title")} maxLength={200} />
        </FormField>
        <FormField label="Type" error={errors.type} required>
          <ResourceTypeSelect
            types={types}
            value={values.type}
            onChange={change("type")}
            placeholder="Select a type"
          />
        </FormField>
        <FormField label="Description" error={errors.description}>
          <Textarea rows={3} value={values.description} onChange={change("description")} />
        </FormField>
        <FormField
          label="File URL"
          error={errors.fileUrl}
          helper="YouTube links and direct video or audio files play on the card; other links open in a new tab."
        >
          <Input
            type="url"
            inputMode="url"
            placeholder="https://"
            value={values.fileUrl}
            onChange={change("fileUrl")}
          />
        </FormField>
        <FormField label="Church" error={errors.churchId}>
          <NativeSelect.Root>
            <NativeSelect.Field value={values.churchId} onChange={change("churchId")}>
              <option value="">No church</option>
              {churchOptions.map((church) => (
                <option key={church.id} value={String(church.id)}>
                  {church.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </Stack>
    </AdminDialog>
  );
}
