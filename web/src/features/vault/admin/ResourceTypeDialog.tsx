import {
  ADMIN_ERRORS,
  capitalize,
  DEFAULT_RESOURCE_TYPE_COLOR,
  RESOURCE_TYPE_COLORS,
  type ResourceTypeColor,
  resourceTypeSchema,
} from "@app/shared";
import { Box, HStack, Input, RadioGroup, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import {
  type FormErrors,
  FormField,
  hasFieldErrors,
  serverErrors,
  validationErrors,
} from "../../../components/form";
import { errorMessage, trpc } from "../../../lib/trpc";
import { TypeBadge, typePalette } from "../TypeBadge";
import { AdminDialog } from "./AdminDialog";
import { refreshResources, toastAdminError, toastSuccess } from "./feedback";

export interface EditableResourceType {
  id: number;
  name: string;
  color: string;
}

interface ResourceTypeDialogProps {
  open: boolean;
  onClose: () => void;
  /** The type to edit; none to add one. */
  type?: EditableResourceType | null;
}

export function ResourceTypeDialog({ open, onClose, type = null }: ResourceTypeDialogProps) {
  return <TypeForm key={`${open}-${type?.id ?? "new"}`} open={open} onClose={onClose} type={type} />;
}

function TypeForm({ open, onClose, type }: ResourceTypeDialogProps & { type: EditableResourceType | null }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(type?.name ?? "");
  const [color, setColor] = useState<ResourceTypeColor>(
    (type?.color as ResourceTypeColor | undefined) ?? DEFAULT_RESOURCE_TYPE_COLOR,
  );
  const [errors, setErrors] = useState<FormErrors>({});
  const create = useMutation(trpc.resources.createType.mutationOptions());
  const update = useMutation(trpc.resources.updateType.mutationOptions());

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = resourceTypeSchema.safeParse({ name, color });
    if (!parsed.success) {
      setErrors(validationErrors(parsed));
      return;
    }
    const onError = (error: unknown) => {
      const found = serverErrors(error);
      setErrors(found);
      if (hasFieldErrors(found)) return;
      toastAdminError(queryClient, error, type ? errorMessage(error) : ADMIN_ERRORS.createResourceType);
    };
    if (type) {
      update.mutate(
        { ...parsed.data, id: type.id },
        {
          onSuccess: (saved) => {
            toastSuccess(`Resource type "${capitalize(saved.name)}" saved`);
            // A rename moves the type's resources with it: every resource list may have changed.
            void refreshResources(queryClient);
            onClose();
          },
          onError,
        },
      );
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: (created) => {
        toastSuccess(`Resource type "${capitalize(created.name)}" added`);
        void queryClient.invalidateQueries({ queryKey: trpc.resources.types.queryKey() });
        onClose();
      },
      onError,
    });
  };

  return (
    <AdminDialog
      open={open}
      onClose={onClose}
      title={type ? "Edit Resource Type" : "Add Resource Type"}
      submitLabel={type ? "Save Type" : "Add Type"}
      submittingLabel={type ? "Saving..." : "Adding..."}
      submitting={create.isPending || update.isPending}
      onSubmit={onSubmit}
    >
      <Stack gap="5">
        <FormField label="Name" error={errors.name} required>
          <Input
            value={name}
            maxLength={50}
            placeholder="e.g. sermon"
            onChange={(event) => {
              setName(event.target.value);
              setErrors({});
            }}
          />
        </FormField>
        <RadioGroup.Root
          value={color}
          onValueChange={(details) => details.value && setColor(details.value as ResourceTypeColor)}
          colorPalette="brand"
          size="sm"
        >
          <RadioGroup.Label fontWeight="medium" textStyle="sm" mb="2">
            Color
          </RadioGroup.Label>
          <SimpleGrid columns={{ base: 2, sm: 5 }} gap="2">
            {RESOURCE_TYPE_COLORS.map((option) => (
              <RadioGroup.Item
                key={option}
                value={option}
                borderWidth="1px"
                rounded="l2"
                px="2.5"
                py="2"
                cursor="pointer"
                _checked={{ borderColor: "brand.solid", bg: "brand.subtle" }}
              >
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <Box boxSize="3" rounded="full" bg={`${typePalette(option)}.solid`} flexShrink="0" />
                <RadioGroup.ItemText>{capitalize(option)}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </SimpleGrid>
        </RadioGroup.Root>
        <HStack gap="2">
          <Text textStyle="sm" color="fg.muted">
            Preview:
          </Text>
          <TypeBadge type={name.trim() || "type"} color={color} />
        </HStack>
      </Stack>
    </AdminDialog>
  );
}
