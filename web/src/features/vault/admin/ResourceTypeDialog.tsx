import {
  capitalize,
  DEFAULT_RESOURCE_TYPE_COLOR,
  RESOURCE_TYPE_COLORS,
  type ResourceTypeColor,
  resourceTypeSchema,
} from "@app/shared";
import { MSG } from "@app/shared/i18n";
import { Box, HStack, Input, RadioGroup, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { applyServerError, FormField, type FormOutput, useSchemaForm } from "../../../components/form";
import { notifyFailure, notifySuccess, refreshAfter, refreshMe } from "../../../lib/feedback";
import { errorMessage, trpc } from "../../../lib/trpc";
import { TypeBadge, typePalette } from "../TypeBadge";
import { AdminDialog } from "./AdminDialog";

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
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useSchemaForm(resourceTypeSchema, {
    defaultValues: {
      name: type?.name ?? "",
      color: (type?.color as ResourceTypeColor | undefined) ?? DEFAULT_RESOURCE_TYPE_COLOR,
    },
  });
  const [name, color] = useWatch({ control: form.control, name: ["name", "color"] });
  const create = useMutation(trpc.resources.createType.mutationOptions());
  const update = useMutation(trpc.resources.updateType.mutationOptions());

  const onSubmit = (data: FormOutput<typeof resourceTypeSchema>) => {
    const onError = (error: unknown) => {
      if (applyServerError(form, error)) return;
      notifyFailure(error, {
        description: type ? errorMessage(error) : MSG.messages.ADMIN_ERRORS.createResourceType,
        signedOut: refreshMe(queryClient),
      });
    };
    if (type) {
      update.mutate(
        { ...data, id: type.id },
        {
          onSuccess: (saved) => {
            notifySuccess(t("vault.admin.typeSaved", { name: capitalize(saved.name) }));
            // A rename moves the type's resources with it: every resource list may have changed.
            void refreshAfter(queryClient, "resources");
            onClose();
          },
          onError,
        },
      );
      return;
    }
    create.mutate(data, {
      onSuccess: (created) => {
        notifySuccess(t("vault.admin.typeAdded", { name: capitalize(created.name) }));
        void refreshAfter(queryClient, "resources");
        onClose();
      },
      onError,
    });
  };

  return (
    <AdminDialog
      open={open}
      onClose={onClose}
      title={type ? t("vault.admin.editType") : t("vault.admin.addType")}
      submitLabel={type ? t("vault.admin.saveType") : t("vault.admin.addTypeButton")}
      submittingLabel={type ? t("vault.admin.saving") : t("vault.admin.adding")}
      submitting={create.isPending || update.isPending}
      form={form}
      onSubmit={onSubmit}
    >
      <Stack gap="5">
        <FormField label={t("vault.admin.typeName")} name="name" required>
          <Input
            maxLength={50}
            placeholder={t("vault.admin.typeNamePlaceholder")}
            {...form.register("name")}
          />
        </FormField>
        <RadioGroup.Root
          value={color}
          onValueChange={(details) =>
            details.value && form.setValue("color", details.value as ResourceTypeColor)
          }
          colorPalette="brand"
          size="sm"
        >
          <RadioGroup.Label fontWeight="medium" textStyle="sm" mb="2">
            {t("vault.admin.color")}
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
                <RadioGroup.ItemText>{t(`vault.colors.${option}`)}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </SimpleGrid>
        </RadioGroup.Root>
        <HStack gap="2">
          <Text textStyle="sm" color="fg.muted">
            {t("vault.admin.preview")}
          </Text>
          <TypeBadge
            type={name?.trim() || t("vault.admin.previewType")}
            color={color ?? DEFAULT_RESOURCE_TYPE_COLOR}
          />
        </HStack>
      </Stack>
    </AdminDialog>
  );
}
