/**
 * How a contact message's mails thread (decision 175): each mail the shop sends has its own
 * Message-ID, `<kind>-<uuid>@<shop host>`; the first message (sent through the form, so never a
 * mail) has one derived from its id, so a reply can name it in In-Reply-To and References. A
 * customer's reply names ours in its own, which is how it finds its thread. Ids travel here
 * without their angle brackets.
 */

/** Headers read of one incoming mail are bounded before any work. */
export const INBOUND_LIMITS = {
  /** A mail larger than this (whole source) is skipped, never downloaded. */
  messageBytes: 2 * 1024 * 1024,
  /** At most this much of the plain-text part is read. */
  textBytes: 256 * 1024,
  /** Message ids read from In-Reply-To and References together. */
  referenceIds: 50,
  /** One Message-ID longer than this is no id of ours, nor stored. */
  idLength: 250,
  /** Mails looked at in one poll of the mailbox. */
  perPoll: 50,
} as const;

export type ThreadMailKind = 'contact' | 'reply';

export const threadMessageId = (kind: ThreadMailKind, id: string, host: string): string =>
  `${kind}-${id}@${host}`;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** The contact message a `contact-<uuid>@<host>` id names, when it is one of this shop's. */
export function contactIdOf(messageId: string, host: string): string | null {
  const match = new RegExp(`^contact-(${UUID})@(.+)$`, 'i').exec(messageId);
  return match && match[2]!.toLowerCase() === host.toLowerCase() ? match[1]!.toLowerCase() : null;
}

/** One `<id>`: no spaces, brackets or control characters (a NUL cannot even be stored). */
// eslint-disable-next-line no-control-regex
const MESSAGE_ID = /<([^<>\s\u0000-\u001f\u007f]{1,300})>/g;

/** The `<…>` ids of In-Reply-To and References, in order, without brackets, bounded. */
export function parseMessageIds(...headers: (string | undefined | null)[]): string[] {
  const ids: string[] = [];
  for (const header of headers) {
    if (!header) continue;
    for (const match of header.slice(0, 64 * 1024).matchAll(MESSAGE_ID)) {
      const id = match[1]!;
      if (id.length <= INBOUND_LIMITS.idLength && !ids.includes(id)) ids.push(id);
      if (ids.length >= INBOUND_LIMITS.referenceIds) return ids;
    }
  }
  return ids;
}

/** The References of a new mail in a thread: the thread's ids, oldest first, the last ones kept. */
export function referencesFor(threadIds: readonly string[]): string[] {
  return threadIds.slice(-INBOUND_LIMITS.referenceIds);
}

export type InboundHeaders = {
  from: string;
  contentType: string;
  autoSubmitted?: string;
  precedence?: string;
  xAutoreply?: string;
  xAutoresponse?: string;
  returnPath?: string;
};

/**
 * Why an incoming mail is not a person's reply: an auto-reply (RFC 3834's Auto-Submitted, the
 * common X-Autoreply and X-Autorespond, Precedence bulk/auto_reply/junk/list) or a bounce (a
 * delivery report, a mailer daemon's mail); null for a person's mail.
 */
export function automatedMailReason(headers: InboundHeaders): 'auto-reply' | 'bounce' | null {
  const from = headers.from.toLowerCase();
  if (
    /^multipart\/report\b/i.test(headers.contentType.trim()) ||
    /(^|[<\s"])(mailer-daemon|postmaster)@/.test(from) ||
    headers.returnPath?.trim() === '<>'
  )
    return 'bounce';
  const auto = headers.autoSubmitted?.trim().toLowerCase();
  if (auto && auto !== 'no') return 'auto-reply';
  if (headers.xAutoreply || headers.xAutoresponse) return 'auto-reply';
  if (/^(bulk|auto_reply|junk|list)$/.test(headers.precedence?.trim().toLowerCase() ?? ''))
    return 'auto-reply';
  return null;
}

/**
 * What the customer wrote: the plain text without the quoted history below it (lines quoted
 * with ">" and everything from an "On … wrote:" line on), control characters dropped, at most
 * `max` characters.
 */
export function replyText(text: string, max: number): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const kept: string[] = [];
  for (const line of lines) {
    if (/^\s*on\b.{0,200}\bwrote:\s*$/i.test(line)) break;
    if (/^-{2,}\s*original message\s*-{2,}$/i.test(line.trim())) break;
    if (/^\s*>/.test(line)) continue;
    kept.push(line);
  }
  // eslint-disable-next-line no-control-regex
  const clean = kept.join('\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
  return clean.trim().slice(0, max).trim();
}

/** The bare address of a From header ("Ada <ada@example.com>" → ada@example.com), lower case. */
export function addressOf(raw: string): string {
  // eslint-disable-next-line no-control-regex
  const from = raw.replace(/[\u0000-\u001f\u007f]/g, '');
  const angle = /<([^<>\s]+@[^<>\s]+)>/.exec(from);
  const bare = angle?.[1] ?? /[^\s<>"]+@[^\s<>"]+/.exec(from)?.[0] ?? '';
  return bare.toLowerCase().slice(0, 254);
}

/** A header block ("Name: value" lines, folded lines joined) as lower-case names to values. */
export function parseHeaderBlock(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const unfolded = block.slice(0, 64 * 1024).replace(/\r?\n[ \t]+/g, ' ');
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!(name in headers)) headers[name] = line.slice(colon + 1).trim();
  }
  return headers;
}
