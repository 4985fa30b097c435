/**
 * Every query key of the accounts feature. The session's own keys start with 'auth': signing
 * out keeps those (set to "signed out") and drops every other cached query.
 */
export const accountKeys = {
  me: ['auth', 'me'] as const,
  authOptions: ['auth', 'options'] as const,
  all: ['accounts'] as const,
  photographerProfile: ['accounts', 'photographer-profile'] as const,
  sessions: ['accounts', 'sessions'] as const,
};
