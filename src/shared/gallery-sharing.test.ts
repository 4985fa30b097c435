import { describe, expect, it } from 'vitest';
import { codeSentence, invitationText, shareInputSchema } from './gallery-sharing.ts';

describe('sharing a gallery (decision 207)', () => {
  it('says the PIN only when it travels in the email', () => {
    expect(codeSentence('pin', '2580')).toBe("The gallery's PIN is 2580.");
    expect(codeSentence('pin', null)).toBe(
      'The gallery asks for a PIN: your photographer will give it to you.',
    );
    expect(codeSentence('password', null)).toMatch(/asks for a password/);
    expect(codeSentence(null, null)).toBe('Anyone with the link can open the gallery.');
  });

  it("writes the photographer's message in its paragraphs, or ours when there is none", () => {
    const own = invitationText({
      from: 'Kemi Frames',
      galleryName: 'Funke & Tobi',
      message: 'Hello Funke!\n\n  Enjoy the photos.  \n\n\n',
      codeLine: codeSentence('pin', null),
    });
    expect(own.subject).toBe('Kemi Frames shared a gallery with you: Funke & Tobi');
    expect(own.paragraphs).toEqual([
      'Hello Funke!',
      'Enjoy the photos.',
      'The gallery asks for a PIN: your photographer will give it to you.',
    ]);
    const ours = invitationText({ from: 'Kemi Frames', galleryName: 'X', message: '  ', codeLine: '' });
    expect(ours.paragraphs[0]).toMatch(/^Kemi Frames has shared your photos with you/);
  });

  it('takes recipients as lower-case emails, a 4-digit PIN, and keep with or without the code', () => {
    const input = shareInputSchema.parse({
      recipients: [' Funke@Clients.TEST '],
      protection: { mode: 'keep' },
    });
    expect(input).toEqual({
      recipients: ['funke@clients.test'],
      message: '',
      protection: { mode: 'keep', code: '' },
      codeInEmail: false,
    });
    expect(shareInputSchema.safeParse({ protection: { mode: 'pin', code: '123' } }).success).toBe(false);
    expect(shareInputSchema.safeParse({ recipients: ['nope'], protection: { mode: 'none' } }).success).toBe(
      false,
    );
    expect(
      shareInputSchema.safeParse({ recipients: Array(21).fill('a@b.test'), protection: { mode: 'none' } })
        .success,
    ).toBe(false);
  });
});
