import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ImapFlow, type FetchMessageObject, type MessageStructureObject } from 'imapflow';
import { REPLY_LIMITS } from '#core/contact/contact-replies';
import {
  INBOUND_LIMITS,
  addressOf,
  automatedMailReason,
  contactIdOf,
  parseHeaderBlock,
  parseMessageIds,
  replyText,
} from '#core/contact/mail-thread';
import type { Database } from '../../db/client';
import { contactMessages, contactReplies } from '../../db/schema/operations';
import { writeSetting } from '../lib/setting-row';
import { recordEvent } from '../domain-events/domain-event';
import { INBOX_STATE_KEY, readInboxState, type InboxMailbox } from './read-inbox-mailbox';

const HEADERS = [
  'references',
  'in-reply-to',
  'auto-submitted',
  'precedence',
  'x-autoreply',
  'x-autorespond',
  'return-path',
  'content-type',
];

/** The first text/plain part that is no attachment, depth first, and its part number. */
function plainTextPart(node: MessageStructureObject | undefined): string | null {
  if (!node) return null;
  if (node.childNodes) {
    for (const child of node.childNodes) {
      const found = plainTextPart(child);
      if (found) return found;
    }
    return null;
  }
  if (node.type.toLowerCase() !== 'text/plain' || node.disposition === 'attachment') return null;
  return node.part ?? '1';
}

async function readBounded(stream: NodeJS.ReadableStream, max: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer | string>) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    chunks.push(buffer);
    size += buffer.length;
    if (size >= max) break;
  }
  return Buffer.concat(chunks).subarray(0, max).toString('utf8');
}

export type LoadedReplies = { stored: number; skipped: number; eventIds: string[] };

/**
 * Reads the reply mailbox (decision 175): the messages above the stored UID cursor (all again
 * when UIDVALIDITY changed), at most INBOUND_LIMITS.perPoll at a time. A message is skipped when
 * it is too large, an auto-reply or a bounce, has no plain text, or names no thread of ours;
 * otherwise its plain text (quoted history cut, bounded) joins the thread as the customer's
 * reply, the message reads unread again, and `contact.received` tells the owner. Stored once
 * whatever the number of processes polling (the Message-ID is unique).
 */
export async function loadMailboxReplies(
  db: Database,
  mailbox: InboxMailbox,
  options: { mailHost: string; log: FastifyBaseLogger },
): Promise<LoadedReplies> {
  const state = await readInboxState(db);
  const client = new ImapFlow({
    host: mailbox.host,
    port: mailbox.port,
    secure: mailbox.secure,
    auth: { user: mailbox.user, pass: mailbox.password },
    logger: false,
    connectionTimeout: 15_000,
    greetingTimeout: 10_000,
    socketTimeout: 60_000,
    disableAutoIdle: true,
  });
  // A dropped connection is an error event as well as a rejected command: heard, not thrown.
  client.on('error', (error: unknown) =>
    options.log.warn({ err: error }, 'reply mailbox: connection error'),
  );
  const result: LoadedReplies = { stored: 0, skipped: 0, eventIds: [] };
  try {
    await client.connect();
    const lock = await client.getMailboxLock('INBOX', { readOnly: true });
    try {
      const opened = client.mailbox;
      const uidValidity = opened ? String(opened.uidValidity) : '';
      const since = state.uidValidity === uidValidity ? (state.lastUid ?? 0) : 0;
      const found: FetchMessageObject[] = [];
      if (opened && opened.exists > 0)
        for await (const message of client.fetch(
          `${since + 1}:*`,
          { uid: true, size: true, envelope: true, bodyStructure: true, headers: HEADERS },
          { uid: true },
        )) {
          // "n:*" answers the last message even when its UID is below n.
          if (message.uid > since) found.push(message);
        }
      found.sort((a, b) => a.uid - b.uid);
      const batch = found.slice(0, INBOUND_LIMITS.perPoll);
      let lastUid = since;
      for (const message of batch) {
        // One mail that cannot be stored is skipped, never read again and again.
        const stored = await storeReply(db, client, message, options.mailHost).catch(
          (error: unknown) => {
            options.log.warn({ err: error, uid: message.uid }, 'reply mailbox: mail skipped');
            return null;
          },
        );
        if (stored) {
          result.stored++;
          result.eventIds.push(stored);
        } else result.skipped++;
        lastUid = message.uid;
      }
      await writeSetting(db, INBOX_STATE_KEY, {
        uidValidity,
        lastUid,
        polledAt: new Date().toISOString(),
        error: null,
      });
    } finally {
      lock.release();
    }
    await client.logout();
  } catch (error) {
    client.close();
    await writeSetting(db, INBOX_STATE_KEY, {
      ...state,
      polledAt: new Date().toISOString(),
      error: error instanceof Error ? error.message.slice(0, 300) : 'The mailbox could not be read',
    });
    throw error;
  }
  return result;
}

