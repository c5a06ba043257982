import type { Database } from '../../db/client';
import type { AppConfig } from '../config';
import type { AccessTokenKit } from './access-token';
import type { MailMessage } from '../mail/mailer';

/** What the auth services need from the app; mail is queued, never awaited by a request. */
export type AuthDeps = {
  db: Database;
  tokens: AccessTokenKit;
  config: Pick<AppConfig, 'publicUrl' | 'requireEmailConfirmation'>;
  queueMail(message: MailMessage): void;
};
