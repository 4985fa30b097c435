/** @jsxRuntime automatic @jsxImportSource react */
import { formatMinorUnits, formatNaira } from '../../shared/money.ts';
import { Footnote, Paragraph, SiteName, Title } from './layout.tsx';
import type { EmailContent } from './render.tsx';

/**
 * To the photographer and the super admins when Paystack reports a payment that does not match
 * what was asked (amount or currency): it is not credited, a person must look at it.
 */
export function paymentFlaggedEmail(input: {
  reference: string;
  expectedKobo: number;
  paidKobo: number;
  currency: string;
  reason: string;
}): EmailContent {
  return {
    subject: `A payment needs checking: ${input.reference}`,
    body: (
      <>
        <Title>A payment was not credited</Title>
        <Paragraph>
          Paystack reported payment {input.reference} for {formatMinorUnits(input.paidKobo, input.currency)},
          but {formatNaira(input.expectedKobo)} was asked. <SiteName /> did not credit it: {input.reason}
        </Paragraph>
        <Paragraph>
          Check the transaction in your Paystack dashboard before settling it with the client by hand.
        </Paragraph>
        <Footnote>
          You receive this because online payments go through your account on <SiteName />.
        </Footnote>
      </>
    ),
  };
}
