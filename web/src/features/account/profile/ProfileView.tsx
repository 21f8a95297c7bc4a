import { Box, Card, Grid, Heading, Image, Link, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LuChurch } from "react-icons/lu";
import { ImagePlaceholder } from "../../../components/ui/ImagePlaceholder";
import { languageList } from "../../directory/languages";
import type { OwnerChurch } from "./types";

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="1" minW="0">
      <Text
        textStyle="xs"
        fontWeight="semibold"
        color="fg.muted"
        textTransform="uppercase"
        letterSpacing="wide"
      >
        {label}
      </Text>
      <Box textStyle="sm" overflowWrap="anywhere">
        {children}
      </Box>
    </Stack>
  );
}

/** A blank value reads 'Not specified' (docs/product/churches.md#the-owners-profile). */
function Value({ value }: { value: string | number | null }) {
  const { t } = useTranslation();
  if (value == null || String(value).trim() === "")
    return <Text color="fg.subtle">{t("messages.NOT_SPECIFIED")}</Text>;
  return <Text whiteSpace="pre-line">{value}</Text>;
}

export function ProfileView({ church }: { church: OwnerChurch }) {
  const { t } = useTranslation();
  const address = `${church.address}, ${church.city}, ${church.state} ${church.zipCode}`;
  return (
    <Card.Root rounded="card" shadow="card" borderColor="border.muted" overflow="hidden">
      <Box aspectRatio={{ base: "16/9", md: "21/9" }} bg="bg.muted">
        {church.imageUrl ? (
          <Image
            src={church.imageUrl}
            alt={t("profile.view.photoOf", { name: church.name })}
            w="full"
            h="full"
            objectFit="cover"
          />
        ) : (
          <ImagePlaceholder icon={LuChurch} h="full" />
        )}
      </Box>
      <Card.Body gap="6" p={{ base: "5", md: "8" }}>
        <Heading as="h2" size="xl" letterSpacing="tight" overflowWrap="anywhere">
          {church.name}
        </Heading>
        <Grid templateColumns={{ base: "1fr", md: "repeat(2, minmax(0, 1fr))" }} gap="5">
          <Detail label={t("profile.view.pastor")}>
            <Value value={church.pastorName} />
          </Detail>
          <Detail label={t("profile.view.address")}>
            <Value value={address} />
          </Detail>
          <Detail label={t("account.church.phone")}>
            <Value value={church.phone} />
          </Detail>
          <Detail label={t("profile.view.email")}>
            <Value value={church.email} />
          </Detail>
          <Detail label={t("account.church.website")}>
            {church.website ? (
              <Link href={church.website} target="_blank" rel="noopener noreferrer" color="brand.fg">
                {church.website}
              </Link>
            ) : (
              <Value value={null} />
            )}
          </Detail>
          <Detail label={t("profile.view.memberCount")}>
            <Value value={church.memberCount} />
          </Detail>
          <Detail label={t("church.serviceTimes")}>
            <Value value={church.serviceTimes} />
          </Detail>
          <Detail label={t("account.church.worshipLanguages")}>
            <Value value={languageList(church.worshipLanguages)} />
          </Detail>
        </Grid>
        <Detail label={t("account.church.description")}>
          <Value value={church.description} />
        </Detail>
      </Card.Body>
    </Card.Root>
  );
}
