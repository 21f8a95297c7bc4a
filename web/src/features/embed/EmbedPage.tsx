import { LOCALE_NAMES, LOCALES, type Locale } from "@app/shared/i18n";
import {
  Box,
  Card,
  Code,
  Field,
  Grid,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Table,
  Text,
} from "@chakra-ui/react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { LuCheck, LuCopy } from "react-icons/lu";
import { PageContainer, PageHeader } from "../../components/layout/Page";
import { Button } from "../../components/ui/button";
import { useI18n } from "../../lib/i18n";

/** Where the web build puts the finder (web/embed-plugin.ts). */
const FINDER_SCRIPT = "/embed/finder.js";

/** The CSS custom properties the finder reads (web/src/embed/styles.ts), with its defaults. */
const THEME_PROPERTIES = [
  { name: "--church-finder-accent", value: "#186a86", key: "themeAccent" },
  { name: "--church-finder-text", value: "#1c2530", key: "themeText2" },
  { name: "--church-finder-background", value: "#ffffff", key: "themeBackground" },
  { name: "--church-finder-radius", value: "10px", key: "themeRadius" },
  { name: "--church-finder-font", value: "inherit", key: "themeFont" },
] as const;

interface FinderOptions {
  lang: Locale;
  church: string;
  near: string;
  state: string;
}

