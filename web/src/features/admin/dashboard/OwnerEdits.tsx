import { formatNumber } from "@app/shared/i18n";
import { Badge, Box, Button, Grid, HStack, Image, Link, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { LuArrowRight, LuPencilLine, LuUndo2 } from "react-icons/lu";
import { notifyFailure, notifySuccess, refreshAfter } from "../../../lib/feedback";
import { useI18n } from "../../../lib/i18n";
import { errorMessage, trpc } from "../../../lib/trpc";
import { DashboardSection } from "./DashboardSection";
import { formatDateTime } from "./format";
import { ListEmpty, ListStates, RowList } from "./ListStates";
import type { OwnerEdit } from "./types";

type Change = OwnerEdit["changes"][number];
type Value = Change["before"];

/** The fields an owner can change, each with its label in the catalogue (adminContent.ownerEdits.fields). */
const FIELDS = [
  "name",
  "pastorName",
  "address",
  "city",
  "state",
  "zipCode",
  "phone",
  "email",
  "website",
  "serviceTimes",
  "description",
  "memberCount",
  "worshipLanguages",
  "imageUrl",
] as const;
type LabelledField = (typeof FIELDS)[number];
const isLabelled = (field: string): field is LabelledField => (FIELDS as readonly string[]).includes(field);

/** One line per thing a reader recognises: the two coordinates are one map position. */
interface ShownChange {
  key: string;
  label: string;
  before: Value;
  after: Value;
  kind: "text" | "image";
}

const position = (latitude: Value, longitude: Value) =>
  latitude == null || longitude == null
    ? null
    : `${Number(latitude).toFixed(4)}, ${Number(longitude).toFixed(4)}`;

function shownChanges(changes: Change[], fieldLabel: (field: string) => string): ShownChange[] {
  const byField = new Map(changes.map((change) => [change.field, change]));
  const shown: ShownChange[] = changes
    .filter((change) => change.field !== "latitude" && change.field !== "longitude")
    .map((change) => ({
      key: change.field,
      label: fieldLabel(change.field),
      before: change.before,
      after: change.after,
      kind: change.field === "imageUrl" ? "image" : "text",
    }));
  const latitude = byField.get("latitude");
  const longitude = byField.get("longitude");
  if (latitude || longitude) {
    shown.push({
      key: "position",
      label: fieldLabel("position"),
      before: position(latitude?.before ?? null, longitude?.before ?? null),
      after: position(latitude?.after ?? null, longitude?.after ?? null),
      kind: "text",
    });
  }
  return shown;
}

function ShownValue({ value, kind, label }: { value: Value; kind: ShownChange["kind"]; label: string }) {
  const { t, locale } = useI18n();
  if (value == null || value === "") {
    return (
      <Text as="span" textStyle="sm" color="fg.subtle" fontStyle="italic">
        {t("adminContent.ownerEdits.empty")}
      </Text>
    );
  }
  if (kind === "image") {
    return (
      <Image
        src={String(value)}
        alt={label}
        boxSize="12"
        objectFit="cover"
        rounded="l1"
        borderWidth="1px"
        borderColor="border.muted"
        loading="lazy"
      />
    );
  }
  return (
    <Text as="span" textStyle="sm" lineClamp={3} wordBreak="break-word" whiteSpace="pre-line">
      {typeof value === "number" ? formatNumber(value, locale) : String(value)}
    </Text>
  );
}

/** Field, old value, new value: three columns on wide screens, stacked under the label on a phone. */
function ChangeList({ changes }: { changes: ShownChange[] }) {
  const { t } = useI18n();
  return (
    <Box as="dl" display="grid" gap="2" mt="1">
      {changes.map((change) => (
        <Grid
          key={change.key}
          templateColumns={{ base: "minmax(0, 1fr)", sm: "8rem minmax(0, 1fr)" }}
          gap={{ base: "0.5", sm: "3" }}
          alignItems="baseline"
        >
          <Text as="dt" textStyle="xs" fontWeight="medium" color="fg.muted">
            {change.label}
          </Text>
          <Box as="dd" minW="0">
            <HStack gap="2" align="center" flexWrap="wrap">
              <Box color="fg.muted" textDecoration="line-through" minW="0">
                <ShownValue
                  value={change.before}
                  kind={change.kind}
                  label={t("adminContent.ownerEdits.previous", { field: change.label })}
                />
              </Box>
              <Box as="span" color="fg.subtle" flexShrink="0">
                <LuArrowRight aria-label={t("adminContent.ownerEdits.changedTo")} />
              </Box>
              <Box minW="0">
                <ShownValue
                  value={change.after}
                  kind={change.kind}
                  label={t("adminContent.ownerEdits.new", { field: change.label })}
                />
              </Box>
            </HStack>
          </Box>
        </Grid>
      ))}
    </Box>
  );
}

function OwnerEditRow({ edit }: { edit: OwnerEdit }) {
  const { t, localize } = useI18n();
  const queryClient = useQueryClient();
  const status = useRef<HTMLParagraphElement>(null);
  const church = edit.churchName ?? t("adminContent.ownerEdits.deletedChurch");
  const revert = useMutation(
    trpc.admin.revertOwnerEdit.mutationOptions({
      onSuccess: () => {
        notifySuccess(
          t("adminContent.ownerEdits.revertedTitle"),
          t("adminContent.ownerEdits.revertedText", { church }),
        );
        void refreshAfter(queryClient, "churches");
      },
      onError: (error) =>
        notifyFailure(error, {
          description: t("adminContent.ownerEdits.revertFailed", { message: localize(errorMessage(error)) }),
        }),
    }),
  );
  const fieldLabel = (field: string) =>
    field === "position" || isLabelled(field) ? t(`adminContent.ownerEdits.fields.${field}`) : field;
  const reverted = edit.revertedAt !== null;
  // The Revert button disappears once the list shows the revert: keep keyboard focus in this row.
  useEffect(() => {
    if (reverted && revert.isSuccess) status.current?.focus();
  }, [reverted, revert.isSuccess]);
  const who = edit.actorName
    ? `${edit.actorName} (${edit.actorEmail})`
    : (edit.actorEmail ?? t("adminContent.ownerEdits.formerUser"));
  return (
    <Stack
      as="li"
      gap="2"
      py="3"
      aria-label={t("adminContent.ownerEdits.rowLabel", { church, date: formatDateTime(edit.createdAt) })}
    >
      <Stack
        direction={{ base: "column", sm: "row" }}
        justify="space-between"
        align={{ sm: "flex-start" }}
        gap="3"
      >
        <Stack gap="0.5" minW="0">
          <HStack gap="2" flexWrap="wrap">
            {edit.churchName ? (
              <Link asChild fontWeight="semibold" color="fg" minW="0" wordBreak="break-word">
                <RouterLink to="/church/$id" params={{ id: String(edit.churchId) }}>
                  {edit.churchName}
                </RouterLink>
              </Link>
            ) : (
              <Text fontWeight="semibold">{church}</Text>
            )}
            {reverted && (
              <Badge colorPalette="gray" variant="subtle">
                {t("adminContent.ownerEdits.reverted")}
              </Badge>
            )}
          </HStack>
          <Text textStyle="xs" color="fg.muted" wordBreak="break-word">
            {who} · <time dateTime={edit.createdAt}>{formatDateTime(edit.createdAt)}</time>
          </Text>
        </Stack>
        {reverted ? (
          <Text ref={status} tabIndex={-1} textStyle="xs" color="fg.muted" flexShrink="0" outline="none">
            {t("adminContent.ownerEdits.revertedBy", {
              who: edit.revertedBy ?? t("adminContent.ownerEdits.anAdministrator"),
            })}
            {edit.revertedAt && (
              <>
                {" "}
                · <time dateTime={edit.revertedAt}>{formatDateTime(edit.revertedAt)}</time>
              </>
            )}
          </Text>
        ) : (
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            flexShrink="0"
            alignSelf={{ base: "flex-start", sm: "auto" }}
            aria-label={t("adminContent.ownerEdits.revertLabel", { church })}
            onClick={() => revert.mutate({ id: edit.id })}
            loading={revert.isPending}
            loadingText={t("adminContent.ownerEdits.reverting")}
            disabled={edit.churchName === null}
          >
            <LuUndo2 /> {t("adminContent.ownerEdits.revert")}
          </Button>
        )}
      </Stack>
      <ChangeList changes={shownChanges(edit.changes, fieldLabel)} />
    </Stack>
  );
}

/**
 * Owners' changes to listed churches go live at once (spec); this list lets an administrator see what each
 * one changed and put it back with one click. The revert is itself in the activity log.
 */
export function OwnerEdits() {
  const { t } = useI18n();
  const edits = useQuery(trpc.admin.ownerEdits.queryOptions());
  return (
    <DashboardSection
      id="owner-edits"
      title={t("adminContent.ownerEdits.title")}
      description={t("adminContent.ownerEdits.description")}
    >
      <ListStates
        query={edits}
        loading={t("adminContent.ownerEdits.loading")}
        empty={
          <ListEmpty
            icon={<LuPencilLine />}
            title={t("adminContent.ownerEdits.emptyTitle")}
            description={t("adminContent.ownerEdits.emptyText")}
          />
        }
      >
        {(items) => (
          <RowList>
            {items.map((edit) => (
              <OwnerEditRow key={edit.id} edit={edit} />
            ))}
          </RowList>
        )}
      </ListStates>
    </DashboardSection>
  );
}
