import { describe, expect, it } from "vitest";
import { renderMailHtml } from "./layout.ts";

const base = {
  language: "en",
  subject: "Your code to claim “Grace Chapel”",
  footer: "An automatic message from Heartland Church Network: https://churches.example.org",
};

describe("the HTML part of a mail", () => {
  it("keeps the text's paragraphs, joins their hand-wrapped lines, and makes each address a link", async () => {
    const html = await renderMailHtml({
      ...base,
      text: "First line\nsecond line.\n\nEnter it on the claim page: https://churches.example.org/es/claim.",
    });
    expect(html).toMatch(/^<!DOCTYPE html/);
    expect(html).toMatch(/<html[^>]* lang="en"/);
    expect(html).toContain("<title>Your code to claim “Grace Chapel”</title>");
    expect(html).toContain("First line second line.");
    // The sentence's full stop stays outside the link.
    expect(html).toContain('href="https://churches.example.org/es/claim"');
    expect(html).toMatch(/>https:\/\/churches\.example\.org\/es\/claim<\/a>\./);
    expect(html).toContain("An automatic message from Heartland Church Network");
  });

  it("draws the mail's one action as a button to its absolute address", async () => {
    const html = await renderMailHtml({
      ...base,
      text: "Verification code: 123456",
      action: { label: "Open the claim page", url: "https://churches.example.org/claim" },
    });
    expect(html).toMatch(
      /<a[^>]+href="https:\/\/churches\.example\.org\/claim"[^>]*>[\s\S]*Open the claim page/,
    );
  });

  it("escapes what a stranger typed, so a church's name adds no markup", async () => {
    const html = await renderMailHtml({
      ...base,
      subject: "<b>x</b>",
      text: 'Grace <img src=x onerror="alert(1)"> Chapel',
    });
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;img src=x");
    expect(html).not.toContain("<b>x</b>");
  });

  it("says its language, the first one for a mail in both, and rules off the second", async () => {
    const html = await renderMailHtml({
      ...base,
      language: "en, es",
      text: "Good news.\n\n----------\n\nBuenas noticias.",
    });
    expect(html).toMatch(/<html[^>]* lang="en"/);
    expect(html).toMatch(/Good news\.[\s\S]*<hr[\s\S]*Buenas noticias\./);
    expect(html).not.toContain("----------");
  });
});