/** One message: the event id of the reply stored, or null when it was skipped. */
async function storeReply(
  db: Database,
  client: ImapFlow,
  message: FetchMessageObject,
  mailHost: string,
): Promise<string | null> {
  if ((message.size ?? Infinity) > INBOUND_LIMITS.messageBytes) return null;
  const headers = parseHeaderBlock(message.headers?.toString('utf8') ?? '');
  const envelope = message.envelope ?? {};
  const sender = envelope.from?.[0];
  const from = sender?.address ? `${sender.name ?? ''} <${sender.address}>` : '';
  const reason = automatedMailReason({
    from,
    contentType: message.bodyStructure?.type ?? headers['content-type'] ?? 'text/plain',
    autoSubmitted: headers['auto-submitted'],
    precedence: headers.precedence,
    xAutoreply: headers['x-autoreply'],
    xAutoresponse: headers['x-autorespond'],
    returnPath: headers['return-path'],
  });
  if (reason || !sender?.address) return null;
  const ids = parseMessageIds(envelope.inReplyTo ?? headers['in-reply-to'], headers.references);
  const contactMessageId = await findThread(db, ids, mailHost);
  if (!contactMessageId) return null;
  const part = plainTextPart(message.bodyStructure);
  if (!part) return null;
  const download = await client.download(String(message.uid), part, {
    uid: true,
    maxBytes: INBOUND_LIMITS.textBytes,
  });
  if (!('content' in download) || !download.content) return null;
  const body = replyText(
    await readBounded(download.content, INBOUND_LIMITS.textBytes),
    REPLY_LIMITS.body,
  );
  if (!body) return null;
  const [ownId] = parseMessageIds(envelope.messageId);
  const mailMessageId = ownId ?? `inbound-${message.uid}-${Date.now()}@${mailHost}`;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactReplies)
      .values({
        contactMessageId,
        direction: 'in',
        body,
        fromEmail: addressOf(from),
        mailMessageId,
      })
      .onConflictDoNothing()
      .returning({ id: contactReplies.id });
    if (!row) return null;
    // A new word from the customer: the message waits for the owner again.
    await tx
      .update(contactMessages)
      .set({ readAt: null })
      .where(eq(contactMessages.id, contactMessageId));
    return recordEvent(tx, {
      type: 'contact.received',
      messageId: contactMessageId,
      reply: true,
    });
  });
}

/** The message a reply belongs to: a mail of ours it names, else the first message it names. */
async function findThread(db: Database, ids: string[], mailHost: string): Promise<string | null> {
  if (ids.length === 0) return null;
  const [known] = await db
    .select({ messageId: contactReplies.contactMessageId })
    .from(contactReplies)
    .where(inArray(contactReplies.mailMessageId, ids))
    .limit(1);
  if (known) return known.messageId;
  for (const id of ids) {
    const contactId = contactIdOf(id, mailHost);
    if (!contactId) continue;
    const [message] = await db
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(eq(contactMessages.id, contactId));
    if (message) return message.id;
  }
  return null;
}
