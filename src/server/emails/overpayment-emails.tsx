/** @jsxRuntime automatic @jsxImportSource react */
import { Action, Footnote, Paragraph, Title } from './layout.tsx';
import type { EmailContent } from './render.tsx';

/**
 * To the photographer when an online payment arrives for an amount already paid (decision 212):
 * the client paid twice, and the invoice offers the refund in one step.
 */
export function invoiceOverpaidEmail(f: {
  clientName: string;
  number: string;
  amount: string;
  /** What was left to pay when it arrived (₦0.00: nothing). */
  owed: string;
  extra: string;
  url: string;
}): EmailContent {
  return {
    subject: `${f.clientName} paid ${f.extra} too much on invoice ${f.number}`,
    preview: `Refund ${f.extra} from the invoice in one step.`,
    body: (
      <>
        <Title>
          {f.clientName} paid {f.extra} too much
        </Title>
        <Paragraph>
          A payment of {f.amount} on invoice {f.number} went through Paystack when{' '}
          {f.extra === f.amount ? 'the invoice was already paid' : `${f.owed} was left to pay`}: {f.extra} is
          more than the client owed. It is recorded on the invoice, which is flagged as over-paid.
        </Paragraph>
        <Paragraph>Open the invoice to refund {f.extra} to the client in one step.</Paragraph>
        <Action label="Open the invoice" url={f.url} />
        <Footnote>Paystack returns the money to the card or account it came from.</Footnote>
      </>
    ),
  };
}
