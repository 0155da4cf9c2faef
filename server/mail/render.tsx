import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Column } from "@react-email/column";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { render } from "@react-email/render";
import { Row } from "@react-email/row";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { CompanyInfo } from "@shared/settings/company-info";
import type { Email, EmailBlock } from "./email";

// The site's brand colours; text on white passes WCAG AA.
const BRAND = "#9a3412";
const INK = "#1f2937";
const MUTED = "#4b5563";

const text = { color: INK, fontSize: "16px", lineHeight: "24px", margin: "0 0 16px" } as const;

/** What a quoted block is titled: the business's own words carry its name from settings. */
const quoteTitle = (block: Extract<EmailBlock, { kind: "quote" }>, company: CompanyInfo) => (block.byBusiness ? `${company.name} wrote:` : block.title);

/** The closing of an email to a person (one with a greeting): signed with the business's name from settings. */
const signOff = (company: CompanyInfo) => ["Warm regards,", `The ${company.name} team`] as const;

function Block({ block, company }: { block: EmailBlock; company: CompanyInfo }) {
  switch (block.kind) {
    case "text":
      return <Text style={text}>{block.text}</Text>;
    case "details":
      return (
        <Section style={{ margin: "0 0 16px" }}>
          {block.rows.map(([label, value]) => (
            <Row key={label}>
              <Column style={{ color: MUTED, fontSize: "14px", padding: "4px 12px 4px 0", verticalAlign: "top", width: "120px" }}>{label}</Column>
              <Column style={{ color: INK, fontSize: "16px", padding: "4px 0", verticalAlign: "top" }}>{value}</Column>
            </Row>
          ))}
        </Section>
      );
    case "receipt":
      return (
        <Section style={{ border: "1px solid #e5e7eb", borderRadius: "8px", margin: "0 0 16px", padding: "8px 16px" }}>
          {block.rows.map((row, index) => (
            <Row key={index}>
              <Column style={{ color: INK, fontSize: "15px", fontWeight: row.strong ? 700 : 400, padding: "6px 0" }}>{row.label}</Column>
              <Column style={{ color: INK, fontSize: "15px", fontWeight: row.strong ? 700 : 400, padding: "6px 0", textAlign: "right", whiteSpace: "nowrap" }}>{row.amount}</Column>
            </Row>
          ))}
        </Section>
      );
    case "action":
      return (
        <Section style={{ margin: "8px 0 24px" }}>
          <Button href={block.url} style={{ backgroundColor: BRAND, borderRadius: "6px", color: "#ffffff", fontSize: "16px", fontWeight: 600, padding: "12px 20px" }}>
            {block.label}
          </Button>
          <Text style={{ color: MUTED, fontSize: "13px", lineHeight: "20px", margin: "12px 0 0" }}>
            Or open this link: <Link href={block.url} style={{ color: BRAND, wordBreak: "break-all" }}>{block.url}</Link>
          </Text>
        </Section>
      );
    case "quote":
      return (
        <Section style={{ borderLeft: `4px solid ${BRAND}`, margin: "0 0 16px", padding: "4px 0 4px 16px" }}>
          <Text style={{ ...text, color: MUTED, fontSize: "14px", margin: "0 0 4px" }}>{quoteTitle(block, company)}</Text>
          <Text style={{ ...text, margin: 0, whiteSpace: "pre-wrap" }}>{block.text}</Text>
        </Section>
      );
  }
}

function EmailDocument({ email, company }: { email: Email; company: CompanyInfo }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{email.preview}</Preview>
      <Body style={{ backgroundColor: "#f9fafb", fontFamily: "Helvetica, Arial, sans-serif", margin: 0, padding: "24px 0" }}>
        <Container style={{ backgroundColor: "#ffffff", borderRadius: "8px", maxWidth: "600px", padding: "32px 24px" }}>
          <Heading as="h1" style={{ color: BRAND, fontSize: "22px", margin: "0 0 24px" }}>
            {company.name}
          </Heading>
          {email.greeting ? <Text style={text}>{email.greeting}</Text> : null}
          {email.blocks.map((block, index) => (
            <Block key={index} block={block} company={company} />
          ))}
          {email.greeting ? (
            <Text style={text}>
              {signOff(company)[0]}
              <br />
              {signOff(company)[1]}
            </Text>
          ) : null}
          <Hr style={{ borderColor: "#e5e7eb", margin: "24px 0 16px" }} />
          <Text style={{ color: MUTED, fontSize: "13px", lineHeight: "20px", margin: 0 }}>
            {company.name} · {company.address}
            <br />
            <Link href={`tel:${company.phone.replace(/[^\d+]/g, "")}`} style={{ color: MUTED }}>{company.phone}</Link> ·{" "}
            <Link href={`mailto:${company.email}`} style={{ color: MUTED }}>{company.email}</Link> ·{" "}
            <Link href={company.website} style={{ color: MUTED }}>{company.website.replace(/^https?:\/\//, "")}</Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** The plain-text part: the same content, line by line, for mail programs that show no HTML (and for screen readers). */
export function emailText(email: Email, company: CompanyInfo): string {
  const parts: string[] = [];
  if (email.greeting) parts.push(email.greeting);
  for (const block of email.blocks) {
    if (block.kind === "text") parts.push(block.text);
    if (block.kind === "details") parts.push(block.rows.map(([label, value]) => `${label}: ${value}`).join("\n"));
    if (block.kind === "receipt") parts.push(block.rows.map((row) => `  ${row.label}  ${row.amount}`).join("\n"));
    if (block.kind === "action") parts.push(`${block.label}:\n${block.url}`);
    if (block.kind === "quote") parts.push(`${quoteTitle(block, company)}\n${block.text}`);
  }
  if (email.greeting) parts.push(signOff(company).join("\n"));
  parts.push(["--", company.name, company.address, `${company.phone} · ${company.email} · ${company.website}`].join("\n"));
  return `${parts.join("\n\n")}\n`;
}

export async function renderEmail(email: Email, company: CompanyInfo): Promise<{ subject: string; html: string; text: string }> {
  return { subject: email.subject, html: await render(<EmailDocument email={email} company={company} />), text: emailText(email, company) };
}
