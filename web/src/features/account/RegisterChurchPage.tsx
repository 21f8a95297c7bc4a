import {
  combinedRegistrationFormSchema,
  PASSWORDS_DONT_MATCH,
  REGISTRATION_FAILED,
  REGISTRATION_SUCCESSFUL,
} from "@app/shared";
import { Button, Card, chakra, Grid, Heading, Input, Link, Stack, Text, Textarea } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link as RouterLink, useRouter } from "@tanstack/react-router";
import { type ChangeEvent, type FormEvent, type ReactNode, useId, useRef, useState } from "react";
import { FormField, hasFieldErrors, serverErrors } from "../../components/form";
import { PageContainer, PageHeader } from "../../components/layout/Page";
import { toaster } from "../../components/ui/toaster";
import { UPLOAD_ENDPOINTS, uploadImage } from "../../components/upload";
import { errorMessage, trpc } from "../../lib/trpc";
import { type FormErrors, issuesByPath } from "./login/form";
import { PasswordInput } from "./login/PasswordInput";
import { CheckYourEmail } from "./register-church/CheckYourEmail";
import { ChurchPhotoField } from "./register-church/ChurchPhotoField";
import {
  type AccountField,
  type ChurchField,
  EMPTY_VALUES,
  type RegisterChurchValues,
  toFormInput,
  toPayload,
} from "./register-church/values";

const SERVICE_TIMES_EXAMPLE = "Sunday Worship: 10:00 AM\nWednesday Bible Study: 7:00 PM";

