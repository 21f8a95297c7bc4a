import {
  PLANT_TIMELINES,
  type PlantRequestInput,
  plantRequestSchema,
  REQUEST_SUBMITTED,
  US_STATES,
} from "@app/shared";
import { Card, Input, Separator, Stack, Textarea } from "@chakra-ui/react";
import { FormField } from "../../components/form";
import { PageContainer, PageHeader } from "../../components/layout/Page";
import { trpc } from "../../lib/trpc";
import { FormActions } from "./FormActions";
import { FormSection, FullRow } from "./FormSection";
import { SelectInput } from "./SelectInput";
import { SubmissionSuccess } from "./SubmissionSuccess";
import { usePublicForm } from "./use-public-form";

type Values = { [K in keyof Required<PlantRequestInput>]: string };

const EMPTY: Values = {
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
};

export function ChurchPlantRequestPage() {
  const form = usePublicForm({
    initial: EMPTY,
    schema: plantRequestSchema,
    mutation: trpc.planting.create.mutationOptions(),
    success: REQUEST_SUBMITTED,
  });
  const { values, errors, setField } = form;
  const text = (field: keyof Values) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => setField(field, event.target.value),
  });

  if (form.submitted) {
    return (
      <SubmissionSuccess title="Request Submitted!">
        Thank you for sharing your community's need for a new church. Our church planting team will review
        your request and be in touch with you soon.
      </SubmissionSuccess>
    );
  }

  return (
    <PageContainer maxW="3xl">
      <PageHeader
        eyebrow="Church Planting"
        title="Request a Church Plant"
        description="Tell us about a community that needs a new church, and we will be in touch."
      />
      <Card.Root shadow="card" rounded="card" borderWidth="0">
        <Card.Body p={{ base: "5", md: "8" }}>
          <Stack asChild gap="8">
            <form onSubmit={form.onSubmit} noValidate aria-label="Church plant request">
              <FormSection title="About You">
                <FormField label="Your Name" error={errors.requestorName} required>
                  <Input autoComplete="name" maxLength={100} {...text("requestorName")} />
                </FormField>
                <FormField label="Email Address" error={errors.requestorEmail} required>
                  <Input type="email" autoComplete="email" maxLength={100} {...text("requestorEmail")} />
                </FormField>
                <FormField label="Phone Number" error={errors.requestorPhone}>
                  <Input type="tel" autoComplete="tel" maxLength={20} {...text("requestorPhone")} />
                </FormField>
              </FormSection>
              <Separator />
              <FormSection title="Your Community">
                <FormField label="City" error={errors.cityName} required>
                  <Input autoComplete="address-level2" maxLength={100} {...text("cityName")} />
                </FormField>
                <FormField label="State" error={errors.stateName} required>
                  <SelectInput
                    name="stateName"
                    placeholder="Select a state"
                    options={US_STATES}
                    value={values.stateName}
                    onChange={(value) => setField("stateName", value)}
                  />
                </FormField>
                <FormField label="City Population (approx.)" error={errors.population}>
                  <Input type="number" inputMode="numeric" min={0} step={1} {...text("population")} />
                </FormField>
                <FormField label="Preferred Timeline" error={errors.timeline}>
                  <SelectInput
                    name="timeline"
                    placeholder="Select a timeline"
                    options={PLANT_TIMELINES}
                    value={values.timeline}
                    onChange={(value) => setField("timeline", value)}
                  />
                </FormField>
                <FullRow>
                  <FormField
                    label="Why does your community need a new church?"
                    error={errors.reasonForRequest}
                    required
                  >
                    <Textarea rows={4} maxLength={5000} {...text("reasonForRequest")} />
                  </FormField>
                </FullRow>
                <FullRow>
                  <FormField
                    label="Specific Community Needs"
                    helper="Families, students, a language group, recovery ministry..."
                    error={errors.communityNeeds}
                  >
                    <Textarea rows={3} maxLength={5000} {...text("communityNeeds")} />
                  </FormField>
                </FullRow>
                <FullRow>
                  <FormField label="Existing Churches in the Area" error={errors.existingChurches}>
                    <Textarea rows={3} maxLength={5000} {...text("existingChurches")} />
                  </FormField>
                </FullRow>
                <FullRow>
                  <FormField
                    label="Local Support"
                    helper="People, churches or organizations ready to help a new church"
                    error={errors.supportNetwork}
                  >
                    <Textarea rows={3} maxLength={5000} {...text("supportNetwork")} />
                  </FormField>
                </FullRow>
                <FullRow>
                  <FormField label="Additional Information" error={errors.additionalInfo}>
                    <Textarea rows={3} maxLength={5000} {...text("additionalInfo")} />
                  </FormField>
                </FullRow>
              </FormSection>
              <FormActions submitLabel="Submit Request" pending={form.pending} />
            </form>
          </Stack>
        </Card.Body>
      </Card.Root>
    </PageContainer>
  );
}
