import { Button, Center, EmptyState, Heading, Spinner, VStack } from "@chakra-ui/react";
import { type ErrorComponentProps, useRouter } from "@tanstack/react-router";
import { LuCircleAlert } from "react-icons/lu";
import { useI18n } from "../../lib/i18n";
import { errorMessage } from "../../lib/trpc";

/**
 * Shown in the page's place while its code or data loads; the header and footer stay. It names itself as
 * the page's heading until the page's own arrives, for those who navigate by headings.
 */
export function RoutePending() {
  const { t } = useI18n();
  return (
    <Center flex="1" py="24" role="status">
      <Heading as="h1" srOnly>
        {t("common.loading")}
      </Heading>
      <Spinner size="lg" color="brand.solid" borderWidth="3px" />
    </Center>
  );
}

/** A route failed to load or render: say so and offer a retry instead of a blank page. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const { t, say } = useI18n();
  return (
    <Center flex="1" py="20" px="4">
      <EmptyState.Root>
        <EmptyState.Content>
          <EmptyState.Indicator color="red.fg">
            <LuCircleAlert />
          </EmptyState.Indicator>
          <VStack textAlign="center">
            <EmptyState.Title as="h1">{t("common.somethingWentWrong")}</EmptyState.Title>
            <EmptyState.Description>{say(errorMessage(error))}</EmptyState.Description>
          </VStack>
          <Button
            colorPalette="brand"
            onClick={() => {
              reset();
              void router.invalidate();
            }}
          >
            {t("common.tryAgain")}
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    </Center>
  );
}
