import {
  APPLICATION_SUBMITTED,
  AVAILABILITY_OPTIONS,
  COMMUNITY_TYPES,
  MARITAL_STATUSES,
  pastoralCandidateSchema,
} from "@app/shared";
import { Card, Checkbox, Input, Separator, Stack, Textarea } from "@chakra-ui/react";
import { Fragment, type ReactNode } from "react";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Form, FormField } from "../../components/form";
import { PageContainer, PageHeader } from "../../components/layout/Page";
import { CheckboxControl } from "../../components/ui/checkbox-control";
import { trpc } from "../../lib/trpc";
import { FormActions } from "./FormActions";
import { FormSection, FullRow } from "./FormSection";
import { FormSelect } from "./FormSelect";
import { SubmissionSuccess } from "./SubmissionSuccess";
import { usePublicForm } from "./use-public-form";

const EMPTY = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  age: "",
  maritalStatus: "",
  hasChildren: false,
  numberOfChildren: "",
  currentRole: "",
  yearsInMinistry: "",
  supportingChurch: "",
  education: "",
  biblicalEducation: "",
  pastoralExperience: "",
  churchPlantingExperience: "",
  specializations: "",
  languagesSpoken: "",
  geographicPreferences: "",
  communityTypePreference: "",
  availability: "",
  references: "",
  statement: "",
  additionalInfo: "",
  submittedBy: "",
  submitterEmail: "",
};
type TextField = Exclude<keyof typeof EMPTY, "hasChildren">;

