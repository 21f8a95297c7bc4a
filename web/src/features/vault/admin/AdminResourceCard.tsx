import { formatNumber } from "@app/shared/i18n";
import { Button, Card, DataList, Heading, HStack, IconButton, Text } from "@chakra-ui/react";
import { LuCheck, LuPencil, LuTrash2, LuX } from "react-icons/lu";
import { Tooltip } from "../../../components/ui/tooltip";
import { useI18n } from "../../../lib/i18n";
import { formatShortDate } from "../filter";
import { OpenResourceButton } from "../OpenResourceButton";
import { ResourceMedia } from "../ResourceMedia";
import { TypeBadge } from "../TypeBadge";
import type { AdminResource } from "../types";
import { StatusBadge } from "./StatusBadge";

interface AdminResourceCardProps {
  resource: AdminResource;
  onEdit: () => void;
  onDelete: () => void;
  onSetStatus: (status: "approved" | "rejected") => void;
  /** The status change being saved for this card, if any. */
  savingStatus?: "approved" | "rejected";
}

/** Who shared it: the administrator's name, else the visitor's own details from the submission; null if neither. */
export function uploaderName(resource: AdminResource): string | null {
  const account = [resource.uploaderFirstName, resource.uploaderLastName].filter(Boolean).join(" ");
  if (account) return account;
  if (resource.submitterName) {
    return resource.submitterEmail
      ? `${resource.submitterName} (${resource.submitterEmail})`
      : resource.submitterName;
  }
  return null;
}

export function AdminResourceCard({
  resource,
  onEdit,
  onDelete,
  onSetStatus,
  savingStatus,
}: AdminResourceCardProps) {
  const { t, locale } = useI18n();
  const titleId = `admin-resource-${resource.id}-title`;
  return (
    <Card.Root
      as="article"
      aria-labelledby={titleId}
      variant="outline"
      bg="bg"
      borderColor={resource.status === "pending" ? "yellow.emphasized" : "border.muted"}
      rounded="card"
      shadow="card"
      overflow="hidden"
      h="full"
    >
      <Card.Body gap="3" p={{ base: "4", md: "5" }}>
        <HStack justify="space-between" align="flex-start" gap="3">
          <Heading as="h2" id={titleId} size="md" letterSpacing="tight" minW="0" overflowWrap="anywhere">
            {resource.title}
          </Heading>
          <StatusBadge status={resource.status} />
        </HStack>
        <HStack gap="2" flexWrap="wrap">
          <TypeBadge type={resource.type} color={resource.typeColor} />
        </HStack>
        {resource.description && (
          <Text textStyle="sm" color="fg.muted" lineClamp={4} overflowWrap="anywhere">
            {resource.description}
          </Text>
        )}
        <ResourceMedia url={resource.fileUrl} title={resource.title} />
        <DataList.Root orientation="horizontal" size="sm" gap="1.5" mt="auto" pt="1">
          <DataList.Item>
            <DataList.ItemLabel minW="24">{t("adminContent.resources.downloads")}</DataList.ItemLabel>
            <DataList.ItemValue>{formatNumber(resource.downloadCount, locale)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel minW="24">{t("vault.admin.church")}</DataList.ItemLabel>
            <DataList.ItemValue overflowWrap="anywhere">
              {resource.churchName ?? t("vault.admin.noChurch")}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel minW="24">{t("adminContent.resources.uploadedBy")}</DataList.ItemLabel>
            <DataList.ItemValue overflowWrap="anywhere">
              {uploaderName(resource) ?? t("adminContent.resources.unknown")}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel minW="24">{t("adminContent.resources.added")}</DataList.ItemLabel>
            <DataList.ItemValue>{formatShortDate(resource.createdAt)}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
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
      >
        <HStack gap="2" flexWrap="wrap">
          {resource.status !== "approved" && (
            <Button
              size="sm"
              colorPalette="green"
              loading={savingStatus === "approved"}
              loadingText={t("adminContent.approving")}
              disabled={savingStatus !== undefined}
              onClick={() => onSetStatus("approved")}
            >
              <LuCheck aria-hidden="true" />
              {t("adminContent.approve")}
            </Button>
          )}
          {resource.status === "pending" && (
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              loading={savingStatus === "rejected"}
              loadingText={t("adminContent.rejecting")}
              disabled={savingStatus !== undefined}
              onClick={() => onSetStatus("rejected")}
            >
              <LuX aria-hidden="true" />
              {t("adminContent.reject")}
            </Button>
          )}
          {resource.fileUrl && (
            <OpenResourceButton
              id={resource.id}
              url={resource.fileUrl}
              title={resource.title}
              countOpens={false}
              variant="outline"
              colorPalette="gray"
            />
          )}
        </HStack>
        <HStack gap="1">
          <Tooltip content={t("adminContent.resources.edit")}>
            <IconButton
              size="sm"
              variant="ghost"
              aria-label={t("adminContent.resources.editLabel", { title: resource.title })}
              onClick={onEdit}
            >
              <LuPencil />
            </IconButton>
          </Tooltip>
          <Tooltip content={t("common.delete")}>
            <IconButton
              size="sm"
              variant="ghost"
              colorPalette="red"
              aria-label={t("adminContent.resources.deleteLabel", { title: resource.title })}
              onClick={onDelete}
            >
              <LuTrash2 />
            </IconButton>
          </Tooltip>
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
}
