import { publicChurchRegistrationSchema, REDIRECT_DELAY_MS } from "@app/shared";
import { localizedPath } from "@app/shared/i18n";
import { Alert, Card } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link as RouterLink, useRouter } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, type FormOutput, useSchemaForm } from "../../components/form";
import { PageContainer, PageHeader } from "../../components/layout/Page";
import { Button } from "../../components/ui/button";
import { ImageUpload, UPLOAD_ENDPOINTS, type UploadStatus } from "../../components/upload";
import { notifyFormFailure, notifySuccess, refreshAfter } from "../../lib/feedback";
import { currentLocale } from "../../lib/i18n";
import { useCurrentUser } from "../../lib/queries";
import { trpc } from "../../lib/trpc";
import { ChurchFields } from "./register/ChurchFields";
import { ChurchFormActions } from "./register/ChurchFormActions";
import { FormSection } from "./register/FormSection";
import { EMPTY_REGISTRATION, toRegistrationPayload } from "./register/values";

export function RegisterPage() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const form = useSchemaForm(publicChurchRegistrationSchema, { defaultValues: EMPTY_REGISTRATION });
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const [photoStatus, setPhotoStatus] = useState<UploadStatus>("idle");
  const [done, setDone] = useState(false);
  const queryClient = useQueryClient();
  const router = useRouter();
  const register = useMutation(trpc.registration.create.mutationOptions());

  useEffect(() => {
    if (!done) return;
    // history.push takes the address as written (the router's rewrite does not see it): keep the language.
    const to = localizedPath(user ? "/profile" : "/", currentLocale());
    const timer = setTimeout(() => router.history.push(to), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, user, router]);

  const onSubmit = (_parsed: FormOutput<typeof publicChurchRegistrationSchema>) => {
    // A failed photo upload does not stop the registration; it goes on without the photo
    // (docs/product/uploads.md#when-an-upload-fails).
    const photo = photoStatus === "complete" ? imageUrl : null;
    // The values as typed: the server parses them with the same schema (blank optional fields stay blank).
    register.mutate(toRegistrationPayload(form.getValues(), photo), {
      onSuccess: async () => {
        notifySuccess(
          t("messages.REGISTRATION_SUCCESSFUL.title"),
          user
            ? t("messages.REGISTRATION_SUCCESSFUL.signedIn")
            : t("messages.REGISTRATION_SUCCESSFUL.anonymous"),
        );
        setDone(true);
        await refreshAfter(queryClient, "ownChurch");
      },
      onError: (error) => {
        notifyFormFailure(form, error, {
          title: t("messages.REGISTRATION_FAILED.title"),
          fallback: t("messages.REGISTRATION_FAILED.publicFallback"),
          signedOut: false,
        });
      },
    });
  };

  const busy = register.isPending || done;
  const waitingForPhoto = photoStatus === "uploading";

  return (
    <PageContainer maxW="4xl">
      <PageHeader
        eyebrow={t("account.register.eyebrow")}
        title={t("account.register.title")}
        description={t("account.register.description")}
      />
      <Form form={form} onSubmit={onSubmit}>
        <Card.Root rounded="card" shadow="card" borderColor="border.muted">
          <Card.Body gap="10" p={{ base: "5", md: "8" }}>
            <FormSection title={t("account.register.churchInformation")}>
              <ChurchFields part="name" />
            </FormSection>
            <FormSection title={t("account.register.location")}>
              <ChurchFields part="location" stateAs="select" />
            </FormSection>
            <FormSection
              title={t("account.register.contact")}
              description={t("account.register.contactDescription")}
            >
              <ChurchFields part="contact" confirmEmail emailRequired />
            </FormSection>
            {/* A photo the server refuses comes back as the form's message, shown above the buttons. */}
            <FormSection
              title={t("account.register.photo")}
              description={t("account.register.photoDescription")}
            >
              <ImageUpload
                value={imageUrl}
                onChange={setImageUrl}
                onStatusChange={setPhotoStatus}
                endpoint={UPLOAD_ENDPOINTS.churchImage}
                label={t("account.register.photoLabel")}
                disabled={busy}
              />
            </FormSection>
            <FormSection title={t("account.register.details")}>
              <ChurchFields part="details" />
            </FormSection>
            <ChurchFields part="services" />
            <ChurchFields part="facets" />

            <Alert.Root status="info" rounded="l3">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t("account.register.reviewTitle")}</Alert.Title>
                <Alert.Description>{t("account.register.reviewText")}</Alert.Description>
              </Alert.Content>
            </Alert.Root>

            <ChurchFormActions
              cancel={
                <Button asChild variant="outline">
                  <RouterLink to="/">{t("common.backToHome")}</RouterLink>
                </Button>
              }
              submitLabel={t("account.register.submit")}
              pending={busy}
              pendingText={t("common.submitting")}
              waitingText={waitingForPhoto ? t("account.register.waitingForPhoto") : null}
            />
          </Card.Body>
        </Card.Root>
      </Form>
    </PageContainer>
  );
}
