import type { MailMessage } from '../mail/mailer';

const SHOP = 'Layerworks 3D';

/** Link tokens travel in the URL fragment: never sent to a server, never in access logs or referrers. */
export function confirmationLink(publicUrl: string, token: string, redirectPath: string): string {
  return `${publicUrl}/auth/confirm?redirect_to=${encodeURIComponent(redirectPath)}#token=${token}&type=signup`;
}

export function recoveryLink(publicUrl: string, token: string): string {
  return `${publicUrl}/auth/reset-password#token=${token}&type=recovery`;
}

export function emailChangeLink(publicUrl: string, token: string): string {
  return `${publicUrl}/auth/confirm#token=${token}&type=email_change`;
}

export function confirmationMail(to: string, link: string): MailMessage {
  return {
    to,
    kind: 'auth.confirmation',
    subject: `Confirm your email for ${SHOP}`,
    text: [
      `Welcome to ${SHOP}!`,
      '',
      'Please confirm your email address by opening this link (valid for 24 hours):',
      link,
      '',
      'If you did not create an account, you can ignore this message.',
    ].join('\n'),
  };
}

export function recoveryMail(to: string, link: string): MailMessage {
  return {
    to,
    kind: 'auth.recovery',
    subject: `Reset your ${SHOP} password`,
    text: [
      'Someone asked to reset the password of your account.',
      '',
      'To choose a new password, open this link (valid for 1 hour):',
      link,
      '',
      'If this was not you, ignore this message: your password stays as it is.',
    ].join('\n'),
  };
}

export function emailChangeMail(to: string, link: string): MailMessage {
  return {
    to,
    kind: 'auth.email_change',
    subject: `Confirm your new email for ${SHOP}`,
    text: [
      `You asked to use this address for your ${SHOP} account.`,
      '',
      'To confirm, open this link (valid for 24 hours). Until then your old address stays in use:',
      link,
      '',
      'If this was not you, ignore this message.',
    ].join('\n'),
  };
}

/** To the old address: the change is on its way (and whom to tell if it was not the owner). */
export function emailChangeNotice(to: string, newEmail: string): MailMessage {
  return {
    to,
    kind: 'auth.email_change_notice',
    subject: `Your ${SHOP} email is being changed`,
    text: [
      `Someone signed in to your account asked to change its email address to ${newEmail}.`,
      'It changes once the new address confirms it.',
      '',
      'If this was not you, sign in, change your password and sign out everywhere from your account page.',
    ].join('\n'),
  };
}
