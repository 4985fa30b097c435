import type { EmailContent } from '../../emails/layout.ts';

export function approvedEmail(firstName: string, portalUrl: string): EmailContent {
  return {
    subject: 'Your Aworan photographer account is approved',
    heading: 'Welcome aboard: you are approved',
    paragraphs: [
      `Hello ${firstName || 'there'},`,
      'Good news: an Aworan administrator approved your photographer account.',
      'Open your Photographer Portal to complete your business profile and start taking bookings.',
    ],
    action: { label: 'Open the Photographer Portal', url: portalUrl },
  };
}

export function rejectedEmail(firstName: string, reason: string | null, applyUrl: string): EmailContent {
  return {
    subject: 'About your Aworan photographer application',
    heading: 'Your application was not approved',
    paragraphs: [
      `Hello ${firstName || 'there'},`,
      'Thank you for applying to join Aworan as a photographer. After review, we could not approve this application.',
      ...(reason ? [`The reviewer's note: ${reason}`] : []),
      'You are welcome to update your details and apply again.',
    ],
    action: { label: 'Apply again', url: applyUrl },
  };
}
