/** @jsxRuntime automatic @jsxImportSource react */
import { Action, Footnote, Greeting, Paragraph, Title } from './layout.tsx';
import type { EmailContent } from './render.tsx';

/** Names, numbers and amounts come from the invoice; React escapes them. */
interface InvoiceFacts {
  clientName: string;
  from: string;
  number: string;
  total: string;
  dueDate: string;
  url: string;
}

/** To the client when an invoice is sent (the PDF is attached). */
export function invoiceSentEmail(f: InvoiceFacts & { firstDue?: string }): EmailContent {
  return {
    subject: `Invoice ${f.number} from ${f.from}`,
    preview: `${f.total} due ${f.dueDate}`,
    body: (
      <>
        <Greeting name={f.clientName} />
        <Title>
          Invoice {f.number} from {f.from}
        </Title>
        <Paragraph>
          Amount due: {f.total}, by {f.dueDate}. The invoice is attached as a PDF, and you can view it and see
          how to pay at the link below.
        </Paragraph>
        {f.firstDue ? <Paragraph>It is paid in instalments: first, {f.firstDue}.</Paragraph> : null}
        <Action label="View the invoice" url={f.url} />
        <Footnote>This link is for you only: anyone with it can see this invoice.</Footnote>
      </>
    ),
  };
}

/** To the client before, on and after the due date. */
export function invoiceReminderEmail(f: InvoiceFacts & { balance: string; when: string }): EmailContent {
  return {
    subject: `Reminder: invoice ${f.number} ${f.when}`,
    body: (
      <>
        <Greeting name={f.clientName} />
        <Title>
          Invoice {f.number} is {f.when}
        </Title>
        <Paragraph>
          {f.from} reminds you that {f.balance} is due on invoice {f.number} (due {f.dueDate}).
        </Paragraph>
        <Action label="View the invoice" url={f.url} />
        <Footnote>Already paid? You can tell {f.from} from the invoice page.</Footnote>
      </>
    ),
  };
}

/** To the client before, on and after an instalment's own due date (a payment schedule). */
export function instalmentReminderEmail(
  f: InvoiceFacts & { instalment: string; amount: string; when: string },
): EmailContent {
  return {
    subject: `Reminder: ${f.instalment} of invoice ${f.number} ${f.when}`,
    body: (
      <>
        <Greeting name={f.clientName} />
        <Title>
          {f.instalment} of invoice {f.number} is {f.when}
        </Title>
        <Paragraph>
          {f.from} reminds you that {f.amount} ({f.instalment}) is due on invoice {f.number} by {f.dueDate}.
          The invoice total is {f.total}.
        </Paragraph>
        <Action label="View the invoice" url={f.url} />
        <Footnote>Already paid? You can tell {f.from} from the invoice page.</Footnote>
      </>
    ),
  };
}

/** To the client when the invoice is paid in full (the receipt PDF is attached). */
export function receiptEmail(f: {
  clientName: string;
  from: string;
  receiptNumber: string;
  number: string;
  total: string;
}): EmailContent {
  return {
    subject: `Receipt ${f.receiptNumber} for invoice ${f.number}`,
    body: (
      <>
        <Greeting name={f.clientName} />
        <Title>Thank you for your payment</Title>
        <Paragraph>
          {f.from} has received {f.total} for invoice {f.number}. Your receipt {f.receiptNumber} is attached.
        </Paragraph>
      </>
    ),
  };
}

/** To the photographer when the client presses "I have paid". */
export function clientSaysPaidEmail(f: {
  clientName: string;
  number: string;
  balance: string;
  url: string;
}): EmailContent {
  return {
    subject: `${f.clientName} says invoice ${f.number} is paid`,
    body: (
      <>
        <Title>
          {f.clientName} says invoice {f.number} is paid
        </Title>
        <Paragraph>
          Check your account for {f.balance} with the reference {f.number}, then record the payment so the
          receipt goes out.
        </Paragraph>
        <Action label="Open Invoicing" url={f.url} />
      </>
    ),
  };
}

/** To the photographer when a client pays an invoice online (Paystack), or a refund completes. */
export function onlinePaymentEmail(f: {
  clientName: string;
  number: string;
  amount: string;
  balance: string;
  refund?: boolean;
  url: string;
}): EmailContent {
  const what = f.refund
    ? `Refund of ${f.amount} on invoice ${f.number} completed`
    : `${f.clientName} paid ${f.amount} online`;
  return {
    subject: f.refund ? what : `${what} (invoice ${f.number})`,
    body: (
      <>
        <Title>{what}</Title>
        <Paragraph>
          {f.refund
            ? `Paystack has returned ${f.amount} to ${f.clientName}.`
            : `The payment on invoice ${f.number} went through Paystack and was verified; it is recorded on the invoice.`}{' '}
          Balance now: {f.balance}.
        </Paragraph>
        <Action label="Open Invoicing" url={f.url} />
      </>
    ),
  };
}