export function RegisterChurchPage() {
  const [values, setValues] = useState<RegisterChurchValues>(EMPTY_VALUES);
  const [errors, setErrors] = useState<FormErrors>({});
  const [photo, setPhoto] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  /** Set when the registration was received but did not sign anyone in: the email already had an account. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const queryClient = useQueryClient();
  const router = useRouter();
  const register = useMutation(trpc.auth.registerChurch.mutationOptions());
  const busy = uploading || register.isPending;

  const account = (field: AccountField) => ({
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
  });
  const church = (field: ChurchField) => ({
    name: `churchData.${field}`,
    value: values.churchData[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setValues((current) => ({
        ...current,
        churchData: { ...current.churchData, [field]: event.target.value },
      }));
      setErrors((current) => ({ ...current, [`churchData.${field}`]: undefined }));
    },
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = combinedRegistrationFormSchema.safeParse(toFormInput(values));
    if (!parsed.success) {
      const found = issuesByPath(parsed);
      // zod checks the match only once every other field is valid; tell the visitor now, not on a later try.
      if (values.confirmPassword !== values.password) found.confirmPassword ??= PASSWORDS_DONT_MATCH;
      setErrors(found);
      // Long form: take the visitor to the first field that needs attention.
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus());
      return;
    }
    let imageUrl: string | null = null;
    if (photo) {
      setUploading(true);
      // As in public registration, a failed photo upload does not stop the registration.
      imageUrl = await uploadImage(photo, UPLOAD_ENDPOINTS.churchImage).catch(() => null);
      setUploading(false);
    }
    const email = parsed.data.email;
    register.mutate(toPayload(values, imageUrl), {
      // The server answers the same whether or not the email already had an account (so the form cannot
      // reveal who has one); only a new account is signed in. Who is signed in now tells the two apart.
      onSuccess: async () => {
        const me = await queryClient.fetchQuery({ ...trpc.auth.me.queryOptions(), staleTime: 0 });
        if (me?.email !== email) {
          setSentTo(email);
          return;
        }
        toaster.create({
          type: "success",
          title: REGISTRATION_SUCCESSFUL.title,
          description: REGISTRATION_SUCCESSFUL.combined,
        });
        router.history.push("/");
      },
      onError: (error) => {
        const found = serverErrors(error);
        setErrors(found);
        if (hasFieldErrors(found)) return;
        toaster.create({
          type: "error",
          title: REGISTRATION_FAILED.title,
          description: errorMessage(error, REGISTRATION_FAILED.combinedFallback),
        });
      },
    });
  };

  if (sentTo) return <CheckYourEmail email={sentTo} />;

  return (
    <PageContainer maxW="4xl">
      <PageHeader
        eyebrow="Church account"
        title="Create Church Account"
        description="Create your account and register your church in one step. Our team reviews every new church, and we will email you within 24-48 hours."
      />
      <chakra.form ref={form} onSubmit={onSubmit} noValidate>
        <Card.Root rounded="card" shadow="card" borderColor="border.muted">
          <Card.Body gap="10" p={{ base: "5", md: "8" }}>
            <FormSection
              title="Account Information"
              description="You will sign in with this email and password."
            >
              <Grid templateColumns={{ base: "1fr", md: "repeat(2, minmax(0, 1fr))" }} gap="4">
                <FormField label="First Name" error={errors.firstName} required>
                  <Input autoComplete="given-name" {...account("firstName")} />
                </FormField>
                <FormField label="Last Name" error={errors.lastName} required>
                  <Input autoComplete="family-name" {...account("lastName")} />
                </FormField>
              </Grid>
              <FormField label="Login Email" error={errors.email} required>
                <Input
                  type="email"
                  autoComplete="email"
                  placeholder="you@yourchurch.org"
                  {...account("email")}
                />
              </FormField>
              <Grid templateColumns={{ base: "1fr", md: "repeat(2, minmax(0, 1fr))" }} gap="4">
                <FormField
                  label="Password"
                  error={errors.password}
                  helper={errors.password ? undefined : "At least 8 characters."}
                  required
                >
                  <PasswordInput autoComplete="new-password" {...account("password")} />
                </FormField>
                <FormField label="Confirm Password" error={errors.confirmPassword} required>
                  <PasswordInput autoComplete="new-password" {...account("confirmPassword")} />
                </FormField>
              </Grid>
            </FormSection>

            <FormSection
              title="Church Information"
              description="How your church will appear in the directory once it is approved."
            >
              <FormField label="Church Name" error={errors["churchData.name"]} required>
                <Input autoComplete="organization" {...church("name")} />
              </FormField>
              <ChurchPhotoField
                file={photo}
                onChange={(file) => {
                  setPhoto(file);
                  setErrors((current) => ({ ...current, "churchData.imageUrl": undefined }));
                }}
                error={errors["churchData.imageUrl"]}
                disabled={busy}
              />
              <FormField label="Street Address" error={errors["churchData.address"]} required>
                <Input autoComplete="street-address" {...church("address")} />
              </FormField>
              <Grid
                templateColumns={{ base: "1fr", sm: "minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)" }}
                gap="4"
              >
                <FormField label="City" error={errors["churchData.city"]} required>
                  <Input autoComplete="address-level2" {...church("city")} />
                </FormField>
                <FormField label="State" error={errors["churchData.state"]} required>
                  <Input
                    maxLength={2}
                    placeholder="IA"
                    autoComplete="address-level1"
                    textTransform="uppercase"
                    {...church("state")}
                  />
                </FormField>
                <FormField label="ZIP Code" error={errors["churchData.zipCode"]} required>
                  <Input inputMode="numeric" autoComplete="postal-code" {...church("zipCode")} />
                </FormField>
              </Grid>
              <Grid templateColumns={{ base: "1fr", md: "repeat(2, minmax(0, 1fr))" }} gap="4">
                <FormField label="Phone" error={errors["churchData.phone"]}>
                  <Input type="tel" autoComplete="tel" {...church("phone")} />
                </FormField>
                <FormField label="Church Email" error={errors["churchData.email"]}>
                  <Input type="email" placeholder="office@yourchurch.org" {...church("email")} />
                </FormField>
                <FormField label="Website" error={errors["churchData.website"]}>
                  <Input
                    type="url"
                    placeholder="https://yourchurch.org"
                    autoComplete="url"
                    {...church("website")}
                  />
                </FormField>
                <FormField label="Pastor Name" error={errors["churchData.pastorName"]}>
                  <Input {...church("pastorName")} />
                </FormField>
              </Grid>
              <Grid templateColumns={{ base: "1fr", md: "minmax(0, 2fr) minmax(0, 1fr)" }} gap="4">
                <FormField label="Service Times" error={errors["churchData.serviceTimes"]}>
                  <Textarea rows={3} placeholder={SERVICE_TIMES_EXAMPLE} {...church("serviceTimes")} />
                </FormField>
                <FormField label="Member Count" error={errors["churchData.memberCount"]}>
                  <Input type="number" min={0} inputMode="numeric" {...church("memberCount")} />
                </FormField>
              </Grid>
              <FormField label="Description" error={errors["churchData.description"]}>
                <Textarea
                  rows={4}
                  placeholder="Tell visitors about your church and its ministries."
                  {...church("description")}
                />
              </FormField>
            </FormSection>

            <Stack gap="4">
              <Stack direction={{ base: "column-reverse", sm: "row" }} justify="flex-end" gap="3">
                <Button asChild variant="outline">
                  <RouterLink to="/">Cancel</RouterLink>
                </Button>
                <Button type="submit" colorPalette="brand" loading={busy} loadingText="Creating Account...">
                  Create Church Account
                </Button>
              </Stack>
              <Text textStyle="sm" color="fg.muted" textAlign={{ base: "center", sm: "end" }}>
                Already have an account?{" "}
                <Link asChild color="brand.fg" fontWeight="medium">
                  <RouterLink to="/auth">Sign in</RouterLink>
                </Link>
              </Text>
            </Stack>
          </Card.Body>
        </Card.Root>
      </chakra.form>
    </PageContainer>
  );
}

function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Stack as="section" gap="5" aria-labelledby={headingId}>
      <Stack gap="1" pb="3" borderBottomWidth="1px" borderColor="border.muted">
        <Heading as="h2" id={headingId} size="lg" letterSpacing="tight">
          {title}
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          {description}
        </Text>
      </Stack>
      {children}
    </Stack>
  );
}
