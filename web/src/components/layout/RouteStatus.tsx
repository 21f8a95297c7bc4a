import { Button, Center, EmptyState, Spinner, VStack } from "@chakra-ui/react";
import { type ErrorComponentProps, useRouter } from "@tanstack/react-router";
import { LuCircleAlert } from "react-icons/lu";
import { errorMessage } from "../../lib/trpc";

/** Shown while a route's code or data loads (only after the router's pending delay). */
export function RoutePending() {
  return (
    <Center flex="1" py="24">
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
            <EmptyState.Title>Something went wrong</EmptyState.Title>
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
