import { Body } from '@react-email/body';
import { Column } from '@react-email/column';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { renderToStaticMarkup } from 'react-dom/server';
import type { MailBlock, MailContent } from '#core/mail/mail-content';

// Inline styles only: most mail clients drop <style> blocks and external sheets.
const page = { backgroundColor: '#f4f4f5', fontFamily: 'Helvetica, Arial, sans-serif' };
const card = {
  backgroundColor: '#ffffff',
  borderRadius: '8px',
  margin: '24px auto',
  maxWidth: '560px',
  padding: '24px',
};
const text = { color: '#18181b', fontSize: '15px', lineHeight: '22px', margin: '0 0 12px' };
const box = { backgroundColor: '#f4f4f5', borderRadius: '6px', padding: '12px 16px' };
const muted = { ...text, color: '#52525b', fontSize: '13px' };

function Block({ block }: { block: MailBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <Text style={text}>{block.text}</Text>;
    case 'rows':
      return (
        <Section>
          {block.rows.map((row, index) => (
            <Row key={index}>
              <Column style={{ ...text, fontWeight: row.strong ? 700 : 400 }}>{row.label}</Column>
              <Column align="right" style={{ ...text, fontWeight: row.strong ? 700 : 400 }}>
                {row.value}
              </Column>
            </Row>
          ))}
        </Section>
      );
    case 'box':
      return (
        <Section style={box}>
          <Text style={{ ...text, fontWeight: 700 }}>{block.title}</Text>
          {block.lines.map((line, index) => (
            <Text key={index} style={{ ...text, margin: '0' }}>
              {line}
            </Text>
          ))}
        </Section>
      );
    case 'link':
      return (
        <Text style={text}>
          <Link href={block.href} style={{ color: '#6d28d9' }}>
            {block.label}
          </Link>
        </Text>
      );
  }
}

/** One layout for every shop mail: the store's name on top, the blocks, the name to sign. */
export function MailLayout({ content }: { content: MailContent }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{content.preview}</Preview>
      <Body style={page}>
        <Container style={card}>
          <Heading as="h1" style={{ ...text, fontSize: '20px' }}>
            {content.storeName}
          </Heading>
          <Text style={text}>{content.greeting}</Text>
          {content.blocks.map((block, index) => (
            <Section key={index} style={{ margin: '12px 0' }}>
              <Block block={block} />
            </Section>
          ))}
          <Hr />
          <Text style={muted}>{content.storeName}</Text>
        </Container>
      </Body>
    </Html>
  );
}

// react-email's own documents start with this doctype (its `render` adds it the same way).
const XHTML_DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * A mail's HTML from its content (decisions 132, 140, 144), rendered when the mail is sent: by
 * React's synchronous static renderer (values escaped by React; the mail library never reaches
 * the browser bundle), not react-email's streaming `render`, which cost five times as much for
 * the same markup. The plain text comes from core (`mailParts`), from the same blocks.
 */
export function renderMailHtml(content: MailContent): string {
  return XHTML_DOCTYPE + renderToStaticMarkup(<MailLayout content={content} />);
}
