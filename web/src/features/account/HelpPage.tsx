import {
  Badge,
  Button,
  Card,
  Center,
  Grid,
  Heading,
  HStack,
  Icon,
  List,
  Stack,
  Text,
} from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { IconType } from "react-icons";
import { LuArrowLeft, LuCircleCheck, LuClipboardList, LuLogIn, LuSearch, LuUserPlus } from "react-icons/lu";
import { LOGIN_URL } from "../../components/auth";
import { PageContainer, PageHeader } from "../../components/layout/Page";

interface Way {
  icon: IconType;
  title: string;
  summary: string;
  points: string[];
  actions: ReactNode;
}

/** Spec (accounts section 1): the three ways a church gets onto the site. */
const WAYS: Way[] = [
  {
    icon: LuUserPlus,
    title: "Register with an account",
    summary: "Sign in (or create an account), then register your church. It is tied to your account at once.",
    points: [
      "You manage the listing yourself from your profile",
      "Update details, service times and the photo at any time",
      "It appears in the public directory once our team approves it",
    ],
    actions: (
      <>
        <Button asChild colorPalette="brand">
          <a href={LOGIN_URL}>
            <LuLogIn />
            Log In
          </a>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to="/register-church">Create Church Account</RouterLink>
        </Button>
      </>
    ),
  },
  {
    icon: LuClipboardList,
    title: "Register without an account",
    summary: "Send us your church's details without signing up. Our team reviews every registration.",
    points: [
      "No account or password needed",
      "We review it and email you within 24-48 hours",
      "You can claim the listing later to manage it",
    ],
    actions: (
      <Button asChild colorPalette="brand">
        <RouterLink to="/register">Register Your Church</RouterLink>
      </Button>
    ),
  },
  {
    icon: LuSearch,
    title: "Claim an existing listing",
    summary:
      "Is your church already in the directory without an owner? Claim it with your account, or create an account without a church first.",
    points: [
      "Find your church among the unclaimed listings",
      "Verify with the email address listed for the church",
      "Then manage it from your profile like any other owner",
    ],
    actions: (
      <>
        <Button asChild colorPalette="brand">
          <RouterLink to="/claim">Claim Your Church</RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to="/sign-up" search={{ redirect: "/claim" }}>
            Create an Account
          </RouterLink>
        </Button>
      </>
    ),
  },
];

export function HelpPage() {
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Help"
        title="Church Account Help"
        description="There are three ways to get your church onto the site. Choose the one that fits you."
      />
      <Grid templateColumns={{ base: "minmax(0, 1fr)", lg: "repeat(3, minmax(0, 1fr))" }} gap="6">
        {WAYS.map((way, index) => (
          <WayCard key={way.title} way={way} number={index + 1} />
        ))}
      </Grid>
      <HStack mt={{ base: "8", md: "10" }} justify="center">
        <Button asChild variant="ghost" color="fg.muted">
          <RouterLink to="/">
            <LuArrowLeft />
            Back to Home
          </RouterLink>
        </Button>
      </HStack>
    </PageContainer>
  );
}

function WayCard({ way, number }: { way: Way; number: number }) {
  return (
    <Card.Root as="section" rounded="card" shadow="card" borderColor="border.muted" aria-label={way.title}>
      <Card.Body gap="5" p={{ base: "5", md: "6" }}>
        <HStack justify="space-between" align="flex-start">
          <Center boxSize="11" rounded="l3" bg="brand.muted" color="brand.fg">
            <Icon as={way.icon} boxSize="5" />
          </Center>
          <Badge variant="subtle" colorPalette="gray" rounded="full">
            Option {number}
          </Badge>
        </HStack>
        <Stack gap="2">
          <Heading as="h2" size="lg" letterSpacing="tight">
            {way.title}
          </Heading>
          <Text color="fg.muted" textStyle="sm">
            {way.summary}
          </Text>
        </Stack>
        <List.Root gap="2" variant="plain" textStyle="sm" flex="1">
          {way.points.map((point) => (
            <List.Item key={point} alignItems="flex-start">
              <List.Indicator asChild color="green.solid" mt="0.5">
                <LuCircleCheck />
              </List.Indicator>
              {point}
            </List.Item>
          ))}
        </List.Root>
        <Stack direction={{ base: "column", sm: "row", lg: "column", xl: "row" }} gap="2" flexWrap="wrap">
          {way.actions}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
