import { COMBINED_IMAGE_TOO_LARGE, FILE_TOO_LARGE, MAX_IMAGE_BYTES } from "@app/shared";
import { Box, Button, Center, Field, HStack, Icon, Image, Stack, Text } from "@chakra-ui/react";
import { type ChangeEvent, useRef, useState } from "react";
import { LuImagePlus, LuTrash2, LuUpload } from "react-icons/lu";
import { toaster } from "../../../components/ui/toaster";
import { useObjectUrl } from "../../../components/upload/use-image-upload";

interface ChurchPhotoFieldProps {
  file: File | null;
  onChange: (file: File | null) => void;
  /** The server's message about the photo it was sent (e.g. an upload it would not accept). */
  error?: string;
  disabled?: boolean;
}

/**
 * The optional church photo of /register-church: picked and previewed here, uploaded only when the form is
 * sent. Spec (section 5): this flow checks the size alone, with its own wording.
 */
export function ChurchPhotoField({
  file,
  onChange,
  error: serverError,
  disabled = false,
}: ChurchPhotoFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [sizeError, setError] = useState<string | null>(null);
  const error = sizeError ?? serverError ?? null;
  const preview = useObjectUrl(file);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    // Picking the same file again after removing it must fire `change` again.
    event.target.value = "";
    if (!picked) return;
    if (picked.size > MAX_IMAGE_BYTES) {
      setError(COMBINED_IMAGE_TOO_LARGE);
      toaster.create({ type: "error", title: FILE_TOO_LARGE.title, description: COMBINED_IMAGE_TOO_LARGE });
      return;
    }
    setError(null);
    onChange(picked);
  };

  return (
    <Field.Root invalid={error !== null}>
      <Field.Label>Church Photo (optional)</Field.Label>
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
            <Image src={preview} alt="Preview of the church photo" w="full" h="full" objectFit="cover" />
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
            aria-label="Church photo"
            hidden
            disabled={disabled}
            onChange={onPick}
          />
          <HStack gap="2" flexWrap="wrap">
            <Button size="sm" variant="outline" disabled={disabled} onClick={() => input.current?.click()}>
              <LuUpload />
              {file ? "Choose another photo" : "Choose photo"}
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
                Remove
              </Button>
            )}
          </HStack>
          {file ? (
            <Text textStyle="xs" color="fg.muted" truncate>
              {file.name}
            </Text>
          ) : (
            <Field.HelperText mt="0">An image of your church, up to 5MB.</Field.HelperText>
          )}
          <Field.ErrorText mt="0">{error}</Field.ErrorText>
        </Stack>
      </Stack>
    </Field.Root>
  );
}
