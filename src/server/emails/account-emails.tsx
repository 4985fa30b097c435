/** @jsxRuntime automatic @jsxImportSource react */
import { Action, Footnote, Greeting, Paragraph, SiteName, Title } from './layout.tsx';
import type { EmailContent } from './render.tsx';

/** The wording of every account email (sign-up, password, photographer approval), in one place. */

export function verificationEmail(firstName: string, url: string): EmailContent {
  return {
    subject: ({ siteName }) => `Verify your email for ${siteName}`,
    body: (
      <>
        <Title>Confirm your email address</Title>
        <Greeting name={firstName} />
        <Paragraph>
          Thank you for creating an <SiteName /> account. Confirm that this is your email address to finish
          setting it up.
        </Paragraph>
        <Action label="Verify my email" url={url} />
        <Footnote>
          The link works for 24 hours. If you did not create an account, you can ignore this email.
        </Footnote>
      </>
    ),
  };
}

export function resetPasswordEmail(firstName: string, url: string, minutes: number): EmailContent {
  return {
    subject: ({ siteName }) => `Reset your ${siteName} password`,
    body: (
      <>
        <Title>Reset your password</Title>
        <Greeting name={firstName} />
        <Paragraph>
          Someone asked to reset the password of your <SiteName /> account. If it was you, choose a new
          password below.
        </Paragraph>
        <Action label="Choose a new password" url={url} />
        <Footnote>
          The link works once, for {minutes} minutes. If you did not ask for it, ignore this email: your
          password stays the same.
        </Footnote>
      </>
    ),
  };
}

export function existingAccountEmail(firstName: string, loginUrl: string): EmailContent {
  return {
    subject: 'Someone tried to sign up with your email',
    body: (
      <>
        <Title>
          You already have an <SiteName /> account
        </Title>
        <Greeting name={firstName} />
        <Paragraph>
          Someone just tried to create a new <SiteName /> account with this email address. You already have
          one, so nothing was changed.
        </Paragraph>
        <Paragraph>
          If it was you, log in instead, or reset your password from the login page if you have forgotten it.
        </Paragraph>
        <Action
          label={
            <>
              Log in to <SiteName />
            </>
          }
          url={loginUrl}
        />
        <Footnote>If it was not you, you can ignore this email.</Footnote>
      </>
    ),
  };
}

export function passwordChangedEmail(firstName: string, resetUrl: string): EmailContent {
  return {
    subject: ({ siteName }) => `Your ${siteName} password was changed`,
    body: (
      <>
        <Title>Your password was changed</Title>
        <Greeting name={firstName} />
        <Paragraph>
          The password of your <SiteName /> account was just changed, and your other sessions were signed out.
        </Paragraph>
        <Paragraph>If this was not you, reset your password now.</Paragraph>
        <Action label="Reset my password" url={resetUrl} />
      </>
    ),
  };
}

export function approvedEmail(firstName: string, portalUrl: string): EmailContent {
  return {
    subject: ({ siteName }) => `Your ${siteName} photographer account is approved`,
    body: (
      <>
        <Title>Welcome aboard: you are approved</Title>
        <Greeting name={firstName} />
        <Paragraph>
          Good news: an <SiteName /> administrator approved your photographer account.
        </Paragraph>
        <Paragraph>
          Open your Photographer Portal to complete your business profile and start taking bookings.
        </Paragraph>
        <Action label="Open the Photographer Portal" url={portalUrl} />
      </>
    ),
  };
}

export function rejectedEmail(firstName: string, reason: string | null, applyUrl: string): EmailContent {
  return {
    subject: ({ siteName }) => `About your ${siteName} photographer application`,
    body: (
      <>
        <Title>Your application was not approved</Title>
        <Greeting name={firstName} />
        <Paragraph>
          Thank you for applying to join <SiteName /> as a photographer. After review, we could not approve
          this application.
        </Paragraph>
        {reason ? <Paragraph>The reviewer's note: {reason}</Paragraph> : null}
        <Paragraph>You are welcome to update your details and apply again.</Paragraph>
        <Action label="Apply again" url={applyUrl} />
      </>
    ),
  };
}

/** To each super admin when a photographer applies. */
export function applicationReceivedEmail(
  applicant: { firstName: string; lastName: string; email: string },
  businessName: string,
  reviewUrl: string,
): EmailContent {
  return {
    subject: `New photographer application: ${businessName}`,
    body: (
      <>
        <Title>A photographer is waiting for approval</Title>
        <Paragraph>
          {applicant.firstName} {applicant.lastName} ({applicant.email}) applied as {businessName}.
        </Paragraph>
        <Paragraph>Review the application in the admin dashboard.</Paragraph>
        <Action label="Review applications" url={reviewUrl} />
      </>
    ),
  };
}