export function PastoralCandidatePage() {
  const { t } = useTranslation();
  const { form, onSubmit, pending, submitted } = usePublicForm({
    defaultValues: EMPTY,
    schema: pastoralCandidateSchema,
    mutation: trpc.candidates.create.mutationOptions(),
    success: APPLICATION_SUBMITTED,
  });
  const text = (field: TextField) => form.register(field);
  const hasChildren = useWatch({ control: form.control, name: "hasChildren" }) === true;
  const longText = (label: string, field: TextField, maxLength = 5000, helper?: string): ReactNode => (
    <FullRow>
      <FormField label={label} name={field} helper={helper}>
        <Textarea rows={3} maxLength={maxLength} {...text(field)} />
      </FormField>
    </FullRow>
  );

  if (submitted) {
    return (
      <SubmissionSuccess title={t("planting.candidate.successTitle")}>
        {t("planting.candidate.successText")}
      </SubmissionSuccess>
    );
  }

  const sections: Array<{ title: string; description?: string; fields: ReactNode }> = [
    {
      title: t("planting.candidate.personal"),
      fields: (
        <>
          <FormField label={t("planting.candidate.firstName")} name="firstName" required>
            <Input autoComplete="given-name" maxLength={50} {...text("firstName")} />
          </FormField>
          <FormField label={t("planting.candidate.lastName")} name="lastName" required>
            <Input autoComplete="family-name" maxLength={50} {...text("lastName")} />
          </FormField>
          <FormField label={t("planting.candidate.email")} name="email" required>
            <Input type="email" autoComplete="email" maxLength={100} {...text("email")} />
          </FormField>
          <FormField label={t("planting.candidate.phone")} name="phone">
            <Input type="tel" autoComplete="tel" maxLength={20} {...text("phone")} />
          </FormField>
          <FormField label={t("planting.candidate.age")} name="age">
            <Input type="number" inputMode="numeric" min={0} max={150} step={1} {...text("age")} />
          </FormField>
          <FormField label={t("planting.candidate.maritalStatus")} name="maritalStatus">
            <FormSelect
              field={text("maritalStatus")}
              placeholder={t("planting.candidate.maritalPlaceholder")}
              options={MARITAL_STATUSES.map((value) => ({
                value,
                label: t(`planting.maritalStatuses.${value}`),
              }))}
            />
          </FormField>
          <FullRow>
            <Checkbox.Root
              colorPalette="brand"
              checked={hasChildren}
              onCheckedChange={(details) => {
                form.setValue("hasChildren", details.checked === true);
                // A hidden count must not block the form with a message the visitor cannot see.
                if (details.checked !== true) form.resetField("numberOfChildren");
              }}
            >
              <Checkbox.HiddenInput name="hasChildren" />
              <CheckboxControl />
              <Checkbox.Label>{t("planting.candidate.hasChildren")}</Checkbox.Label>
            </Checkbox.Root>
          </FullRow>
          {hasChildren && (
            <FormField label={t("planting.candidate.numberOfChildren")} name="numberOfChildren">
              <Input
                type="number"
                inputMode="numeric"
                min={0}
                max={50}
                step={1}
                {...text("numberOfChildren")}
              />
            </FormField>
          )}
        </>
      ),
    },
    {
      title: t("planting.candidate.background"),
      fields: (
        <>
          <FormField label={t("planting.candidate.currentRole")} name="currentRole">
            <Input maxLength={100} {...text("currentRole")} />
          </FormField>
          <FormField label={t("planting.candidate.yearsInMinistry")} name="yearsInMinistry">
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              step={1}
              {...text("yearsInMinistry")}
            />
          </FormField>
          <FormField label={t("planting.candidate.supportingChurch")} name="supportingChurch">
            <Input maxLength={100} {...text("supportingChurch")} />
          </FormField>
        </>
      ),
    },
    {
      title: t("planting.candidate.education"),
      fields: (
        <>
          {longText(t("planting.candidate.generalEducation"), "education")}
          {longText(t("planting.candidate.biblicalEducation"), "biblicalEducation")}
        </>
      ),
    },
    {
      title: t("planting.candidate.experience"),
      fields: (
        <>
          {longText(t("planting.candidate.pastoralExperience"), "pastoralExperience")}
          {longText(t("planting.candidate.churchPlantingExperience"), "churchPlantingExperience")}
          {longText(t("planting.candidate.specializations"), "specializations")}
          {longText(t("planting.candidate.languagesSpoken"), "languagesSpoken", 1000)}
        </>
      ),
    },
    {
      title: t("planting.candidate.preferences"),
      fields: (
        <>
          {longText(
            t("planting.candidate.geographicPreferences"),
            "geographicPreferences",
            5000,
            t("planting.candidate.geographicHelp"),
          )}
          <FormField label={t("planting.candidate.communityType")} name="communityTypePreference">
            <FormSelect
              field={text("communityTypePreference")}
              placeholder={t("planting.candidate.communityPlaceholder")}
              options={COMMUNITY_TYPES.map((value) => ({
                value,
                label: t(`planting.communityTypes.${value}`),
              }))}
            />
          </FormField>
          <FormField label={t("planting.candidate.availability")} name="availability">
            <FormSelect
              field={text("availability")}
              placeholder={t("planting.candidate.availabilityPlaceholder")}
              options={AVAILABILITY_OPTIONS.map((value) => ({
                value,
                label: t(`planting.availability.${value}`),
              }))}
            />
          </FormField>
        </>
      ),
    },
    {
      title: t("planting.candidate.referencesSection"),
      fields: (
        <>
          {longText(t("planting.candidate.references"), "references")}
          {longText(t("planting.candidate.statement"), "statement", 10000)}
          {longText(t("planting.candidate.additionalInfo"), "additionalInfo")}
        </>
      ),
    },
    {
      title: t("planting.candidate.submission"),
      description: t("planting.candidate.submissionDescription"),
      fields: (
        <>
          <FormField label={t("planting.candidate.submittedBy")} name="submittedBy">
            <Input autoComplete="organization" maxLength={100} {...text("submittedBy")} />
          </FormField>
          <FormField label={t("planting.candidate.submitterEmail")} name="submitterEmail">
            <Input type="email" autoComplete="email" maxLength={100} {...text("submitterEmail")} />
          </FormField>
        </>
      ),
    },
  ];

  return (
    <PageContainer maxW="3xl">
      <PageHeader
        eyebrow={t("planting.eyebrow")}
        title={t("planting.candidate.title")}
        description={t("planting.candidate.description")}
      />
      <Card.Root shadow="card" rounded="card" borderWidth="0">
        <Card.Body p={{ base: "5", md: "8" }}>
          <Stack asChild gap="8">
            <Form form={form} onSubmit={onSubmit} aria-label={t("planting.candidate.formLabel")}>
              {sections.map((section, index) => (
                <Fragment key={section.title}>
                  {index > 0 && <Separator />}
                  <FormSection title={section.title} description={section.description}>
                    {section.fields}
                  </FormSection>
                </Fragment>
              ))}
              <FormActions submitLabel={t("planting.candidate.submit")} pending={pending} />
            </Form>
          </Stack>
        </Card.Body>
      </Card.Root>
    </PageContainer>
  );
}
