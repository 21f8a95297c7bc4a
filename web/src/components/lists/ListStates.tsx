import { Button, EmptyState, HStack, Spinner, Stack, Text, VStack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { LuCircleAlert, LuRotateCcw } from "react-icons/lu";
import { useI18n } from "../../lib/i18n";
import { errorMessage } from "../../lib/trpc";

export function ListLoading({ label }: { label: string }) {
  return (
    <HStack gap="3" py="6" justify="center" color="fg.muted" role="status">
      <Spinner size="sm" color="brand.solid" />
      <Text textStyle="sm">{label}</Text>
    </HStack>
  );
}

export function ListError({
  error,
  onRetry,
  titleAs,
}: {
  error: unknown;
  onRetry: () => void;
  /** The title's heading level where the list sits right under the page's h1 (default h3). */
  titleAs?: "h2";
}) {
  const { t, say } = useI18n();
  return (
    <EmptyState.Root size="sm" role="alert">
      <EmptyState.Content>
        <EmptyState.Indicator color="red.fg">
          <LuCircleAlert />
        </EmptyState.Indicator>
        <VStack textAlign="center" gap="1">
          <EmptyState.Title as={titleAs}>{t("adminDashboard.listFailed")}</EmptyState.Title>
          <EmptyState.Description>{say(errorMessage(error))}</EmptyState.Description>
        </VStack>
        <Button size="sm" variant="outline" onClick={onRetry}>
          <LuRotateCcw /> {t("common.tryAgain")}
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

export function ListEmpty({
  icon,
  title,
  description,
  titleAs,
}: {
  icon: ReactNode;
  title: string;
  description?: string;
  /** As ListError's. */
  titleAs?: "h2";
}) {
  return (
    <EmptyState.Root size="sm">
      <EmptyState.Content>
        <EmptyState.Indicator>{icon}</EmptyState.Indicator>
        <VStack textAlign="center" gap="1">
          <EmptyState.Title as={titleAs}>{title}</EmptyState.Title>
          {description && <EmptyState.Description>{description}</EmptyState.Description>}
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

interface QueryLike<T> {
  data: T[] | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

interface ListStatesProps<T> {
  query: QueryLike<T>;
  loading: string;
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}

/** Loading, error and empty states of a dashboard list, then the list itself. */
export function ListStates<T>({ query, loading, empty, children }: ListStatesProps<T>) {
  if (query.isPending) return <ListLoading label={loading} />;
  if (query.isError || !query.data)
    return <ListError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return empty;
  return children(query.data);
}

/**
 * A list of dashboard rows with a rule between them. The rules are borders of the rows, not separator
 * elements: a <ul> may hold only <li> children.
 */
export function RowList({ children }: { children: ReactNode }) {
  return (
    <Stack as="ul" gap="0" divideY="1px" divideColor="border" listStyleType="none">
      {children}
    </Stack>
  );
}

/** A row awaiting review: what it is on the left, the decision on the right (below it on a phone). */
export function ReviewRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack
      as="li"
      direction={{ base: "column", sm: "row" }}
      justify="space-between"
      align={{ sm: "center" }}
      gap="3"
      py="3"
      aria-label={label}
    >
      {children}
    </Stack>
  );
}