/** The data attributes of the options that are set, in the snippet's order. */
function attributesOf(options: FinderOptions): Array<[string, string]> {
  const church = options.church.trim();
  const state = options.state.trim().toUpperCase();
  return [
    ["data-lang", options.lang],
    ...(/^\d+$/.test(church) ? [["data-church", church] as [string, string]] : []),
    ...(options.near.trim() ? [["data-near", options.near.trim()] as [string, string]] : []),
    ...(/^[A-Z]{2}$/.test(state) ? [["data-state", state] as [string, string]] : []),
  ];
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

function snippetOf(origin: string, options: FinderOptions): string {
  const attributes = attributesOf(options)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join("");
  return `<church-finder${attributes}></church-finder>\n<script src="${origin}${FINDER_SCRIPT}" async></script>`;
}

/**
 * /embed: "Put the finder on your site" (issue 44, item 3; docs/product/embed.md). The options write the
 * snippet, a copy button takes it, and the preview is the real finder, loaded from this site as a host loads it.
 */
export function EmbedPage() {
  const { t, locale } = useI18n();
  const [options, setOptions] = useState<FinderOptions>({ lang: locale, church: "", near: "", state: "" });
  // The address of this site, known in the browser only (the page may be written by the server).
  const [origin, setOrigin] = useState("");
  useEffect(() => setOrigin(window.location.origin), []);
  const snippet = snippetOf(origin, options);
  const set = (name: keyof FinderOptions) => (value: string) =>
    setOptions((current) => ({ ...current, [name]: value }));

  return (
    <PageContainer>
      <PageHeader
        eyebrow={t("embedPage.eyebrow")}
        title={t("pages.titles.embed")}
        description={t("pages.descriptions.embed")}
      />
      <Grid templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 5fr) minmax(0, 6fr)" }} gap="6">
        <Stack gap="6">
          <Section title={t("embedPage.optionsTitle")} text={t("embedPage.optionsText")}>
            <Grid templateColumns={{ base: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))" }} gap="4">
              <Field.Root>
                <Field.Label>{t("embedPage.optionLanguage")}</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    name="lang"
                    value={options.lang}
                    onChange={(event) => set("lang")(event.target.value)}
                  >
                    {LOCALES.map((code) => (
                      <option key={code} value={code}>
                        {LOCALE_NAMES[code]}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              <TextOption
                label={t("embedPage.optionState")}
                name="state"
                value={options.state}
                onChange={set("state")}
                maxLength={2}
              />
              <TextOption
                label={t("embedPage.optionChurch")}
                name="church"
                value={options.church}
                onChange={set("church")}
                inputMode="numeric"
              />
              <TextOption
                label={t("embedPage.optionNear")}
                name="near"
                value={options.near}
                onChange={set("near")}
              />
            </Grid>
          </Section>

          <Section title={t("embedPage.snippetTitle")} text={t("embedPage.snippetText")}>
            <SnippetBox snippet={snippet} />
          </Section>

          <Section title={t("embedPage.themeTitle")} text={t("embedPage.themeText")}>
            <Table.Root size="sm" variant="outline">
              <Table.Body>
                {THEME_PROPERTIES.map((property) => (
                  <Table.Row key={property.name}>
                    <Table.Cell>
                      <Code>{property.name}</Code>
                    </Table.Cell>
                    <Table.Cell>
                      <Code>{property.value}</Code>
                    </Table.Cell>
                    <Table.Cell>{t(`embedPage.${property.key}`)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Section>

          <Section title={t("embedPage.cspTitle")} text={t("embedPage.cspText")} />
        </Stack>

        <Section title={t("embedPage.previewTitle")} text={t("embedPage.previewText")}>
          <FinderPreview options={options} />
        </Section>
      </Grid>
    </PageContainer>
  );
}

function Section({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  const id = useId();
  return (
    <Card.Root as="section" rounded="card" shadow="card" borderColor="border.muted" aria-labelledby={id}>
      <Card.Body gap="4" p={{ base: "5", md: "6" }}>
        <Stack gap="2">
          <Heading as="h2" size="lg" id={id}>
            {title}
          </Heading>
          <Text color="fg.muted" textStyle="sm">
            {text}
          </Text>
        </Stack>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

function TextOption({
  label,
  name,
  value,
  onChange,
  maxLength,
  inputMode,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  inputMode?: "numeric";
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input
        name={name}
        value={value}
        maxLength={maxLength ?? 100}
        inputMode={inputMode}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
    </Field.Root>
  );
}

type CopyState = "idle" | "copied" | "failed";

function SnippetBox({ snippet }: { snippet: string }) {
  const { t } = useI18n();
  // The outcome of copying this very snippet: a changed option clears it.
  const [outcome, setOutcome] = useState<{ snippet: string; state: CopyState }>({ snippet, state: "idle" });
  const copy = outcome.snippet === snippet ? outcome.state : "idle";
  const labelId = useId();
  const copySnippet = () => {
    const done = (state: CopyState) => setOutcome({ snippet, state });
    if (!navigator.clipboard) return done("failed");
    navigator.clipboard.writeText(snippet).then(
      () => done("copied"),
      () => done("failed"),
    );
  };
  return (
    <Stack gap="3">
      <Text id={labelId} srOnly>
        {t("embedPage.snippetLabel")}
      </Text>
      <Box
        as="pre"
        aria-labelledby={labelId}
        tabIndex={0}
        data-testid="embed-snippet"
        bg="bg.subtle"
        borderWidth="1px"
        borderColor="border.muted"
        rounded="l2"
        p="4"
        fontFamily="mono"
        fontSize="sm"
        whiteSpace="pre-wrap"
        wordBreak="break-all"
      >
        {snippet}
      </Box>
      <HStack gap="3" flexWrap="wrap">
        <Button colorPalette="brand" onClick={copySnippet}>
          {copy === "copied" ? <LuCheck /> : <LuCopy />}
          {t("embedPage.copy")}
        </Button>
        <Text role="status" textStyle="sm" color={copy === "failed" ? "fg.error" : "fg.muted"}>
          {copy === "copied" ? t("embedPage.copied") : copy === "failed" ? t("embedPage.copyFailed") : ""}
        </Text>
      </HStack>
    </Stack>
  );
}

/** Loads the finder's script once, as a host page does. */
function useFinderScript(): boolean {
  const [ready, setReady] = useState(
    () => typeof customElements !== "undefined" && !!customElements.get("church-finder"),
  );
  useEffect(() => {
    if (ready) return;
    let script = document.querySelector<HTMLScriptElement>(`script[src="${FINDER_SCRIPT}"]`);
    if (!script) {
      script = document.createElement("script");
      script.src = FINDER_SCRIPT;
      script.async = true;
      document.head.append(script);
    }
    void customElements.whenDefined("church-finder").then(() => setReady(true));
  }, [ready]);
  return ready;
}

/** The real finder with the chosen options: a new element when they change, so it starts over as a host's would. */
function FinderPreview({ options }: { options: FinderOptions }) {
  const ready = useFinderScript();
  const holder = useRef<HTMLDivElement>(null);
  const attributes = JSON.stringify(attributesOf(options));
  useEffect(() => {
    const box = holder.current;
    if (!ready || !box) return;
    // A place or a number being typed settles before the preview reloads.
    const timer = window.setTimeout(() => {
      const finder = document.createElement("church-finder");
      for (const [name, value] of JSON.parse(attributes) as Array<[string, string]>)
        finder.setAttribute(name, value);
      box.replaceChildren(finder);
    }, 400);
    return () => window.clearTimeout(timer);
  }, [ready, attributes]);
  return <Box ref={holder} data-testid="embed-preview" minH="80" />;
}
