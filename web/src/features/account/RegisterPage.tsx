import {
  publicChurchRegistrationSchema,
  REDIRECT_DELAY_MS,
  REGISTRATION_FAILED,
  REGISTRATION_SUCCESSFUL,
} from "@app/shared";
import { Alert, Button, Card, chakra, Field, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link as RouterLink, useRouter } from "@tanstack/react-router";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { hasFieldErrors } from "../../components/form";
import { PageContainer, PageHeader } from "../../components/layout/Page";
import { toaster } from "../../components/ui/toaster";
import { ImageUpload, UPLOAD_ENDPOINTS, type UploadStatus } from "../../components/upload";
import { useCurrentUser } from "../../lib/queries";
import { errorMessage, fieldErrors, trpc } from "../../lib/trpc";
import { issuesByPath } from "./login/form";
import { ContactFields, DetailFields, LocationFields, NameFields } from "./register/ChurchFields";
import { FormSection } from "./register/FormSection";
import { firstMessages, useChurchForm } from "./register/use-church-form";
import { EMPTY_REGISTRATION, toRegistrationForm, toRegistrationPayload } from "./register/values";

export function RegisterPage() {
  const { user } = useCurrentUser();
  const { values, errors, setErrors, bind } = useChurchForm(EMPTY_REGISTRATION);
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const [photoStatus, setPhotoStatus] = useState<UploadStatus>("idle");
  const [done, setDone] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const queryClient = useQueryClient();
  const router = useRouter();
  const register = useMutation(trpc.registration.create.mutationOptions());

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => router.history.push(user ? "/profile" : "/"), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, user, router]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = publicChurchRegistrationSchema.safeParse(toRegistrationForm(values));
    if (!parsed.success) {
      setErrors(issuesByPath(parsed));
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus());
      return;
    }
    // Spec: a failed photo upload does not stop the registration; it goes on without the photo.
    const photo = photoStatus === "complete" ? imageUrl : null;
    register.mutate(toRegistrationPayload(values, photo), {
      onSuccess: async () => {
        toaster.create({
          type: "success",
          title: REGISTRATION_SUCCESSFUL.title,
          description: user ? REGISTRATION_SUCCESSFUL.signedIn : REGISTRATION_SUCCESSFUL.anonymous,
        });
        setDone(true);
        await queryClient.invalidateQueries({ queryKey: trpc.account.church.queryKey() });
      },
      onError: (error) => {
        const found = firstMessages(fieldErrors(error));
        setErrors(found);
        if (hasFieldErrors(found)) return;
        toaster.create({
          type: "error",
          title: REGISTRATION_FAILED.title,
          description: errorMessage(error, REGISTRATION_FAILED.publicFallback),
        });
      },
    });
  };

  const busy = register.isPending || done;
  const waitingForPhoto = photoStatus === "uploading";

  return (
    <PageContainer maxW="4xl">
      <PageHeader
        eyebrow="Church directory"
        title="Register Your Church"
        description="Add your church to the directory of our network. Fields marked with * are required."
      />
      <chakra.form ref={form} onSubmit={onSubmit} noValidate>
        <Card.Root rounded="card" shadow="card" borderColor="border.muted">
          <Card.Body gap="10" p={{ base: "5", md: "8" }}>
            <FormSection title="Church Information">
              <NameFields bind={bind} errors={errors} />
            </FormSection>
            <FormSection title="Location">
              <LocationFields bind={bind} errors={errors} stateAs="select" />
            </FormSection>
            <FormSection
              title="Contact Information"
              description="We will send the result of the review to the church email."
            >
              <ContactFields bind={bind} errors={errors} confirmEmail emailRequired />
            </FormSection>
            <FormSection
              title="Church Photo"
              description="Optional: a photo of your building or congregation."
            >
              <Field.Root invalid={errors.imageUrl !== undefined}>
                <Field.Label srOnly>Church Photo</Field.Label>
                <ImageUpload
                  value={imageUrl}
                  onChange={(url) => {
                    setImageUrl(url);
                    setErrors((current) => ({ ...current, imageUrl: undefined }));
                  }}
                  onStatusChange={setPhotoStatus}
                  endpoint={UPLOAD_ENDPOINTS.churchImage}
                  label="Church photo"
                  disabled={busy}
                />
                <Field.ErrorText>{errors.imageUrl}</Field.ErrorText>
              </Field.Root>
            </FormSection>
            <FormSection title="Additional Details">
              <DetailFields bind={bind} errors={errors} />
            </FormSection>

            <Alert.Root status="info" rounded="l3">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>Manual review</Alert.Title>
                <Alert.Description>
                  All church registrations are manually reviewed by our team. You will receive an email within
                  24-48 hours once your registration has been reviewed.
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>

            <Stack gap="2">
              <Stack direction={{ base: "column-reverse", sm: "row" }} justify="flex-end" gap="3">
                <Button asChild variant="outline">
                  <RouterLink to="/">Back to Home</RouterLink>
                </Button>
                <Button
                  type="submit"
                  colorPalette="brand"
                  loading={busy}
                  loadingText="Submitting..."
                  disabled={waitingForPhoto}
                >
                  Submit Registration
                </Button>
              </Stack>
              {waitingForPhoto && (
                <Text
                  textStyle="sm"
                  color="fg.muted"
                  textAlign={{ base: "center", sm: "end" }}
                  aria-live="polite"
                >
                  Waiting for the photo upload to finish...
                </Text>
              )}
            </Stack>
          </Card.Body>
        </Card.Root>
      </chakra.form>
    </PageContainer>
  );
}
