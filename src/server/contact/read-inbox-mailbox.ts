import { DEFAULT_INBOX_MAILBOX, type InboxMailboxView } from '#core/contact/inbox-mailbox';
import type { Database, Executor } from '../../db/client';
import type { AppConfig } from '../config';
import { openSecret } from '../lib/secret-box';
import { readSetting } from '../lib/setting-row';

/** The settings rows of the reply mailbox: the owner's form, and what the last poll found. */
export const INBOX_MAILBOX_KEY = 'inbox-mailbox';
export const INBOX_STATE_KEY = 'inbox-mailbox-state';

export type StoredInboxMailbox = {
  enabled: boolean;
  host: string;
  port: number;
  secure: boolean;
  user: string;
  address: string;
  /** The password sealed with the settings key (src/server/lib/secret-box.ts). */
  sealedPassword?: string;
};

export type InboxState = {
  uidValidity?: string;
  lastUid?: number;
  polledAt?: string;
  error?: string | null;
};

/** A mailbox the poller can open: from the environment or the owner's form, password opened. */
export type InboxMailbox = {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  password: string;
  address?: string;
};

const asObject = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

export async function readStoredInboxMailbox(db: Executor): Promise<StoredInboxMailbox> {
  return { ...DEFAULT_INBOX_MAILBOX, ...asObject(await readSetting(db, INBOX_MAILBOX_KEY)) };
}

export async function readInboxState(db: Executor): Promise<InboxState> {
  return asObject(await readSetting(db, INBOX_STATE_KEY)) as InboxState;
}

/** The mailbox to poll, or null when none is named (or its password cannot be opened). */
export async function readInboxMailbox(
  db: Database,
  config: Pick<AppConfig, 'imap'>,
): Promise<InboxMailbox | null> {
  if (config.imap) return config.imap;
  const stored = await readStoredInboxMailbox(db);
  if (!stored.enabled || !stored.host || !stored.user || !stored.sealedPassword) return null;
  const password = await openSecret(db, stored.sealedPassword);
  if (password === null) return null;
  return {
    host: stored.host,
    port: stored.port,
    secure: stored.secure,
    user: stored.user,
    password,
    address: stored.address || undefined,
  };
}

/** Where an answer's Reply-To points: the mailbox the shop reads, else the contact e-mail. */
export async function readReplyAddress(
  db: Executor,
  config: Pick<AppConfig, 'imap'>,
): Promise<string | undefined> {
  if (config.imap) return config.imap.address;
  const stored = await readStoredInboxMailbox(db);
  return stored.enabled && stored.address ? stored.address : undefined;
}

/** The owner's view: never the password, only whether one is set. */
export async function readInboxMailboxView(
  db: Executor,
  config: Pick<AppConfig, 'imap'>,
): Promise<InboxMailboxView> {
  const state = await readInboxState(db);
  const status = { lastPolledAt: state.polledAt ?? null, lastError: state.error ?? null };
  if (config.imap) {
    const { password: _password, address, ...rest } = config.imap;
    return {
      ...rest,
      enabled: true,
      address: address ?? '',
      passwordSet: true,
      fromEnvironment: true,
      ...status,
    };
  }
  const { sealedPassword, ...stored } = await readStoredInboxMailbox(db);
  return { ...stored, passwordSet: Boolean(sealedPassword), fromEnvironment: false, ...status };
}
