/** @jsxRuntime automatic @jsxImportSource react */
import { Action, Footnote, Greeting, Paragraph, Title } from './layout.tsx';
import type { EmailContent } from './render.tsx';

/** To the client when a contract is sent: the link to read and sign it. */
export function contractSentEmail(f: {
  clientName: string;
  from: string;
  title: string;
  expires: string;
  url: string;
}): EmailContent {
  return {
    subject: `Please sign: ${f.title} from ${f.from}`,
    preview: `Read and sign by ${f.expires}`,
    body: (
      <>
        <Greeting name={f.clientName} />
        <Title>{f.from} sent you a contract to sign</Title>
        <Paragraph>
          {f.title}. Please read it in full and sign it online by {f.expires}: you type your name and draw
          your signature, no account needed.
        </Paragraph>
        <Action label="Review and sign" url={f.url} />
        <Footnote>This link is for you only: anyone with it can read and sign this contract.</Footnote>
      </>
    ),
  };
}

/** To both parties when the last signature is in (the sealed PDF is attached). */
export function contractSignedEmail(f: {
  name: string;
  title: string;
  other: string;
  url: string | null;
}): EmailContent {
  return {
    subject: `Signed: ${f.title}`,
    preview: 'Your signed copy is attached',
    body: (
      <>
        <Greeting name={f.name} />
        <Title>{f.title} is signed</Title>
        <Paragraph>
          Both you and {f.other} have signed. Your signed copy, with its certificate of completion, is
          attached as a PDF. Keep it for your records.
        </Paragraph>
        {f.url ? <Action label="View the contract" url={f.url} /> : null}
        <Footnote>The PDF is digitally sealed: a PDF reader will show if it was ever changed.</Footnote>
      </>
    ),
  };
}

/** To the photographer when the client has signed through the link: their countersignature completes it. */
export function contractClientSignedEmail(f: {
  name: string;
  title: string;
  clientName: string;
  url: string;
}): EmailContent {
  return {
    subject: `${f.clientName} signed: ${f.title}`,
    preview: 'Countersign to complete it',
    body: (
      <>
        <Greeting name={f.name} />
        <Title>
          {f.clientName} has signed {f.title}
        </Title>
        <Paragraph>
          Countersign it from the contract's details on your Contracts page. Once you do, you and{' '}
          {f.clientName} both receive the signed, sealed PDF.
        </Paragraph>
        <Action label="Open Contracts" url={f.url} />
      </>
    ),
  };
}

/** To the photographer when a sent contract expires unsigned. */
export function contractExpiredEmail(f: {
  name: string;
  title: string;
  clientName: string;
  url: string;
}): EmailContent {
  return {
    subject: `Expired unsigned: ${f.title}`,
    body: (
      <>
        <Greeting name={f.name} />
        <Title>{f.title} has expired</Title>
        <Paragraph>
          {f.clientName} did not sign it before its expiration date, so the signing link no longer works. You
          can create and send a new contract from your Contracts page.
        </Paragraph>
        <Action label="Open Contracts" url={f.url} />
      </>
    ),
  };
}

/**
 * To the client when the photographer voids a contract sent to them: the reason, and, when they
 * had signed it, that it no longer binds either side.
 */
export function contractVoidedEmail(f: {
  clientName: string;
  from: string;
  title: string;
  reason: string;
  /** When the client signed it ("24 Nov 2026"), or null when they had not. */
  signedOn: string | null;
}): EmailContent {
  return {
    subject: `Voided: ${f.title} from ${f.from}`,
    preview: f.signedOn ? 'The contract you signed no longer applies' : 'There is nothing to sign now',
    body: (
      <>
        <Greeting name={f.clientName} />
        <Title>{f.from} voided this contract</Title>
        <Paragraph>
          {f.signedOn
            ? `${f.title}, which you signed on ${f.signedOn}, has been voided before ${f.from} countersigned it. It no longer binds you or ${f.from}.`
            : `${f.title} has been voided: it no longer needs your signature, and its signing link no longer works.`}
        </Paragraph>
        <Paragraph>The reason given: {f.reason}</Paragraph>
        <Footnote>If this is a surprise, reply to {f.from} directly. A new contract comes by email.</Footnote>
      </>
    ),
  };
}
