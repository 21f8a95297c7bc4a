import { Button, Center, EmptyState, HStack, Spinner, Text, VStack } from "@chakra-ui/react";
import { LuCircleAlert } from "react-icons/lu";
import { useI18n } from "../../lib/i18n";
import { errorMessage } from "../../lib/trpc";

/** 'Loading events...' while an events list is on its way (public section and admin screen alike). */
export function EventsLoading() {
  const { t } = useI18n();
  return (
    <Center py="16">
      <HStack gap="3" color="fg.muted" role="status">
        <Spinner size="sm" color="brand.solid" />
        <Text textStyle="sm">{t("messages.LOADING_EVENTS")}</Text>
      </HStack>
    </Center>
  );
}

/** A failed events list, with the server's message and a retry. */
export function EventsLoadError({
  error,
  retrying,
  onRetry,
  size,
  titleAs = "h3",
}: {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
  size?: "sm";
  /** One level below the heading the error sits under. */
  titleAs?: "h2" | "h3";
}) {
  const { t, say } = useI18n();
  return (
    <EmptyState.Root size={size} bg="bg" rounded="card" borderWidth="1px" borderColor="border.muted">
      <EmptyState.Content>
        <EmptyState.Indicator color="red.fg">
          <LuCircleAlert />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as={titleAs}>{t("events.loadError")}</EmptyState.Title>
          <EmptyState.Description>{say(errorMessage(error))}</EmptyState.Description>
        </VStack>
        <Button size="sm" colorPalette="brand" onClick={onRetry} loading={retrying}>
          {t("common.tryAgain")}
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
