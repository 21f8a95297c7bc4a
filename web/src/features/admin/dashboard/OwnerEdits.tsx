import { OWNER_EDIT_PAGE_SIZE, OWNER_EDIT_REVIEW_FIELDS, type OwnerEditReviewField } from "@app/shared";
import { formatNumber } from "@app/shared/i18n";
import {
  Badge,
  Box,
  Button,
  ButtonGroup,
  Grid,
  HStack,
  IconButton,
  Image,
  Input,
  InputGroup,
  Link,
  Stack,
  Text,
} from "@chakra-ui/react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import { useDeferredValue, useEffect, useState } from "react";
import {
  LuArrowRight,
  LuCheck,
  LuChevronLeft,
  LuChevronRight,
  LuPencilLine,
  LuSearch,
  LuShieldAlert,
  LuUndo2,
} from "react-icons/lu";
import { ConfirmDialog } from "../../../components/dialog";
import { ListEmpty, ListStates, RowList } from "../../../components/lists/ListStates";
import { formatDateTime } from "../../../lib/dates";
import { notifyFailure, notifySuccess, refreshAfter } from "../../../lib/feedback";
import { useI18n } from "../../../lib/i18n";
import { errorMessage, trpc } from "../../../lib/trpc";
import { DashboardSection } from "./DashboardSection";
import type { OwnerEditGroup } from "./types";

type Change = OwnerEditGroup["changes"][number];
type Value = Change["before"];

/** Every reviewable field has its label in the catalogue (adminContent.ownerEdits.fields). */
const isLabelled = (field: string): field is OwnerEditReviewField =>
  (OWNER_EDIT_REVIEW_FIELDS as readonly string[]).includes(field);

/** One line per thing a reader recognises, and reverts: the two coordinates are one map position. */
interface ShownChange {
  field: OwnerEditReviewField;
  label: string;
  before: Value;
  after: Value;
  kind: "text" | "image";
  sensitive: boolean;
}

const position = (latitude: Value, longitude: Value) =>
  latitude == null || longitude == null
    ? null
    : `${Number(latitude).toFixed(4)}, ${Number(longitude).toFixed(4)}`;

const reviewField = (field: string): OwnerEditReviewField | null =>
  field === "latitude" || field === "longitude" ? "position" : isLabelled(field) ? field : null;

