import type { InboxMailboxInput } from '#core/contact/inbox-mailbox';
import type { Database } from '../../db/client';
import { badRequest } from '../lib/domain-error';
import { sealSecret } from '../lib/secret-box';
import { writeSetting } from '../lib/setting-row';
import {
  INBOX_MAILBOX_KEY,
  INBOX_STATE_KEY,
  readStoredInboxMailbox,
  type StoredInboxMailbox,
} from './read-inbox-mailbox';

/**
 * Saves the owner's reply mailbox; a password sent is sealed before it is stored, none sent
 * keeps the stored one. An enabled mailbox needs a host, a user and a password. The poll's
 * cursor starts again (another mailbox has other message numbers).
 */
export async function saveInboxMailbox(db: Database, input: InboxMailboxInput): Promise<void> {
  const current = await readStoredInboxMailbox(db);
  const { password, ...fields } = input;
  const sealedPassword = password ? await sealSecret(db, password) : current.sealedPassword;
  const next: StoredInboxMailbox = {
    enabled: fields.enabled,
    host: fields.host.trim(),
    port: fields.port,
    secure: fields.secure,
    user: fields.user.trim(),
    address: fields.address.trim().toLowerCase(),
    ...(sealedPassword && { sealedPassword }),
  };
  if (next.enabled && (!next.host || !next.user || !next.sealedPassword))
    throw badRequest('A mailbox needs a host, a user and a password', 'mailbox_incomplete');
  await db.transaction(async (tx) => {
    await writeSetting(tx, INBOX_MAILBOX_KEY, next);
    if (next.host !== current.host || next.user !== current.user)
      await writeSetting(tx, INBOX_STATE_KEY, {});
  });
}
