import { MSG, msg } from "@app/shared/i18n";
import { Box, Button, Center, HStack, Icon, Image, Progress, Stack, Text } from "@chakra-ui/react";
import { type ChangeEvent, type DragEvent, useEffect, useId, useRef, useState } from "react";
import { LuImagePlus, LuRotateCcw, LuTrash2, LuUpload, LuX } from "react-icons/lu";
import { notifyFailure } from "../../lib/feedback";
import { useI18n } from "../../lib/i18n";
import { ACCEPT_ATTRIBUTE, checkFileCount, checkImageFile, type RestrictionMessages } from "./checks";
import type { UploadEndpoint } from "./transport";
import { type UploadStatus, useImageUpload, useObjectUrl } from "./use-image-upload";

export interface ImageUploadProps {
  /** The stored image URL, or null for none. */
  value: string | null;
  /** Called with the new URL once an upload has finished, or null when the image is removed. */
  onChange: (url: string | null) => void;
  /** Which upload route to use: one of UPLOAD_ENDPOINTS. */
  endpoint: UploadEndpoint;
  disabled?: boolean;
  /** Accessible name of the file input (pair it with a visible Field.Label). */
  label?: string;
  /** Section-5 texts ("form", default) or the upload widget's restriction texts ("widget"). */
  messages?: RestrictionMessages;
  /** Lets a form wait for, or react to, the upload (e.g. abort a save while it is not "complete"). */
  onStatusChange?: (status: UploadStatus) => void;
  /** Offer the Remove button (default true). */
  removable?: boolean;
}

/**
 * One image with a preview: choose or drop a file, watch its progress, cancel, retry after a failure,
 * remove. The file is uploaded as soon as it is chosen; `value` changes only when the server has kept it.
 */
export function ImageUpload({
  value,
  onChange,
  endpoint,
  disabled = false,
  label,
  messages = "form",
  onStatusChange,
  removable = true,
}: ImageUploadProps) {
  const { t, say } = useI18n();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const { state, start, cancel, retry } = useImageUpload(endpoint, onChange);
  const file = state.status === "idle" ? null : state.file;
  const localPreview = useObjectUrl(file);
  const preview = localPreview ?? value;
  const status: UploadStatus = state.status === "idle" ? (value ? "complete" : "idle") : state.status;

  useEffect(() => onStatusChange?.(status), [status, onStatusChange]);

  const pick = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    const problem = checkFileCount(files.length) ?? checkImageFile(files[0] as File, messages);
    if (problem) {
      notifyFailure(null, { title: problem.title, description: problem.description });
      return;
    }
    void start(files[0] as File);
  };

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    pick(event.target.files);
    // Choosing the same file again after a removal must fire `change` again.
    event.target.value = "";
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) pick(event.dataTransfer.files);
  };

  const busy = state.status === "uploading";
  const percent = busy ? Math.round(state.progress * 100) : 0;

  return (
    <Stack gap="3">
      <Box
        position="relative"
        rounded="l3"
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={
          dragging ? "brand.solid" : state.status === "error" ? "border.error" : "border.emphasized"
        }
        bg={dragging ? "brand.subtle" : "bg.subtle"}
        overflow="hidden"
        aspectRatio={{ base: "4/3", sm: "16/9" }}
        maxW="lg"
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="image-upload"
      >
        {preview ? (
          <Image src={preview} alt={t("upload.preview")} w="full" h="full" objectFit="cover" />
        ) : (
          <Center h="full" px="4">
            <Stack align="center" gap="2" textAlign="center" color="fg.muted">
              <Icon as={LuImagePlus} boxSize="8" color="fg.subtle" />
              <Text textStyle="sm" fontWeight="medium">
                {t("upload.dropHere")}
              </Text>
              <Text textStyle="xs">{t("upload.allowed")}</Text>
            </Stack>
          </Center>
        )}
        {busy && (
          <Box position="absolute" insetX="0" bottom="0" bg="bg/90" px="3" py="2">
            <Progress.Root value={percent} size="sm" colorPalette="brand" aria-label={t("upload.progress")}>
              <HStack justify="space-between" mb="1">
                <Progress.Label textStyle="xs">{t("upload.uploading")}</Progress.Label>
                <Progress.ValueText textStyle="xs" />
              </HStack>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          </Box>
        )}
      </Box>

      {state.status === "error" && (
        <Stack gap="0.5" role="alert">
          <Text textStyle="sm" fontWeight="medium" color="fg.error">
            {say(msg(MSG.formats.uploadFailedFile, { file: state.file.name }))}
          </Text>
          <Text textStyle="xs" color="fg.muted">
            {say(state.message)}
          </Text>
        </Stack>
      )}

      <input
        ref={input}
        id={inputId}
        type="file"
        accept={ACCEPT_ATTRIBUTE}
        aria-label={label ?? t("upload.image")}
        hidden
        disabled={disabled}
        onChange={onInput}
      />
      <HStack gap="2" flexWrap="wrap">
        {busy ? (
          <Button size="sm" variant="outline" onClick={cancel}>
            <LuX /> {t("upload.cancel")}
          </Button>
        ) : (
          <Button size="sm" variant="outline" disabled={disabled} onClick={() => input.current?.click()}>
            <LuUpload /> {value ? t("upload.replace") : t("upload.choose")}
          </Button>
        )}
        {state.status === "error" && (
          <Button size="sm" variant="subtle" colorPalette="brand" disabled={disabled} onClick={retry}>
            <LuRotateCcw /> {t("upload.retry")}
          </Button>
        )}
        {removable && value && !busy && (
          <Button
            size="sm"
            variant="ghost"
            colorPalette="red"
            disabled={disabled}
            onClick={() => onChange(null)}
          >
            <LuTrash2 /> {t("upload.remove")}
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
