import { CHURCH_CLAIMED, CLAIM_FAILED, MISSING_INFORMATION } from "@app/shared";
import { Button, Card, chakra, Field, Heading, Input, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { toaster } from "../../../components/ui/toaster";
import { errorMessage, trpc } from "../../../lib/trpc";
import type { UnclaimedChurch } from "./types";

interface ClaimPanelProps {
  church: UnclaimedChurch;
  onCancel: () => void;
  /** The claim is complete: the user owns the church now. */
  onClaimed: () => void;
}

const failed = (error: unknown) =>
  toaster.create({
    type: "error",
    title: CLAIM_FAILED.title,
    description: errorMessage(error, CLAIM_FAILED.fallback),
  });

/**
 * Two steps: the listed email (checked by the server, which then mails a code to it), then the code.
 * Keyed by church in the page, so choosing another church starts over.
 */
export function ClaimPanel({ church, onCancel, onClaimed }: ClaimPanelProps) {
  const [email, setEmail] = useState("");
  const [code, setCode] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useMutation(trpc.claims.request.mutationOptions());
  const confirm = useMutation(trpc.claims.confirm.mutationOptions());

  const onRequest = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      toaster.create({
        type: "error",
        title: MISSING_INFORMATION.title,
        description: MISSING_INFORMATION.description,
      });
      return;
    }
    request.mutate(
      { churchId: church.id, verificationData: { email } },
      { onSuccess: (result) => setSentTo(result.sentTo), onError: failed },
    );
  };

  const onConfirm = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate(
      { churchId: church.id, code },
      {
        onSuccess: () => {
          toaster.create({
            type: "success",
            title: CHURCH_CLAIMED.title,
            description: CHURCH_CLAIMED.description,
          });
          onClaimed();
        },
        onError: failed,
      },
    );
  };

  return (
    <Card.Root rounded="card" shadow="cardHover" borderColor="brand.emphasized" borderWidth="2px">
      <Card.Body gap="5" p={{ base: "5", md: "6" }}>
        <Stack gap="1">
          <Text
            textStyle="xs"
            fontWeight="semibold"
            color="brand.fg"
            textTransform="uppercase"
            letterSpacing="wider"
          >
            Claim this church
          </Text>
          <Heading as="h2" size="md" overflowWrap="anywhere">
            {church.name}
          </Heading>
        </Stack>

        {sentTo === null ? (
          <chakra.form onSubmit={onRequest} noValidate>
            <Stack gap="4">
              <Field.Root required>
                <Field.Label>
                  Verification Email <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  type="email"
                  // Scrolled to when a church is chosen: clear of the sticky header.
                  scrollMarginTop="24"
                  scrollMarginBottom="4"
                  autoComplete="email"
                  placeholder="Enter the church's email address"
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                />
                <Field.HelperText>
                  {church.emailHint
                    ? `This must match the church's listed email: ${church.emailHint}`
                    : "This church has no listed email. Please contact support to claim it."}
                </Field.HelperText>
              </Field.Root>
              <Stack direction={{ base: "column-reverse", sm: "row" }} gap="3" justify="flex-end">
                <Button variant="outline" onClick={onCancel} disabled={request.isPending}>
                  Cancel
                </Button>
                <Button
                  type="submit"
                  colorPalette="brand"
                  loading={request.isPending}
                  loadingText="Claiming..."
                  disabled={!email.trim()}
                >
                  Claim This Church
                </Button>
              </Stack>
            </Stack>
          </chakra.form>
        ) : (
          <chakra.form onSubmit={onConfirm} noValidate>
            <Stack gap="4">
              <Text textStyle="sm" aria-live="polite">
                We sent a 6-digit code to <strong>{sentTo}</strong>. It is valid for 15 minutes.
              </Text>
              <Field.Root required>
                <Field.Label>
                  Verification Code <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  placeholder="123456"
                  letterSpacing="widest"
                  value={code}
                  onChange={(event) => setCode(event.target.value.replace(/\D/g, ""))}
                />
              </Field.Root>
              <Stack
                direction={{ base: "column-reverse", sm: "row" }}
                gap="3"
                justify="flex-end"
                flexWrap="wrap"
              >
                <Button variant="ghost" onClick={onCancel} disabled={confirm.isPending}>
                  Cancel
                </Button>
                <Button
                  variant="outline"
                  onClick={() => {
                    setCode("");
                    request.mutate(
                      { churchId: church.id, verificationData: { email } },
                      {
                        onSuccess: (result) => {
                          setSentTo(result.sentTo);
                          toaster.create({
                            type: "info",
                            title: "New code sent",
                            description: `Check ${result.sentTo}.`,
                          });
                        },
                        onError: failed,
                      },
                    );
                  }}
                  loading={request.isPending}
                  loadingText="Sending..."
                  disabled={confirm.isPending}
                >
                  Send a new code
                </Button>
                <Button
                  type="submit"
                  colorPalette="brand"
                  loading={confirm.isPending}
                  loadingText="Claiming..."
                  disabled={code.length !== 6}
                >
                  Confirm Claim
                </Button>
              </Stack>
            </Stack>
          </chakra.form>
        )}
      </Card.Body>
    </Card.Root>
  );
}
