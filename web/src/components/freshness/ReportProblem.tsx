import { churchReportSchema, REPORT_COMMENT_MAX, REPORT_KINDS, type ReportKind } from "@app/shared";
import {
  Box,
  Button,
  type ButtonProps,
  CloseButton,
  Dialog,
  Input,
  Portal,
  RadioGroup,
  Stack,
  Text,
  Textarea,
} from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { LuFlag } from "react-icons/lu";
import { notifyFailure, notifySuccess } from "../../lib/feedback";
import { useI18n } from "../../lib/i18n";
import { trpc } from "../../lib/trpc";
import {
  applyServerError,
  Form,
  FormError,
  FormField,
  type FormOutput,
  SubmitButton,
  useSchemaForm,
} from "../form";

/** The visitor's part of the report: the church is the page's (docs/product/freshness.md#reports). */
const reportFormSchema = churchReportSchema.omit({ churchId: true });

interface ReportProblemProps {
  church: { id: number; name: string };
  /** The trigger's look: a quiet link-like button on the page, a small one in the map's popup. */
  triggerProps?: ButtonProps;
}

/**
 * "Something wrong?": anyone reports a problem with a listing, no account. The honeypot field is out of sight
 * and out of the tab order; a person leaves it empty.
 */
export function ReportProblem({ church, triggerProps }: ReportProblemProps) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} {...triggerProps}>
        <LuFlag aria-hidden="true" />
        {t("freshness.report.open")}
      </Button>
      <Dialog.Root
        open={open}
        onOpenChange={(details) => !details.open && setOpen(false)}
        placement="center"
        size={{ base: "full", sm: "md" }}
        scrollBehavior="inside"
        lazyMount
        unmountOnExit
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <ReportForm church={church} onDone={() => setOpen(false)} />
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}

function ReportForm({ church, onDone }: { church: { id: number; name: string }; onDone: () => void }) {
  const { t } = useI18n();
  const form = useSchemaForm(reportFormSchema, {
    defaultValues: { kind: undefined, comment: "", email: "", website: "" },
  });
  const kind = useWatch({ control: form.control, name: "kind" });
  const send = useMutation(trpc.freshness.report.mutationOptions());
  const onSubmit = (data: FormOutput<typeof reportFormSchema>) =>
    send.mutate(
      { ...data, churchId: church.id },
      {
        onSuccess: () => {
          notifySuccess(t("freshness.report.sentTitle"), t("freshness.report.sent"));
          onDone();
        },
        onError: (error) => {
          if (applyServerError(form, error)) return;
          notifyFailure(error, { signedOut: false });
        },
      },
    );
  return (
    <Form form={form} onSubmit={onSubmit}>
      <Dialog.Header>
        <Dialog.Title>{t("freshness.report.title")}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="5">
          <Text color="fg.muted">{t("freshness.report.intro", { church: church.name })}</Text>
          <FormField name="kind" label={t("freshness.report.kindLabel")} group required>
            <RadioGroup.Root
              value={kind ?? null}
              onValueChange={(details) =>
                details.value && form.setValue("kind", details.value as ReportKind, { shouldValidate: true })
              }
              colorPalette="brand"
              aria-labelledby={undefined}
            >
              <Stack gap="2">
                {REPORT_KINDS.map((option) => (
                  <RadioGroup.Item
                    key={option}
                    value={option}
                    borderWidth="1px"
                    rounded="l2"
                    px="3"
                    py="2.5"
                    cursor="pointer"
                    _checked={{ borderColor: "brand.solid", bg: "brand.subtle" }}
                  >
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{t(`freshness.report.kinds.${option}`)}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </Stack>
            </RadioGroup.Root>
          </FormField>
          <FormField
            name="comment"
            label={t("freshness.report.comment")}
            helper={t("freshness.report.commentHelp", { max: REPORT_COMMENT_MAX })}
          >
            <Textarea rows={3} maxLength={REPORT_COMMENT_MAX} {...form.register("comment")} />
          </FormField>
          <FormField
            name="email"
            label={t("freshness.report.email")}
            helper={t("freshness.report.emailHelp")}
          >
            <Input type="email" autoComplete="email" inputMode="email" {...form.register("email")} />
          </FormField>
          {/* The honeypot: hidden from people and screen readers; a robot fills it (services/freshness/reports.ts). */}
          <Box
            aria-hidden="true"
            position="absolute"
            left="-10000px"
            top="auto"
            w="1px"
            h="1px"
            overflow="hidden"
          >
            <label>
              {t("freshness.report.honeypot")}
              <input type="text" tabIndex={-1} autoComplete="off" {...form.register("website")} />
            </label>
          </Box>
          <FormError />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" type="button" onClick={onDone}>
          {t("freshness.report.cancel")}
        </Button>
        <SubmitButton pending={send.isPending} pendingText={t("freshness.report.submit")}>
          {t("freshness.report.submit")}
        </SubmitButton>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" />
      </Dialog.CloseTrigger>
    </Form>
  );
}
