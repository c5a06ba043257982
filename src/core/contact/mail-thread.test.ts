import { describe, expect, it } from 'vitest';
import { replySubject } from './contact-replies';
import {
  addressOf,
  automatedMailReason,
  contactIdOf,
  parseMessageIds,
  replyText,
  threadMessageId,
} from './mail-thread';

const id = '0b3e4c1a-5d6f-4a7b-8c9d-0e1f2a3b4c5d';

describe('mail threads', () => {
  it('names a contact message and finds it again only for this shop', () => {
    const messageId = threadMessageId('contact', id, 'shop.example');
    expect(messageId).toBe(`contact-${id}@shop.example`);
    expect(contactIdOf(messageId, 'SHOP.example')).toBe(id);
    expect(contactIdOf(messageId, 'other.example')).toBeNull();
    expect(contactIdOf(`reply-${id}@shop.example`, 'shop.example')).toBeNull();
  });

  it('reads ids of In-Reply-To and References once each, bounded', () => {
    expect(parseMessageIds('<a@x>', '<b@x>\r\n <a@x> junk <c@x>')).toEqual(['a@x', 'b@x', 'c@x']);
    const many = Array.from({ length: 500 }, (_, i) => `<id${i}@x>`).join(' ');
    expect(parseMessageIds(many)).toHaveLength(50);
    expect(parseMessageIds(`<${'a'.repeat(260)}@x>`)).toEqual([]);
    expect(parseMessageIds(undefined, null)).toEqual([]);
    expect(parseMessageIds('<bad\u0000id@x> <good@x>')).toEqual(['good@x']);
  });

  it('says "Re:" once', () => {
    expect(replySubject('Dragon print')).toBe('Re: Dragon print');
    expect(replySubject('RE: Dragon print')).toBe('RE: Dragon print');
  });

  it('tells auto-replies and bounces from a person', () => {
    const person = { from: 'Ada <ada@example.com>', contentType: 'text/plain' };
    expect(automatedMailReason(person)).toBeNull();
    expect(automatedMailReason({ ...person, autoSubmitted: 'no' })).toBeNull();
    expect(automatedMailReason({ ...person, autoSubmitted: 'auto-replied' })).toBe('auto-reply');
    expect(automatedMailReason({ ...person, xAutoreply: 'yes' })).toBe('auto-reply');
    expect(automatedMailReason({ ...person, precedence: 'bulk' })).toBe('auto-reply');
    expect(automatedMailReason({ ...person, precedence: 'auto_reply' })).toBe('auto-reply');
    expect(automatedMailReason({ ...person, contentType: 'multipart/report; report-type=x' })).toBe(
      'bounce',
    );
    expect(automatedMailReason({ ...person, from: 'MAILER-DAEMON@mx.example' })).toBe('bounce');
    expect(automatedMailReason({ ...person, returnPath: '<>' })).toBe('bounce');
  });

  it('keeps what the customer wrote, not the quoted history', () => {
    const text = 'Yes please, blue.\r\nThanks\r\n\r\nOn Tue, Ada wrote:\r\n> Which colour?\r\n';
    expect(replyText(text, 1000)).toBe('Yes please, blue.\nThanks');
    expect(replyText('a\n> quoted\nb', 1000)).toBe('a\nb');
    expect(replyText('x'.repeat(50), 10)).toBe('x'.repeat(10));
    expect(replyText('bell\u0007 here', 100)).toBe('bell here');
  });

  it('reads the bare address of a From header', () => {
    expect(addressOf('Ada Lovelace <Ada@Example.com>')).toBe('ada@example.com');
    expect(addressOf('ada@example.com')).toBe('ada@example.com');
    expect(addressOf('nobody')).toBe('');
    expect(addressOf('<ada\u0000@example.com>')).toBe('ada@example.com');
  });
});
