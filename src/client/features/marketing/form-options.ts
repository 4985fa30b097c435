import { CONTACT_SUBJECTS, DEMO_INTERESTS, DEMO_ROLES } from '@shared/content';

/** Labels people read for the spec's option values (the values are what the server stores). */
const subjectLabels: Record<(typeof CONTACT_SUBJECTS)[number], string> = {
  general: 'General Inquiry',
  support: 'Technical Support',
  billing: 'Billing Question',
  partnership: 'Partnership',
  feedback: 'Feedback',
};
const roleLabels: Record<(typeof DEMO_ROLES)[number], string> = {
  photographer: 'Photographer',
  studio_owner: 'Studio Owner',
  manager: 'Studio Manager',
  client: 'Client',
  other: 'Other',
};
const interestLabels: Record<(typeof DEMO_INTERESTS)[number], string> = {
  scheduling: 'Scheduling',
  galleries: 'Client Galleries',
  invoicing: 'Invoicing & Payments',
  contracts: 'Contracts',
  all: 'All Features',
};

export const subjectOptions = CONTACT_SUBJECTS.map((value) => ({ value, label: subjectLabels[value] }));
export const roleOptions = DEMO_ROLES.map((value) => ({ value, label: roleLabels[value] }));
export const interestOptions = DEMO_INTERESTS.map((value) => ({ value, label: interestLabels[value] }));

export const isContactSubject = (value: string | null): value is (typeof CONTACT_SUBJECTS)[number] =>
  (CONTACT_SUBJECTS as readonly string[]).includes(value ?? '');
