import { Button, Center, EmptyState, Heading, Spinner, VStack } from "@chakra-ui/react";
import { type ErrorComponentProps, useRouter } from "@tanstack/react-router";
import { LuCircleAlert } from "react-icons/lu";
import { errorMessage } from "../../lib/trpc";

/**
 * Shown in the page's place while its code or data loads; the header and footer stay. It names itself as
 * the page's heading until the page's own arrives, for those who navigate by headings.
 */
export function RoutePending() {
  return (
    <Center flex="1" py="24" role="status">
      <Heading as="h1" srOnly>
        Loading...
      </Heading>
      <Spinner size="lg" color="brand.solid" borderWidth="3px" />
    </Center>
  );
}

/** A route failed to load or render: say so and offer a retry instead of a blank page. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <Center flex="1" py="20" px="4">
      <EmptyState.Root>
        <EmptyState.Content>
          <EmptyState.Indicator color="red.fg">
            <LuCircleAlert />
          </EmptyState.Indicator>
          <VStack textAlign="center">
            <EmptyState.Title as="h1">Something went wrong</EmptyState.Title>
            <EmptyState.Description>{errorMessage(error)}</EmptyState.Description>
          </VStack>
          <Button
            colorPalette="brand"
            onClick={() => {
              reset();
              void router.invalidate();
            }}
          >
            Try again
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    </Center>
  );
}
