import { PLANT_TIMELINES, plantRequestSchema, REQUEST_SUBMITTED, US_STATES } from "@app/shared";
import { Card, Input, Separator, Stack, Textarea } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { Form, FormField } from "../../components/form";
import { PageContainer, PageHeader } from "../../components/layout/Page";
import { trpc } from "../../lib/trpc";
import { FormActions } from "./FormActions";
import { FormSection, FullRow } from "./FormSection";
import { FormSelect } from "./FormSelect";
import { SubmissionSuccess } from "./SubmissionSuccess";
import { usePublicForm } from "./use-public-form";

const EMPTY = {
  requestorName: "",
  requestorEmail: "",
  requestorPhone: "",
  cityName: "",
  stateName: "",
  population: "",
  reasonForRequest: "",
  communityNeeds: "",
  existingChurches: "",
  supportNetwork: "",
  timeline: "",
  additionalInfo: "",
} as const;

export function ChurchPlantRequestPage() {
  const { t } = useTranslation();
  const { form, onSubmit, pending, submitted } = usePublicForm({
    defaultValues: EMPTY,
    schema: plantRequestSchema,
    mutation: trpc.planting.create.mutationOptions(),
    success: REQUEST_SUBMITTED,
  });
  const text = (field: keyof typeof EMPTY) => form.register(field);

  if (submitted) {
    return (
      <SubmissionSuccess title={t("planting.request.successTitle")}>
        {t("planting.request.successText")}
      </SubmissionSuccess>
    );
  }

  return (
    <PageContainer maxW="3xl">
      <PageHeader
        eyebrow={t("planting.eyebrow")}
        title={t("planting.request.title")}
        description={t("planting.request.description")}
      />
      <Card.Root shadow="card" rounded="card" borderWidth="0">
        <Card.Body p={{ base: "5", md: "8" }}>
          <Stack asChild gap="8">
            <Form form={form} onSubmit={onSubmit} aria-label={t("planting.request.formLabel")}>
              <FormSection title={t("planting.request.aboutYou")}>
                <FormField label={t("planting.request.yourName")} name="requestorName" required>
                  <Input autoComplete="name" maxLength={100} {...text("requestorName")} />
                </FormField>
                <FormField label={t("planting.request.email")} name="requestorEmail" required>
                  <Input type="email" autoComplete="email" maxLength={100} {...text("requestorEmail")} />
                </FormField>
                <FormField label={t("planting.request.phone")} name="requestorPhone">
                  <Input type="tel" autoComplete="tel" maxLength={20} {...text("requestorPhone")} />
                </FormField>
              </FormSection>
              <Separator />
              <FormSection title={t("planting.request.yourCommunity")}>
                <FormField label={t("planting.request.city")} name="cityName" required>
                  <Input autoComplete="address-level2" maxLength={100} {...text("cityName")} />
                </FormField>
                <FormField label={t("planting.request.state")} name="stateName" required>
                  <FormSelect
                    field={text("stateName")}
                    placeholder={t("planting.request.statePlaceholder")}
                    options={US_STATES.map((code) => ({ value: code, label: code }))}
                  />
                </FormField>
                <FormField label={t("planting.request.population")} name="population">
                  <Input type="number" inputMode="numeric" min={0} step={1} {...text("population")} />
                </FormField>
                <FormField label={t("planting.request.timeline")} name="timeline">
                  <FormSelect
                    field={text("timeline")}
                    placeholder={t("planting.request.timelinePlaceholder")}
                    options={PLANT_TIMELINES.map((value) => ({
                      value,
                      label: t(`planting.timelines.${value}`),
                    }))}
                  />
                </FormField>
                <FullRow>
                  <FormField label={t("planting.request.reason")} name="reasonForRequest" required>
                    <Textarea rows={4} maxLength={5000} {...text("reasonForRequest")} />
                  </FormField>
                </FullRow>
                <FullRow>
                  <FormField
                    label={t("planting.request.needs")}
                    helper={t("planting.request.needsHelp")}
                    name="communityNeeds"
                  >
                    <Textarea rows={3} maxLength={5000} {...text("communityNeeds")} />
                  </FormField>
                </FullRow>
                <FullRow>
                  <FormField label={t("planting.request.existingChurches")} name="existingChurches">
                    <Textarea rows={3} maxLength={5000} {...text("existingChurches")} />
                  </FormField>
                </FullRow>
                <FullRow>
                  <FormField
                    label={t("planting.request.support")}
                    helper={t("planting.request.supportHelp")}
                    name="supportNetwork"
                  >
                    <Textarea rows={3} maxLength={5000} {...text("supportNetwork")} />
                  </FormField>
                </FullRow>
                <FullRow>
                  <FormField label={t("planting.request.additionalInfo")} name="additionalInfo">
                    <Textarea rows={3} maxLength={5000} {...text("additionalInfo")} />
                  </FormField>
                </FullRow>
              </FormSection>
              <FormActions submitLabel={t("planting.request.submit")} pending={pending} />
            </Form>
          </Stack>
        </Card.Body>
      </Card.Root>
    </PageContainer>
  );
}
