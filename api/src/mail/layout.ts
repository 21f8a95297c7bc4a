import {
  Body,
  Button,
  Container,
  Head,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from "@react-email/components";
import { render } from "@react-email/render";
import { createElement as h, type ReactNode } from "react";

/**
 * The HTML part of every mail (docs/product/mail.md#what-a-mail-looks-like), rendered with React Email
 * (docs/decisions/019-background-jobs-and-mail-outbox.md): the same words as the plain-text part, in
 * paragraphs, each address a link, with the one thing to do as a button when the mail has one. React escapes
 * every text, so a church's name cannot add markup.
 */
export interface MailLayoutProps {
  /** The language the mail is written in, or "en, es" for both (then the page says "en"). */
  language: string;
  subject: string;
  /** The plain-text part, whose blank lines separate paragraphs. */
  text: string;
  action?: { label: string; url: string };
  /** Under a rule at the bottom: who sent it, and the site's address. */
  footer: string;
}

const URL_PATTERN = /(https?:\/\/[^\s<>"]+[^\s<>".,;:!?)])/g;

/**
 * A paragraph, each address in it a link. The plain text is wrapped by hand at about 110 characters; in HTML its
 * lines are joined, so the reader's screen wraps them instead (a phone's narrow column would break them twice).
 */
function linked(paragraph: string): ReactNode[] {
  return paragraph
    .replace(/[ \t]*\n[ \t]*/g, " ")
    .split(URL_PATTERN)
    .map((part, index) =>
      index % 2 === 1 ? h(Link, { key: index, href: part, style: styles.link }, part) : part,
    );
}

/**
 * Written with createElement rather than JSX: the server runs under tsx (the browser tests, `pnpm dev`) with the
 * repository's root TypeScript settings, which compile no JSX.
 */
export function MailLayout({ language, subject, text, action, footer }: MailLayoutProps) {
  const paragraphs = text.split(/\n{2,}/).filter((paragraph) => paragraph.trim() !== "");
  return h(
    Html,
    { lang: language.split(",")[0]?.trim() || "en" },
    h(Head, null, h("title", null, subject)),
    h(Preview, null, paragraphs[0]?.replace(/\s+/g, " ").slice(0, 120) ?? subject),
    h(
      Body,
      { style: styles.body },
      h(
        Container,
        { style: styles.container },
        ...paragraphs.map((paragraph, index) =>
          paragraph.trim() === "----------"
            ? // bilingualMail's separator between the two languages.
              h(Hr, { key: index, style: styles.rule })
            : h(Text, { key: index, style: styles.text }, ...linked(paragraph)),
        ),
        action &&
          h(
            Section,
            { style: styles.actionSection },
            h(Button, { href: action.url, style: styles.button }, action.label),
          ),
        h(Hr, { style: styles.rule }),
        h(Text, { style: styles.footer }, ...linked(footer)),
      ),
    ),
  );
}

/** The HTML part of a mail. */
export function renderMailHtml(props: MailLayoutProps): Promise<string> {
  return render(h(MailLayout, props));
}

const styles = {
  body: {
    backgroundColor: "#f4f5f7",
    fontFamily: "Helvetica, Arial, sans-serif",
    margin: 0,
    padding: "24px 0",
  },
  container: {
    backgroundColor: "#ffffff",
    borderRadius: "8px",
    maxWidth: "560px",
    padding: "24px",
  },
  text: { color: "#1a202c", fontSize: "16px", lineHeight: "24px", margin: "0 0 16px" },
  link: { color: "#1d4ed8", textDecoration: "underline", wordBreak: "break-all" as const },
  actionSection: { margin: "8px 0 24px" },
  button: {
    backgroundColor: "#1d4ed8",
    borderRadius: "6px",
    color: "#ffffff",
    fontSize: "16px",
    fontWeight: 600,
    padding: "12px 20px",
    textDecoration: "none",
  },
  rule: { borderColor: "#e2e8f0", margin: "16px 0" },
  footer: { color: "#4a5568", fontSize: "13px", lineHeight: "20px", margin: 0 },
};
