import { CHURCH_STATES } from "@app/shared";
import { Grid, Input, NativeSelect, Textarea } from "@chakra-ui/react";
import type { ChangeEvent } from "react";
import { FormField } from "../../../components/form";
import type { FormErrors } from "../login/form";
import { type ChurchFormField, SERVICE_TIMES_EXAMPLE } from "./values";

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Props for one control: its name, value and change handler. */
export type Bind = (field: ChurchFormField | "confirmEmail") => {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<Control>) => void;
};

interface FieldsProps {
  bind: Bind;
  errors: FormErrors;
}

const twoColumns = { base: "1fr", md: "repeat(2, minmax(0, 1fr))" };

export function NameFields({ bind, errors }: FieldsProps) {
  return (
    <Grid templateColumns={twoColumns} gap="4">
      <FormField label="Church Name" error={errors.name} required>
        <Input autoComplete="organization" {...bind("name")} />
      </FormField>
      <FormField label="Pastor Name" error={errors.pastorName}>
        <Input autoComplete="name" {...bind("pastorName")} />
      </FormField>
    </Grid>
  );
}

/** The ten states of the association as a dropdown (/register), or a two-letter code (/profile). */
export function LocationFields({ bind, errors, stateAs }: FieldsProps & { stateAs: "select" | "code" }) {
  return (
    <>
      <FormField label="Street Address" error={errors.address} required>
        <Input autoComplete="street-address" {...bind("address")} />
      </FormField>
      <Grid templateColumns={{ base: "1fr", sm: "minmax(0, 2fr) minmax(0, 1.3fr) minmax(0, 1fr)" }} gap="4">
        <FormField label="City" error={errors.city} required>
          <Input autoComplete="address-level2" {...bind("city")} />
        </FormField>
        <FormField label="State" error={errors.state} required>
          {stateAs === "select" ? (
            <NativeSelect.Root>
              <NativeSelect.Field placeholder="Select a state" {...bind("state")}>
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
              placeholder="IA"
              textTransform="uppercase"
              autoComplete="address-level1"
              {...bind("state")}
            />
          )}
        </FormField>
        <FormField label="ZIP Code" error={errors.zipCode} required>
          <Input inputMode="numeric" autoComplete="postal-code" {...bind("zipCode")} />
        </FormField>
      </Grid>
    </>
  );
}

/** Phone, website and church email; /register adds the confirmation of the email. */
export function ContactFields({
  bind,
  errors,
  confirmEmail = false,
  emailRequired = false,
}: FieldsProps & { confirmEmail?: boolean; emailRequired?: boolean }) {
  return (
    <Grid templateColumns={twoColumns} gap="4">
      <FormField label="Phone" error={errors.phone}>
        <Input type="tel" autoComplete="tel" placeholder="(555) 123-4567" {...bind("phone")} />
      </FormField>
      <FormField label="Website" error={errors.website}>
        <Input type="url" autoComplete="url" placeholder="https://yourchurch.org" {...bind("website")} />
      </FormField>
      <FormField label="Church Email" error={errors.email} required={emailRequired}>
        <Input type="email" autoComplete="email" placeholder="office@yourchurch.org" {...bind("email")} />
      </FormField>
      {confirmEmail && (
        <FormField label="Confirm Email" error={errors.confirmEmail} required>
          <Input
            type="email"
            autoComplete="email"
            placeholder="office@yourchurch.org"
            {...bind("confirmEmail")}
          />
        </FormField>
      )}
    </Grid>
  );
}

export function DetailFields({ bind, errors }: FieldsProps) {
  return (
    <>
      <Grid templateColumns={{ base: "1fr", md: "minmax(0, 2fr) minmax(0, 1fr)" }} gap="4">
        <FormField label="Service Times" error={errors.serviceTimes}>
          <Textarea rows={3} placeholder={SERVICE_TIMES_EXAMPLE} {...bind("serviceTimes")} />
        </FormField>
        <FormField label="Approximate Member Count" error={errors.memberCount}>
          <Input type="number" min={0} inputMode="numeric" placeholder="e.g. 150" {...bind("memberCount")} />
        </FormField>
      </Grid>
      <FormField label="Description" error={errors.description}>
        <Textarea
          rows={4}
          placeholder="Tell visitors about your church and its ministries."
          {...bind("description")}
        />
      </FormField>
    </>
  );
}
