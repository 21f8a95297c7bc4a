import {
  APPLICATION_SUBMITTED,
  AVAILABILITY_OPTIONS,
  COMMUNITY_TYPES,
  MARITAL_STATUSES,
  type PastoralCandidateInput,
  pastoralCandidateSchema,
} from "@app/shared";
import { Card, Checkbox, Input, Separator, Stack, Textarea } from "@chakra-ui/react";
import { Fragment, type ReactNode } from "react";
import { FormField } from "../../components/form";
import { PageContainer, PageHeader } from "../../components/layout/Page";
import { trpc } from "../../lib/trpc";
import { FormActions } from "./FormActions";
import { FormSection, FullRow } from "./FormSection";
import { SelectInput } from "./SelectInput";
import { SubmissionSuccess } from "./SubmissionSuccess";
import { usePublicForm } from "./use-public-form";

type TextField = Exclude<keyof PastoralCandidateInput, "hasChildren" | "currentChurchId">;
type Values = { [K in TextField]: string } & { hasChildren: boolean };

const EMPTY: Values = {
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

export function PastoralCandidatePage() {
  const form = usePublicForm({
    initial: EMPTY,
    schema: pastoralCandidateSchema,
    mutation: trpc.candidates.create.mutationOptions(),
    success: APPLICATION_SUBMITTED,
  });
  const { values, errors, setField } = form;
  const text = (field: TextField) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => setField(field, event.target.value),
  });
  const select = (field: TextField) => ({
    name: field,
    value: values[field],
    onChange: (value: string) => setField(field, value),
  });
  const longText = (label: string, field: TextField, maxLength = 5000, helper?: string): ReactNode => (
    <FullRow>
      <FormField label={label} error={errors[field]} helper={helper}>
        <Textarea rows={3} maxLength={maxLength} {...text(field)} />
      </FormField>
    </FullRow>
  );

  if (form.submitted) {
    return (
      <SubmissionSuccess title="Application Submitted!">
        Thank you for your application. Our church planting team will prayerfully review it and contact you
        about the next steps.
      </SubmissionSuccess>
    );
  }

  const sections: Array<{ title: string; description?: string; fields: ReactNode }> = [
    {
      title: "Personal Information",
      fields: (
        <>
          <FormField label="First Name" error={errors.firstName} required>
            <Input autoComplete="given-name" maxLength={50} {...text("firstName")} />
          </FormField>
          <FormField label="Last Name" error={errors.lastName} required>
            <Input autoComplete="family-name" maxLength={50} {...text("lastName")} />
          </FormField>
          <FormField label="Email Address" error={errors.email} required>
            <Input type="email" autoComplete="email" maxLength={100} {...text("email")} />
          </FormField>
          <FormField label="Phone" error={errors.phone}>
            <Input type="tel" autoComplete="tel" maxLength={20} {...text("phone")} />
          </FormField>
          <FormField label="Age" error={errors.age}>
            <Input type="number" inputMode="numeric" min={0} max={150} step={1} {...text("age")} />
          </FormField>
          <FormField label="Marital Status" error={errors.maritalStatus}>
            <SelectInput
              placeholder="Select marital status"
              options={MARITAL_STATUSES}
              {...select("maritalStatus")}
            />
          </FormField>
          <FullRow>
            <Checkbox.Root
              colorPalette="brand"
              checked={values.hasChildren}
              onCheckedChange={(details) => {
                setField("hasChildren", details.checked === true);
                // A hidden count must not block the form with a message the visitor cannot see.
                if (details.checked !== true) setField("numberOfChildren", "");
              }}
            >
              <Checkbox.HiddenInput name="hasChildren" />
              <Checkbox.Control />
              <Checkbox.Label>Do you have children?</Checkbox.Label>
            </Checkbox.Root>
          </FullRow>
          {values.hasChildren && (
            <FormField label="Number of Children" error={errors.numberOfChildren}>
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
      title: "Ministry Background",
      fields: (
        <>
          <FormField label="Current Ministry Role" error={errors.currentRole}>
            <Input maxLength={100} {...text("currentRole")} />
          </FormField>
          <FormField label="Years in Ministry" error={errors.yearsInMinistry}>
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              step={1}
              {...text("yearsInMinistry")}
            />
          </FormField>
          <FormField label="Current/Supporting Church" error={errors.supportingChurch}>
            <Input maxLength={100} {...text("supportingChurch")} />
          </FormField>
        </>
      ),
    },
    {
      title: "Education & Training",
      fields: (
        <>
          {longText("General Education", "education")}
          {longText("Biblical/Theological Education", "biblicalEducation")}
        </>
      ),
    },
    {
      title: "Ministry Experience",
      fields: (
        <>
          {longText("Pastoral Experience", "pastoralExperience")}
          {longText("Church Planting Experience", "churchPlantingExperience")}
          {longText("Ministry Specializations", "specializations")}
          {longText("Languages Spoken", "languagesSpoken", 1000)}
        </>
      ),
    },
    {
      title: "Preferences & Availability",
      fields: (
        <>
          {longText(
            "Geographic Preferences",
            "geographicPreferences",
            5000,
            "States, regions or towns where you would like to serve",
          )}
          <FormField label="Community Type Preference" error={errors.communityTypePreference}>
            <SelectInput
              placeholder="Select a community type"
              options={COMMUNITY_TYPES}
              {...select("communityTypePreference")}
            />
          </FormField>
          <FormField label="Availability" error={errors.availability}>
            <SelectInput
              placeholder="Select availability"
              options={AVAILABILITY_OPTIONS}
              {...select("availability")}
            />
          </FormField>
        </>
      ),
    },
    {
      title: "References & Personal Statement",
      fields: (
        <>
          {longText("References", "references")}
          {longText("Personal Statement", "statement", 10000)}
          {longText("Additional Information", "additionalInfo")}
        </>
      ),
    },
    {
      title: "Submission Information",
      description: "When a church or organization applies on the candidate's behalf.",
      fields: (
        <>
          <FormField label="Submitted By (church/organization)" error={errors.submittedBy}>
            <Input autoComplete="organization" maxLength={100} {...text("submittedBy")} />
          </FormField>
          <FormField label="Submitter Email" error={errors.submitterEmail}>
            <Input type="email" autoComplete="email" maxLength={100} {...text("submitterEmail")} />
          </FormField>
        </>
      ),
    },
  ];

  return (
    <PageContainer maxW="3xl">
      <PageHeader
        eyebrow="Church Planting"
        title="Pastoral Candidate Application"
        description="Apply to serve as a pastor in a new or existing church, or submit an application on a candidate's behalf."
      />
      <Card.Root shadow="card" rounded="card" borderWidth="0">
        <Card.Body p={{ base: "5", md: "8" }}>
          <Stack asChild gap="8">
            <form onSubmit={form.onSubmit} noValidate aria-label="Pastoral candidate application">
              {sections.map((section, index) => (
                <Fragment key={section.title}>
                  {index > 0 && <Separator />}
                  <FormSection title={section.title} description={section.description}>
                    {section.fields}
                  </FormSection>
                </Fragment>
              ))}
              <FormActions submitLabel="Submit Application" pending={form.pending} />
            </form>
          </Stack>
        </Card.Body>
      </Card.Root>
    </PageContainer>
  );
}
