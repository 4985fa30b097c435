/** @jsxRuntime automatic @jsxImportSource react */
import { Action, Footnote, Greeting, Paragraph, Title } from './layout.tsx';
import { Opening } from './opening.tsx';
import type { EmailContent } from './render.tsx';

/** Names, numbers and amounts come from the invoice; React escapes them. */
interface InvoiceFacts {
  clientName: string;
  from: string;
  number: string;
  total: string;
  dueDate: string;
  url: string;
  /** The photographer's own opening of this email (decision 283). */
  opening?: string | undefined;
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
        <Opening
          opening={f.opening}
          builtIn={`Amount due: ${f.total}, by ${f.dueDate}. The invoice is attached as a PDF, and you can view it and see how to pay at the link below.`}
          facts={`Amount due: ${f.total}, by ${f.dueDate}. The invoice is attached as a PDF.`}
        />
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
        <Opening
          opening={f.opening}
          builtIn={`${f.from} reminds you that ${f.balance} is due on invoice ${f.number} (due ${f.dueDate}).`}
          facts={`${f.balance} is due on invoice ${f.number} (due ${f.dueDate}).`}
        />
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
        <Opening
          opening={f.opening}
          builtIn={`${f.from} reminds you that ${f.amount} (${f.instalment}) is due on invoice ${f.number} by ${f.dueDate}. The invoice total is ${f.total}.`}
          facts={`${f.amount} (${f.instalment}) is due on invoice ${f.number} by ${f.dueDate}; the invoice total is ${f.total}.`}
        />
        <Action label="View the invoice" url={f.url} />
        <Footnote>Already paid? You can tell {f.from} from the invoice page.</Footnote>
      </>
    ),
  };
}

/**
 * To the client after every payment, whole or part (the receipt PDF is attached): what was
 * received, and what is left to pay or that the invoice is paid in full.
 */
export function receiptEmail(f: {
  clientName: string;
  from: string;
  receiptNumber: string;
  number: string;
  amount: string;
  paidOn: string;
  /** What is left to pay on the invoice; null: paid in full. */
  left: string | null;
  /** The next instalment, when there is a schedule. */
  next: string | null;
  url: string | null;
  /** This receipt corrects an earlier one (part of that payment was refunded). */
  replaces: string | null;
}): EmailContent {
  return {
    subject: `Receipt ${f.receiptNumber} from ${f.from}: ${f.amount} for invoice ${f.number}`,
    preview: f.left ? `Partially paid: ${f.left} left to pay` : 'Paid in full',
    body: (
      <>
        <Greeting name={f.clientName} />
        <Title>Thank you for your payment</Title>
        <Paragraph>
          {f.from} has received {f.amount} for invoice {f.number} (paid {f.paidOn}). Your receipt{' '}
          {f.receiptNumber} is attached.
        </Paragraph>
        {f.replaces ? <Paragraph>This receipt replaces the earlier one: {f.replaces}.</Paragraph> : null}
        <Paragraph>
          {f.left
            ? `Invoice ${f.number} is partially paid: ${f.left} is left to pay.${f.next ? ` Next: ${f.next}.` : ''}`
            : `Invoice ${f.number} is paid in full.`}
        </Paragraph>
        {f.url ? <Action label="View the invoice" url={f.url} /> : null}
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
