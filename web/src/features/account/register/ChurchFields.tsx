import { CHURCH_STATES } from "@app/shared";
import { Grid, Input, NativeSelect, Textarea } from "@chakra-ui/react";
import { useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormField } from "../../../components/form";
import { FacetsField } from "./FacetsField";
import { ServiceEditor } from "./ServiceEditor";
import type { ChurchFormField } from "./values";
import { WorshipLanguagesField } from "./WorshipLanguagesField";

const twoColumns = { base: "1fr", md: "repeat(2, minmax(0, 1fr))" };

/** One part of the church's fields, as the forms group them under their headings. */
export type ChurchFieldsPart = "name" | "location" | "contact" | "details" | "services" | "facets";

interface ChurchFieldsProps {
  part: ChurchFieldsPart;
  /** Where the church's fields sit in the form's values: "" (/register, /profile) or "churchData." (/register-church). */
  prefix?: "" | "churchData.";
  /** The ten states of the association as a dropdown (/register), or a two-letter code (/profile, /register-church). */
  stateAs?: "select" | "code";
  /** /register asks for the church email twice, and requires it. */
  confirmEmail?: boolean;
  emailRequired?: boolean;
}

/**
 * The church's fields of a `<Form>` whose values hold `ChurchFormValues` (at `prefix`): /register,
 * /register-church and /profile show the same labels, controls and messages.
 */
export function ChurchFields({
  part,
  prefix = "",
  stateAs = "code",
  confirmEmail,
  emailRequired,
}: ChurchFieldsProps) {
  const { t } = useTranslation();
  const { register } = useFormContext();
  // The field's path in the form's values, and its registration on the form.
  const f = (name: ChurchFormField | "confirmEmail") => `${prefix}${name}`;
  const r = (name: Exclude<ChurchFormField, "worshipLanguages" | "services" | "facets"> | "confirmEmail") =>
    register(f(name));
  switch (part) {
    case "name":
      return (
        <Grid templateColumns={twoColumns} gap="4">
          <FormField name={f("name")} label={t("account.church.name")} required>
            <Input autoComplete="organization" {...r("name")} />
          </FormField>
          <FormField name={f("pastorName")} label={t("account.church.pastorName")}>
            <Input autoComplete="name" {...r("pastorName")} />
          </FormField>
        </Grid>
      );
    case "location":
      return (
        <>
          <FormField name={f("address")} label={t("account.church.address")} required>
            <Input autoComplete="address-line1" {...r("address")} />
          </FormField>
          <Grid
            templateColumns={{ base: "1fr", sm: "minmax(0, 2fr) minmax(0, 1.3fr) minmax(0, 1fr)" }}
            gap="4"
          >
            <FormField name={f("city")} label={t("account.church.city")} required>
              <Input autoComplete="address-level2" {...r("city")} />
            </FormField>
            <FormField name={f("state")} label={t("account.church.state")} required>
              {stateAs === "select" ? (
                <NativeSelect.Root>
                  <NativeSelect.Field placeholder={t("account.church.selectState")} {...r("state")}>
                    {CHURCH_STATES.map((state) => (
                      <option key={state.code} value={state.code}>
                        {state.name}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              ) : (
                <Input
                  maxLength={2}
                  placeholder={t("account.church.statePlaceholder")}
                  textTransform="uppercase"
                  autoComplete="address-level1"
                  {...r("state")}
                />
              )}
            </FormField>
            <FormField name={f("zipCode")} label={t("account.church.zipCode")} required>
              <Input inputMode="numeric" autoComplete="postal-code" {...r("zipCode")} />
            </FormField>
          </Grid>
        </>
      );
    case "contact":
      return (
        <Grid templateColumns={twoColumns} gap="4">
          <FormField name={f("phone")} label={t("account.church.phone")}>
            <Input type="tel" autoComplete="tel" placeholder="(555) 123-4567" {...r("phone")} />
          </FormField>
          <FormField name={f("website")} label={t("account.church.website")}>
            <Input
              type="url"
              autoComplete="url"
              placeholder={t("account.church.websitePlaceholder")}
              {...r("website")}
            />
          </FormField>
          <FormField name={f("email")} label={t("account.church.email")} required={emailRequired}>
            <Input
              type="email"
              autoComplete="email"
              placeholder={t("account.church.emailPlaceholder")}
              {...r("email")}
            />
          </FormField>
          {confirmEmail && (
            <FormField name={f("confirmEmail")} label={t("account.church.confirmEmail")} required>
              <Input
                type="email"
                autoComplete="email"
                placeholder={t("account.church.emailPlaceholder")}
                {...r("confirmEmail")}
              />
            </FormField>
          )}
        </Grid>
      );
    case "details":
      return (
        <>
          <Grid templateColumns={{ base: "1fr", md: "minmax(0, 1fr) minmax(0, 2fr)" }} gap="4">
            <FormField name={f("memberCount")} label={t("account.church.memberCount")}>
              <Input
                type="number"
                min={0}
                inputMode="numeric"
                placeholder={t("account.church.memberCountPlaceholder")}
                {...r("memberCount")}
              />
            </FormField>
          </Grid>
          <FormField name={f("description")} label={t("account.church.description")}>
            <Textarea
              rows={4}
              placeholder={t("account.church.descriptionPlaceholder")}
              {...r("description")}
            />
          </FormField>
          <WorshipLanguagesField name={f("worshipLanguages")} />
        </>
      );
    case "services":
      return <ServiceEditor prefix={prefix} />;
    case "facets":
      return <FacetsField prefix={prefix} />;
  }
}
