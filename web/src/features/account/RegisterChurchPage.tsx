import { combinedRegistrationFormSchema } from "@app/shared";
import { localizedPath, MSG } from "@app/shared/i18n";
import { Card, Heading, Link, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link as RouterLink, useRouter } from "@tanstack/react-router";
import { type ReactNode, useId, useState } from "react";
import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import {
  Form,
  FormError,
  type FormOutput,
  type FormValues,
  SubmitButton,
  useSchemaForm,
} from "../../components/form";
import { PageContainer, PageHeader } from "../../components/layout/Page";
import { Button } from "../../components/ui/button";
import { UPLOAD_ENDPOINTS, uploadImage } from "../../components/upload";
import { notifyFormFailure, notifySuccess } from "../../lib/feedback";
import { currentLocale } from "../../lib/i18n";
import { trpc } from "../../lib/trpc";
import { AccountFields, checkPasswordsMatch } from "./login/AccountFields";
import { SignedInNotice } from "./login/SignedInNotice";
import { ChurchFields } from "./register/ChurchFields";
import { EMPTY_CHURCH } from "./register/values";
import { CheckYourEmail } from "./register-church/CheckYourEmail";
import { ChurchPhotoField } from "./register-church/ChurchPhotoField";

type Schema = typeof combinedRegistrationFormSchema;

/** The account, and the church under `churchData`; the photo's URL is filled in once it is uploaded. */
const EMPTY: FormValues<Schema> = {
  firstName: "",
  lastName: "",
  email: "",
  password: "",
  confirmPassword: "",
  churchData: { ...EMPTY_CHURCH, imageUrl: null },
};

export function RegisterChurchPage() {
  const { t } = useTranslation();
  const form = useSchemaForm(combinedRegistrationFormSchema, { defaultValues: EMPTY });
  /** Picked, not yet uploaded: it goes up when the form is sent, and its URL into `churchData.imageUrl`. */
  const [photo, setPhoto] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  /** Set when the registration was received but did not sign anyone in: the email already had an account. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const router = useRouter();
  const register = useMutation(trpc.auth.registerChurch.mutationOptions());
  const busy = uploading || register.isPending;

  const onSubmit = async ({ email }: FormOutput<Schema>) => {
    // Who was signed in before: a visitor who gives their own account's email registers nothing new either.
    const before = queryClient.getQueryData(trpc.auth.me.queryKey());
    let imageUrl: string | null = null;
    if (photo) {
      setUploading(true);
      // As in public registration, a failed photo upload does not stop the registration.
      imageUrl = await uploadImage(photo, UPLOAD_ENDPOINTS.churchImage).catch(() => null);
      setUploading(false);
    }
    // The values as typed (the server parses them with the same schema), without confirmPassword.
    const { confirmPassword: _confirm, ...account } = form.getValues();
    const payload = { ...account, churchData: { ...account.churchData, imageUrl } };
    register.mutate(payload, {
      // The server answers the same whether or not the email already had an account (so the form cannot
      // reveal who has one); only a new account is signed in. Who is signed in now tells the two apart.
      onSuccess: async () => {
        const me = await queryClient.fetchQuery({ ...trpc.auth.me.queryOptions(), staleTime: 0 });
        if (me?.email !== email || before?.email === email) {
          setSentTo(email);
          return;
        }
        notifySuccess(
          t("messages.REGISTRATION_SUCCESSFUL.title"),
          t("messages.REGISTRATION_SUCCESSFUL.combined"),
        );
        // history.push takes the address as written (the router's rewrite does not see it): keep the language.
        router.history.push(localizedPath("/", currentLocale()));
      },
      onError: (error) => {
        notifyFormFailure(form, error, {
          title: t("messages.REGISTRATION_FAILED.title"),
          fallback: t("messages.REGISTRATION_FAILED.combinedFallback"),
          signedOut: false,
        });
      },
    });
  };

  if (sentTo) return <CheckYourEmail email={sentTo} />;

  return (
    <PageContainer maxW="4xl">
      <PageHeader
        eyebrow={t("registerChurch.eyebrow")}
        title={t("registerChurch.title")}
        description={t("registerChurch.description")}
      />
      <SignedInNotice offerRegister mb="6" />
      <Form form={form} onSubmit={onSubmit} onInvalid={() => checkPasswordsMatch(form)}>
        <Card.Root rounded="card" shadow="card" borderColor="border.muted">
          <Card.Body gap="10" p={{ base: "5", md: "8" }}>
            <FormSection
              title={t("registerChurch.account.title")}
              description={t("registerChurch.account.description")}
            >
              <AccountFields emailLabel={t("registerChurch.account.email")} layout="page" />
            </FormSection>

            <FormSection
              title={t("account.register.churchInformation")}
              description={t("registerChurch.church.description")}
            >
              <ChurchFields part="name" prefix="churchData." />
              <Controller
                control={form.control}
                name="churchData.imageUrl"
                render={({ field, fieldState }) => (
                  <ChurchPhotoField
                    file={photo}
                    onChange={(file) => {
                      setPhoto(file);
                      form.clearErrors(field.name);
                    }}
                    onTooLarge={() =>
                      form.setError(field.name, {
                        type: "size",
                        message: MSG.messages.COMBINED_IMAGE_TOO_LARGE,
                      })
                    }
                    error={fieldState.error?.message}
                    focusRef={field.ref}
                    disabled={busy}
                  />
                )}
              />
              <ChurchFields part="location" prefix="churchData." stateAs="code" />
              <ChurchFields part="contact" prefix="churchData." />
              <ChurchFields part="details" prefix="churchData." />
            </FormSection>
            <ChurchFields part="services" prefix="churchData." />
            <ChurchFields part="facets" prefix="churchData." />

            <Stack gap="4">
              <FormError />
              <Stack direction={{ base: "column-reverse", sm: "row" }} justify="flex-end" gap="3">
                <Button asChild variant="outline">
                  <RouterLink to="/">{t("common.cancel")}</RouterLink>
                </Button>
                <SubmitButton pending={busy} pendingText={t("account.signUp.pending")}>
                  {t("registerChurch.submit")}
                </SubmitButton>
              </Stack>
              <Text textStyle="sm" color="fg.muted" textAlign={{ base: "center", sm: "end" }}>
                {t("account.signUp.haveAccount")}{" "}
                <Link asChild color="brand.fg" fontWeight="medium">
                  <RouterLink to="/auth">{t("account.signUp.signIn")}</RouterLink>
                </Link>
              </Text>
            </Stack>
          </Card.Body>
        </Card.Root>
      </Form>
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
