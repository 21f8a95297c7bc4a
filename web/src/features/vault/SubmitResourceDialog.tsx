import {
  RESOURCE_SUBMITTED,
  type ResourceSubmissionInput,
  resourceSubmissionSchema,
  resourceSubmitFailed,
} from "@app/shared";
import { Alert, Button, CloseButton, Dialog, Input, Portal, Stack, Textarea } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ChangeEvent, type FormEvent, useState } from "react";
import { LuInfo, LuUpload } from "react-icons/lu";
import {
  type FormErrors,
  FormField,
  hasFieldErrors,
  serverErrors,
  validationErrors,
} from "../../components/form";
import { errorMessage, httpStatus, trpc } from "../../lib/trpc";
import { ResourceTypeSelect } from "./ResourceTypeSelect";
import { showToast } from "./toast";
import type { ResourceTypeOption } from "./types";

const EMPTY: ResourceSubmissionInput = {
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
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FormErrors>({});
  const submit = useMutation(trpc.resources.submit.mutationOptions());

  const update =
    (field: keyof ResourceSubmissionInput) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = resourceSubmissionSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(validationErrors(parsed));
      return;
    }
    submit.mutate(parsed.data, {
      onSuccess: () => {
        showToast({ type: "success", title: RESOURCE_SUBMITTED });
        void queryClient.invalidateQueries({ queryKey: trpc.resources.pending.queryKey() });
        setValues(EMPTY);
        setErrors({});
        setOpen(false);
      },
      onError: (error) => {
        const found = serverErrors(error);
        setErrors(found);
        if (hasFieldErrors(found)) return;
        const status = httpStatus(error);
        showToast({
          type: "error",
          title: resourceSubmitFailed(status ?? "", errorMessage(error)).replace(/ {2,}/g, " "),
        });
      },
    });
  };

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
          Submit a Resource
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form onSubmit={onSubmit} noValidate>
              <Dialog.Header>
                <Dialog.Title>Submit a Resource</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Alert.Root status="info" variant="subtle" rounded="l2">
                    <Alert.Indicator>
                      <LuInfo />
                    </Alert.Indicator>
                    <Alert.Description>
                      Share a sermon, study or ministry tool with the network. An administrator reviews every
                      submission before it appears in the vault.
                    </Alert.Description>
                  </Alert.Root>
                  <FormField label="Resource Title" error={errors.title} required>
                    <Input value={values.title} onChange={update("title")} maxLength={200} />
                  </FormField>
                  <FormField label="Type" error={errors.type} required>
                    <ResourceTypeSelect
                      types={types}
                      value={values.type}
                      onChange={update("type")}
                      placeholder="Select a type"
                    />
                  </FormField>
                  <FormField label="Description" error={errors.description} required>
                    <Textarea rows={3} value={values.description} onChange={update("description")} />
                  </FormField>
                  <FormField
                    label="Resource URL"
                    error={errors.fileUrl}
                    helper="Supports YouTube links, direct video/audio links, or document URLs"
                    required
                  >
                    <Input
                      type="url"
                      inputMode="url"
                      placeholder="https://"
                      value={values.fileUrl}
                      onChange={update("fileUrl")}
                    />
                  </FormField>
                  <FormField label="Your Name" error={errors.submitterName} required>
                    <Input
                      autoComplete="name"
                      value={values.submitterName}
                      onChange={update("submitterName")}
                    />
                  </FormField>
                  <FormField label="Your Email" error={errors.submitterEmail} required>
                    <Input
                      type="email"
                      autoComplete="email"
                      value={values.submitterEmail}
                      onChange={update("submitterEmail")}
                    />
                  </FormField>
                  <FormField label="Church Name" error={errors.churchName} required>
                    <Input
                      autoComplete="organization"
                      value={values.churchName}
                      onChange={update("churchName")}
                    />
                  </FormField>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" type="button">
                    Cancel
                  </Button>
                </Dialog.ActionTrigger>
                <Button
                  type="submit"
                  colorPalette="brand"
                  loading={submit.isPending}
                  loadingText="Submitting..."
                >
                  Submit for Approval
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
