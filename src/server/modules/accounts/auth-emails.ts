import type { EmailContent } from '../../emails/layout.ts';

/** The wording of every account email, in one place. */

export function verificationEmail(firstName: string, url: string): EmailContent {
  return {
    subject: 'Verify your email for Aworan',
    heading: 'Confirm your email address',
    paragraphs: [
      `Hello ${firstName || 'there'},`,
      'Thank you for creating an Aworan account. Confirm that this is your email address to finish setting it up.',
    ],
    action: { label: 'Verify my email', url },
    footnote: 'The link works for 24 hours. If you did not create an account, you can ignore this email.',
  };
}

export function resetPasswordEmail(firstName: string, url: string, minutes: number): EmailContent {
  return {
    subject: 'Reset your Aworan password',
    heading: 'Reset your password',
    paragraphs: [
      `Hello ${firstName || 'there'},`,
      'Someone asked to reset the password of your Aworan account. If it was you, choose a new password below.',
    ],
    action: { label: 'Choose a new password', url },
    footnote: `The link works once, for ${minutes} minutes. If you did not ask for it, ignore this email: your password stays the same.`,
  };
}

export function existingAccountEmail(firstName: string, loginUrl: string): EmailContent {
  return {
    subject: 'Someone tried to sign up with your email',
    heading: 'You already have an Aworan account',
    paragraphs: [
      `Hello ${firstName || 'there'},`,
      'Someone just tried to create a new Aworan account with this email address. You already have one, so nothing was changed.',
      'If it was you, log in instead, or reset your password from the login page if you have forgotten it.',
    ],
    action: { label: 'Log in to Aworan', url: loginUrl },
    footnote: 'If it was not you, you can ignore this email.',
  };
}

export function passwordChangedEmail(firstName: string, resetUrl: string): EmailContent {
  return {
    subject: 'Your Aworan password was changed',
    heading: 'Your password was changed',
    paragraphs: [
      `Hello ${firstName || 'there'},`,
      'The password of your Aworan account was just changed, and your other sessions were signed out.',
      'If this was not you, reset your password now.',
    ],
    action: { label: 'Reset my password', url: resetUrl },
  };
}
