import { Card, Heading, HStack, Text } from "@chakra-ui/react";
import { useI18n } from "../../lib/i18n";
import { useDisplayTimeZone } from "../../lib/render-facts";
import { formatShortDate } from "./filter";
import { OpenResourceButton } from "./OpenResourceButton";
import { ResourceMedia } from "./ResourceMedia";
import { TypeBadge } from "./TypeBadge";
import type { VaultResource } from "./types";

export function ResourceCard({ resource }: { resource: VaultResource }) {
  const date = formatShortDate(resource.createdAt, useDisplayTimeZone());
  const { t } = useI18n();
  return (
    <Card.Root
      as="article"
      variant="outline"
      bg="bg"
      borderColor="border.muted"
      rounded="card"
      shadow="card"
      overflow="hidden"
      h="full"
      aria-labelledby={`resource-${resource.id}-title`}
    >
      <Card.Body gap="3" p={{ base: "4", md: "5" }}>
        <HStack justify="space-between" align="flex-start" gap="3">
          <Heading
            as="h2"
            id={`resource-${resource.id}-title`}
            size="md"
            letterSpacing="tight"
            minW="0"
            overflowWrap="anywhere"
          >
            {resource.title}
          </Heading>
          {resource.fileUrl && (
            <OpenResourceButton id={resource.id} url={resource.fileUrl} title={resource.title} />
          )}
        </HStack>
        <HStack>
          <TypeBadge type={resource.type} color={resource.typeColor} />
        </HStack>
        {resource.description && (
          <Text textStyle="sm" color="fg.muted" whiteSpace="pre-line" overflowWrap="anywhere">
            {resource.description}
          </Text>
        )}
        <ResourceMedia url={resource.fileUrl} title={resource.title} />
      </Card.Body>
      <Card.Footer
        px={{ base: "4", md: "5" }}
        py="3"
        borderTopWidth="1px"
        borderColor="border.muted"
        bg="bg.subtle"
        justifyContent="space-between"
        flexWrap="wrap"
        gap="2"
        textStyle="xs"
        color="fg.muted"
      >
        <Text fontWeight="medium">{t("vault.churchResource")}</Text>
        <HStack gap="3">
          <Text>{t("vault.downloads", { count: resource.downloadCount ?? 0 })}</Text>
          {date && <time dateTime={resource.createdAt}>{date}</time>}
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
}
