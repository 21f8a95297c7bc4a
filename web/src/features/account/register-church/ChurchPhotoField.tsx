import { MAX_IMAGE_BYTES } from "@app/shared";
import { type Locale, translate } from "@app/shared/i18n";
import { Box, Button, Center, Field, HStack, Icon, Image, Stack, Text } from "@chakra-ui/react";
import { type ChangeEvent, type Ref, useRef } from "react";
import { useTranslation } from "react-i18next";
import { LuImagePlus, LuTrash2, LuUpload } from "react-icons/lu";
import { GroupLabel } from "../../../components/form/GroupLabel";
import { useObjectUrl } from "../../../components/upload/use-image-upload";
import { notifyFailure } from "../../../lib/feedback";

interface ChurchPhotoFieldProps {
  file: File | null;
  onChange: (file: File | null) => void;
  /** A picked file over the size limit: the form shows the message (it was not kept). */
  onTooLarge: () => void;
  /** The form's message about the photo (too large, or the server refused the upload), in English. */
  error?: string;
  /** Where the form moves the focus when the photo needs attention (a Controller's `field.ref`). */
  focusRef?: Ref<HTMLButtonElement>;
  disabled?: boolean;
}

/**
 * The optional church photo of /register-church, the control of a Controller: picked and previewed here,
 * uploaded only when the form is sent. This flow checks the size alone, with its own wording
 * (docs/product/uploads.md#checks).
 */
export function ChurchPhotoField({
  file,
  onChange,
  onTooLarge,
  error,
  focusRef,
  disabled = false,
}: ChurchPhotoFieldProps) {
  const { t, i18n } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const preview = useObjectUrl(file);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    // Picking the same file again after removing it must fire `change` again.
    event.target.value = "";
    if (!picked) return;
    if (picked.size > MAX_IMAGE_BYTES) {
      onTooLarge();
      notifyFailure(null, {
        title: t("messages.FILE_TOO_LARGE.title"),
        description: t("messages.COMBINED_IMAGE_TOO_LARGE"),
      });
      return;
    }
    onChange(picked);
  };

  return (
    <Field.Root invalid={Boolean(error)}>
      {/* The picker is a button over a hidden file input: no control for a <label> to name. */}
      <GroupLabel>{t("registerChurch.photo.label")}</GroupLabel>
      <Stack
        direction={{ base: "column", sm: "row" }}
        gap="4"
        align={{ base: "stretch", sm: "center" }}
        w="full"
      >
        <Box
          flexShrink="0"
          w={{ base: "full", sm: "40" }}
          maxW="xs"
          aspectRatio="4/3"
          rounded="l2"
          overflow="hidden"
          borderWidth="1px"
          borderStyle={preview ? "solid" : "dashed"}
          borderColor="border.emphasized"
          bg="bg.subtle"
        >
          {preview ? (
            <Image
              src={preview}
              alt={t("registerChurch.photo.preview")}
              w="full"
              h="full"
              objectFit="cover"
            />
          ) : (
            <Center h="full" color="fg.subtle">
              <Icon as={LuImagePlus} boxSize="8" />
            </Center>
          )}
        </Box>
        <Stack gap="2" minW="0">
          <input
            ref={input}
            type="file"
            accept="image/*"
            aria-label={t("account.register.photoLabel")}
            hidden
            disabled={disabled}
            onChange={onPick}
          />
          <HStack gap="2" flexWrap="wrap">
            <Button
              ref={focusRef}
              size="sm"
              variant="outline"
              disabled={disabled}
              onClick={() => input.current?.click()}
            >
              <LuUpload />
              {file ? t("registerChurch.photo.chooseAnother") : t("registerChurch.photo.choose")}
            </Button>
            {file && (
              <Button
                size="sm"
                variant="ghost"
                colorPalette="red"
                disabled={disabled}
                onClick={() => onChange(null)}
              >
                <LuTrash2 />
                {t("registerChurch.photo.remove")}
              </Button>
            )}
          </HStack>
          {file ? (
            <Text textStyle="xs" color="fg.muted" truncate>
              {file.name}
            </Text>
          ) : (
            <Field.HelperText mt="0">{t("registerChurch.photo.help")}</Field.HelperText>
          )}
          <Field.ErrorText mt="0">{error ? translate(error, i18n.language as Locale) : null}</Field.ErrorText>
        </Stack>
      </Stack>
    </Field.Root>
  );
}