function shownChanges(changes: Change[], fieldLabel: (field: OwnerEditReviewField) => string): ShownChange[] {
  const byField = new Map(changes.map((change) => [change.field, change]));
  const shown: ShownChange[] = changes.flatMap((change) => {
    const field = reviewField(change.field);
    if (field === null || field === "position") return [];
    return [
      {
        field,
        label: fieldLabel(field),
        before: change.before,
        after: change.after,
        kind: field === "imageUrl" ? "image" : "text",
        sensitive: change.sensitive,
      },
    ];
  });
  const latitude = byField.get("latitude");
  const longitude = byField.get("longitude");
  if (latitude || longitude) {
    shown.push({
      field: "position",
      label: fieldLabel("position"),
      before: position(latitude?.before ?? null, longitude?.before ?? null),
      after: position(latitude?.after ?? null, longitude?.after ?? null),
      kind: "text",
      sensitive: false,
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

function BeforeAfter({ change }: { change: ShownChange }) {
  const { t } = useI18n();
  return (
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
  );
}

/** What the confirmation is about: one field, or every change of the group. */
type Pending = { field: ShownChange } | { field: null };

/**
 * A church's unreviewed edits as one entry: the combined change of each field, a website, email or phone
 * change marked out, a revert per field and for all (each asks first), and Accept.
 */
function OwnerEditGroupRow({ group }: { group: OwnerEditGroup }) {
  const { t, say, locale } = useI18n();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<Pending | null>(null);
  // Kept while the dialog animates closed, so its words do not change under the reader.
  const [shown, setShown] = useState<Pending | null>(null);
  const church = group.churchName ?? t("adminContent.ownerEdits.deletedChurch");
  const fieldLabel = (field: OwnerEditReviewField) => t(`adminContent.ownerEdits.fields.${field}`);
  const changes = shownChanges(group.changes, fieldLabel);
  const failure = (key: "acceptFailed" | "revertFailed") => (error: unknown) =>
    notifyFailure(error, {
      description: t(`adminContent.ownerEdits.${key}`, { message: say(errorMessage(error)) }),
    });
  const revert = useMutation(
    trpc.admin.revertOwnerEditGroup.mutationOptions({
      onSuccess: () => {
        setConfirming(null);
        notifySuccess(
          t("adminContent.ownerEdits.revertedTitle"),
          t("adminContent.ownerEdits.revertedText", { church }),
        );
        void refreshAfter(queryClient, "churches");
      },
      onError: (error) => {
        setConfirming(null);
        failure("revertFailed")(error);
      },
    }),
  );
  const accept = useMutation(
    trpc.admin.acceptOwnerEdits.mutationOptions({
      onSuccess: () => {
        notifySuccess(
          t("adminContent.ownerEdits.acceptedTitle"),
          t("adminContent.ownerEdits.acceptedText", { church }),
        );
        void refreshAfter(queryClient, "churches");
      },
      onError: failure("acceptFailed"),
    }),
  );
  const busy = revert.isPending || accept.isPending;
  const gone = group.churchName === null;
  const ask = (pending: Pending) => {
    setShown(pending);
    setConfirming(pending);
  };
  const editors = group.editors
    .map((editor) =>
      editor.name
        ? `${editor.name} (${editor.email})`
        : (editor.email ?? t("adminContent.ownerEdits.formerUser")),
    )
    .join(", ");
  const reverted = [...new Set(group.revertedFields.map(reviewField))]
    .filter((field): field is OwnerEditReviewField => field !== null)
    .map(fieldLabel);
  const editCount = { count: group.editCount, number: formatNumber(group.editCount, locale) };
  return (
    <Stack
      as="li"
      gap="2"
      py="3"
      aria-label={t("adminContent.ownerEdits.rowLabel", { church, date: formatDateTime(group.lastEditedAt) })}
    >
      <Stack
        direction={{ base: "column", sm: "row" }}
        justify="space-between"
        align={{ sm: "flex-start" }}
        gap="3"
      >
        <Stack gap="0.5" minW="0">
          <HStack gap="2" flexWrap="wrap">
            {group.churchName ? (
              <Link asChild fontWeight="semibold" color="fg" minW="0" wordBreak="break-word">
                <RouterLink to="/church/$id" params={{ id: String(group.churchId) }}>
                  {group.churchName}
                </RouterLink>
              </Link>
            ) : (
              <Text fontWeight="semibold">{church}</Text>
            )}
            <Badge colorPalette="gray" variant="subtle">
              {t("adminContent.ownerEdits.edits", editCount)}
            </Badge>
            {group.sensitive && (
              <Badge colorPalette="orange" variant="solid">
                <LuShieldAlert aria-hidden /> {t("adminContent.ownerEdits.contactChanged")}
              </Badge>
            )}
          </HStack>
          <Text textStyle="xs" color="fg.muted" wordBreak="break-word">
            {t("adminContent.ownerEdits.by", { who: editors })} ·{" "}
            {group.editCount > 1 ? (
              t("adminContent.ownerEdits.span", {
                from: formatDateTime(group.firstEditedAt),
                to: formatDateTime(group.lastEditedAt),
              })
            ) : (
              <time dateTime={group.lastEditedAt}>{formatDateTime(group.lastEditedAt)}</time>
            )}
          </Text>
        </Stack>
        <ButtonGroup
          size="sm"
          variant="outline"
          flexShrink="0"
          alignSelf={{ base: "flex-start", sm: "auto" }}
        >
          <Button
            colorPalette="green"
            aria-label={t("adminContent.ownerEdits.acceptLabel", { church })}
            onClick={() => accept.mutate({ id: group.id })}
            loading={accept.isPending}
            loadingText={t("adminContent.ownerEdits.accepting")}
            disabled={busy}
          >
            <LuCheck /> {t("adminContent.ownerEdits.accept")}
          </Button>
          {changes.length > 1 && (
            <Button
              colorPalette="red"
              aria-label={t("adminContent.ownerEdits.revertAllLabel", { church })}
              onClick={() => ask({ field: null })}
              disabled={busy || gone}
            >
              <LuUndo2 /> {t("adminContent.ownerEdits.revertAll")}
            </Button>
          )}
        </ButtonGroup>
      </Stack>
      {changes.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          {t("adminContent.ownerEdits.noNetChange")}
        </Text>
      ) : (
        <Box as="dl" display="grid" gap="2" mt="1">
          {changes.map((change) => (
            <Grid
              key={change.field}
              templateColumns={{ base: "minmax(0, 1fr) auto", sm: "8rem minmax(0, 1fr) auto" }}
              gap={{ base: "0.5", sm: "3" }}
              alignItems="baseline"
              // Every line keeps the same inset, so the columns line up; a website, email or phone change (where a
              // phishing edit shows) is the one filled and edged in colour (docs/product/owner-edits.md).
              px="2"
              py="1"
              rounded="l1"
              borderInlineStartWidth="3px"
              borderColor={change.sensitive ? "orange.solid" : "transparent"}
              bg={change.sensitive ? "orange.subtle" : undefined}
            >
              <HStack as="dt" gap="1.5" flexWrap="wrap" gridColumn={{ base: "1", sm: "auto" }}>
                <Text as="span" textStyle="xs" fontWeight="medium" color="fg.muted">
                  {change.label}
                </Text>
                {change.sensitive && (
                  <Badge size="xs" colorPalette="orange" variant="solid">
                    {t("adminContent.ownerEdits.checkField")}
                  </Badge>
                )}
              </HStack>
              <Box
                as="dd"
                minW="0"
                gridColumn={{ base: "1", sm: "auto" }}
                gridRow={{ base: "2", sm: "auto" }}
              >
                <BeforeAfter change={change} />
              </Box>
              <Box
                as="dd"
                gridColumn={{ base: "2", sm: "auto" }}
                gridRow={{ base: "1 / span 2", sm: "auto" }}
                alignSelf="center"
              >
                <IconButton
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={t("adminContent.ownerEdits.revertFieldLabel", {
                    field: change.label,
                    church,
                  })}
                  title={t("adminContent.ownerEdits.revertField")}
                  onClick={() => ask({ field: change })}
                  disabled={busy || gone}
                >
                  <LuUndo2 />
                </IconButton>
              </Box>
            </Grid>
          ))}
        </Box>
      )}
      {reverted.length > 0 && (
        <Text textStyle="xs" color="fg.muted">
          {t("adminContent.ownerEdits.alreadyReverted", { fields: reverted.join(", ") })}
        </Text>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={
          shown?.field
            ? t("adminContent.ownerEdits.confirmFieldTitle", { field: shown.field.label })
            : t("adminContent.ownerEdits.confirmAllTitle")
        }
        pending={revert.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={() => revert.mutate({ id: group.id, ...(shown?.field && { field: shown.field.field }) })}
        confirmLabel={t("adminContent.ownerEdits.revertField")}
        pendingLabel={t("adminContent.ownerEdits.reverting")}
      >
        <Stack gap="3">
          <Text>
            {shown?.field
              ? t("adminContent.ownerEdits.confirmFieldText", { church, field: shown.field.label })
              : t("adminContent.ownerEdits.confirmAllText", { church })}
          </Text>
          {(shown?.field ? [shown.field] : changes).map((change) => (
            <Stack key={change.field} gap="0.5">
              <Text textStyle="xs" fontWeight="medium" color="fg.muted">
                {change.label}
              </Text>
              <BeforeAfter change={change} />
            </Stack>
          ))}
        </Stack>
      </ConfirmDialog>
    </Stack>
  );
}

function Pager({
  offset,
  shown,
  total,
  onPage,
}: {
  offset: number;
  shown: number;
  total: number;
  onPage: (offset: number) => void;
}) {
  const { t, locale } = useI18n();
  if (total <= OWNER_EDIT_PAGE_SIZE && offset === 0) return null;
  return (
    <HStack as="nav" aria-label={t("adminContent.ownerEdits.pages")} justify="space-between" pt="3" gap="3">
      <Text textStyle="sm" color="fg.muted">
        {t("adminContent.ownerEdits.pageRange", {
          from: formatNumber(Math.min(offset + 1, total), locale),
          to: formatNumber(offset + shown, locale),
          total: formatNumber(total, locale),
        })}
      </Text>
      <ButtonGroup size="sm" variant="outline">
        <Button onClick={() => onPage(Math.max(0, offset - OWNER_EDIT_PAGE_SIZE))} disabled={offset === 0}>
          <LuChevronLeft /> {t("adminContent.ownerEdits.previousPage")}
        </Button>
        <Button onClick={() => onPage(offset + OWNER_EDIT_PAGE_SIZE)} disabled={offset + shown >= total}>
          {t("adminContent.ownerEdits.nextPage")} <LuChevronRight />
        </Button>
      </ButtonGroup>
    </HStack>
  );
}

/**
 * Owners' changes to listed churches go live at once (docs/product/owner-edits.md); each stays here, grouped by church, until an
 * administrator accepts or reverts it, however many edits follow it (docs/product/owner-edits.md).
 */
export function OwnerEdits() {
  const { t, locale } = useI18n();
  const [search, setSearch] = useState("");
  const [offset, setOffset] = useState(0);
  const q = useDeferredValue(search.trim());
  const groups = useQuery({
    ...trpc.admin.ownerEdits.queryOptions({ q, offset, limit: OWNER_EDIT_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const total = groups.data?.total;
  const items = groups.data?.items;
  // A page emptied by the review of its last groups gives way to the page before it.
  const emptied = !groups.isPlaceholderData && items?.length === 0 && offset > 0;
  useEffect(() => {
    if (emptied) setOffset((current) => Math.max(0, current - OWNER_EDIT_PAGE_SIZE));
  }, [emptied]);
  return (
    <DashboardSection
      id="owner-edits"
      title={t("adminContent.ownerEdits.title")}
      description={
        <>
          {t("adminContent.ownerEdits.description")}
          {total !== undefined && total > 0 && (
            <>
              {" "}
              <Text as="strong" color="fg">
                {t("adminContent.ownerEdits.toReview", { count: total, number: formatNumber(total, locale) })}
              </Text>
            </>
          )}
        </>
      }
    >
      <Stack gap="3">
        <InputGroup startElement={<LuSearch />} maxW={{ md: "sm" }}>
          <Input
            type="search"
            aria-label={t("adminContent.ownerEdits.search")}
            placeholder={t("adminContent.ownerEdits.searchPlaceholder")}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setOffset(0);
            }}
          />
        </InputGroup>
        <ListStates
          query={{ ...groups, data: items }}
          loading={t("adminContent.ownerEdits.loading")}
          empty={
            <ListEmpty
              icon={<LuPencilLine />}
              title={t(q ? "adminContent.ownerEdits.noMatchTitle" : "adminContent.ownerEdits.emptyTitle")}
              description={q ? undefined : t("adminContent.ownerEdits.emptyText")}
            />
          }
        >
          {(page) => (
            <>
              <RowList>
                {page.map((group) => (
                  <OwnerEditGroupRow key={group.id} group={group} />
                ))}
              </RowList>
              <Pager offset={offset} shown={page.length} total={total ?? 0} onPage={setOffset} />
            </>
          )}
        </ListStates>
      </Stack>
    </DashboardSection>
  );
}
