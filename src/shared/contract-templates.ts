import type { ContractTemplate } from './contracts.ts';

/**
 * The five built-in templates of the spec, written out in full in Nigerian English with the
 * spec's terms (section "Template terms"). Amounts are placeholders filled in naira from the fee
 * the photographer types: [DEPOSIT] is the fee × `depositPercent`, [BALANCE] the rest.
 * Placeholders: [DATE] [PHOTOGRAPHER_NAME] [PHOTOGRAPHER_EMAIL] [CLIENT_NAME] [CLIENT_EMAIL]
 * [SESSION_DATE] [LOCATION] [HOURS] [FEE] [DEPOSIT] [BALANCE] [USAGE].
 */

const PARTIES = `This agreement is made on [DATE] between **[PHOTOGRAPHER_NAME]** ([PHOTOGRAPHER_EMAIL]), "the Photographer", and **[CLIENT_NAME]** ([CLIENT_EMAIL]), "the Client".`;

const SIGNING = `## Electronic signature
Both parties agree that signing this agreement electronically, by typing their full name and drawing their signature, is as binding as signing a paper copy. Each party will receive the signed copy by email.`;

const LAW = `## Governing law
This agreement is governed by the laws of the Federal Republic of Nigeria. The parties will first try to settle any disagreement amicably; where that fails, it may be referred to mediation in the state where the session took place before any court action.`;

const portrait = `# Portrait Session Contract

${PARTIES}

## 1. The session
The Photographer will conduct a portrait session for the Client on **[SESSION_DATE]** at **[LOCATION]**, lasting up to **[HOURS] hour(s)**. The Client should arrive on time; lateness will be taken from the session time and does not extend it.

## 2. Fee and retainer
The total fee for the session is **[FEE]**. A non-refundable retainer of **50%** (**[DEPOSIT]**) is payable to book the date. The balance of **[BALANCE]** is due on or before the day of the session. Payment may be made by bank transfer, POS or any other method the Photographer accepts, and the Photographer will issue a receipt for every payment.

## 3. Cancellation and rescheduling
If the Client cancels **less than 7 days** before the session, the retainer is **forfeited**. If the Client cancels 7 days or more before the session, the retainer may be moved once to a new date within three months. Where the Photographer must cancel because of illness or an emergency, the Photographer will offer a new date or refund every payment in full.

## 4. Images and delivery
The Photographer will select and professionally edit the best images from the session and deliver them through an online gallery within **21 days** of the session. Unedited (raw) files are not part of this agreement. Extra edited images or prints can be ordered at the Photographer's current prices.

## 5. Copyright and use
The Photographer owns the copyright in every image. The Client receives a personal licence to print and share the images for non-commercial purposes, with credit to the Photographer where practicable. The Photographer may use selected images in their portfolio and on social media unless the Client objects in writing before the session.

## 6. Limit of liability
If the images are lost or damaged through equipment failure or circumstances beyond the Photographer's control, the Photographer's liability is limited to a refund of the sums paid under this agreement.

${LAW}

${SIGNING}
`;

const wedding = `# Wedding Photography Contract

${PARTIES}

## 1. Coverage
The Photographer will photograph the Client's wedding on **[SESSION_DATE]** at **[LOCATION]**, providing up to **[HOURS] hours** of continuous coverage, which may include the traditional engagement, church or court ceremony and reception as agreed. Coverage beyond the agreed hours is charged at the Photographer's hourly rate, agreed in writing on the day.

## 2. Fee and booking fee
The total fee is **[FEE]**. A **30% booking fee** (**[DEPOSIT]**) secures the date and is payable on signing. The balance of **[BALANCE]** is payable no later than 14 days before the wedding. The date is only held once the booking fee has been received.

## 3. Cancellation and refunds
If the Client cancels, the sums paid are refunded as follows, counted from the date written notice of cancellation reaches the Photographer:
- **90 days or more** before the wedding: **100%** refund.
- **60 to 89 days** before the wedding: **50%** refund.
- **30 to 59 days** before the wedding: **25%** refund.
- **Less than 30 days** before the wedding: **no refund**.
A change of date is treated as a cancellation unless the Photographer is free on the new date and agrees to move the booking.

## 4. Meals and welfare
Where coverage lasts **more than 5 hours**, the Client will provide a hot meal and drinking water for the Photographer and each assistant at a time that does not clash with key moments.

## 5. Cooperation
The Client will share the programme of the day and the names of a family coordinator who can help gather people for group photographs. The Photographer is not responsible for images missed because of restrictions from the venue or officiating minister, late arrivals, or guests obstructing the view.

## 6. Delivery
A selection of professionally edited images will be delivered through an online gallery within **8 weeks** of the wedding, with a short preview within 7 days. Albums and prints are ordered separately.

## 7. Copyright and use
The Photographer owns the copyright in the images and grants the Client a personal licence to print and share them. The Photographer may use selected images for their portfolio and marketing unless the Client asks otherwise in writing.

## 8. Limit of liability
If the Photographer cannot attend through illness, accident or circumstances beyond their control, they will try to send a suitable replacement photographer; where that is not possible, every sum paid will be refunded, and this is the limit of the Photographer's liability.

${LAW}

${SIGNING}
`;

const event = `# Event Photography Contract

${PARTIES}

## 1. The event
The Photographer will cover the Client's event on **[SESSION_DATE]** at **[LOCATION]** for up to **[HOURS] hours**. Extra time on the day is charged at the Photographer's hourly rate and must be agreed with the Client's representative.

## 2. Fee and deposit
The total fee is **[FEE]**. A **50% deposit** (**[DEPOSIT]**) is payable on signing to secure the date. The balance of **[BALANCE]** is due on or before the day of the event.

## 3. Cancellation
If the Client cancels **less than 14 days** before the event, the deposit is **forfeited**. If the Client cancels 14 days or more before the event, the deposit is refunded less any costs already incurred (for example travel booked for the event).

## 4. Meals
Where coverage lasts **more than 4 hours**, the Client will provide a meal and drinking water for the Photographer and any assistant.

## 5. Access and conduct
The Client will arrange access to every area the Photographer is expected to cover and inform the Photographer of any restrictions at the venue. The Photographer will dress appropriately for the occasion and work discreetly.

## 6. Delivery
Professionally edited images will be delivered through an online gallery within **21 days** of the event.

## 7. Copyright and use
The Photographer owns the copyright. The Client may use the images for their own purposes and publicity of the event, with credit to the Photographer. The Photographer may use selected images in their portfolio.

## 8. Limit of liability
The Photographer's liability for any loss of images is limited to a refund of the sums paid under this agreement.

${LAW}

${SIGNING}
`;

const commercial = `# Commercial Photography Contract

${PARTIES}

## 1. The assignment
The Photographer will carry out the commercial photography assignment agreed with the Client on **[SESSION_DATE]** at **[LOCATION]**, over up to **[HOURS] hours** of shooting, in line with the brief approved by the Client.

## 2. Fee and deposit
The total fee is **[FEE]**. A **50% deposit** (**[DEPOSIT]**) is payable before the shoot to secure the date. The balance of **[BALANCE]** is due within 14 days of delivery of the final images. Prices exclude VAT, which will be added where it applies.

## 3. Rescheduling and cancellation
If the Client reschedules the shoot, a **rescheduling fee of 25%** of the total fee is payable. If the Client cancels, the deposit is not refundable.

## 4. Usage licence
On full payment the Photographer grants the Client a non-exclusive licence to use the final images for: **[USAGE]**. Any other use, or use beyond that scope, needs the Photographer's written consent and may attract an additional licence fee.

## 5. Client materials and approvals
The Client is responsible for products, props, locations, permits and releases from any models or property owners the Client provides, and for approving images during or after the shoot within 7 days of delivery of proofs.

## 6. Copyright and credit
The Photographer retains the copyright in every image and may show the work in their portfolio once the Client's campaign is public, unless a confidentiality agreement says otherwise.

## 7. Limit of liability
The Photographer's liability is limited to the fee paid under this agreement.

${LAW}

${SIGNING}
`;

const model = `# Model Release Form

This release is made on [DATE] between **[PHOTOGRAPHER_NAME]** ([PHOTOGRAPHER_EMAIL]), "the Photographer", and **[CLIENT_NAME]** ([CLIENT_EMAIL]), "the Model".

## 1. Grant of rights
For good and valuable consideration, the Model grants the Photographer, and those acting with the Photographer's permission, the right to use photographs taken of the Model on **[SESSION_DATE]** at **[LOCATION]**, in whole or in part, in any medium, for portfolio, advertising, editorial and other lawful purposes.

## 2. No approval of final use
The Model waives any right to inspect or approve the finished images or the text that may accompany them, provided the images are not used in a way that is defamatory or offensive.

## 3. No further payment
The Model agrees that they will not be entitled to further payment for the use of the images beyond what was agreed for the session.

## 4. Minors
Where the Model is **under 18 years of age**, this release is only valid when it is also signed by the Model's **parent or legal guardian**, who confirms that they have the authority to sign on the Model's behalf and agree to its terms. The parent or guardian signs in the Model's place below and writes their own full name.

## 5. Withdrawal
The Model may ask in writing that images not yet published are no longer used; images already published or printed cannot be recalled.

${LAW}

${SIGNING}
`;

export const BUILT_IN_TEMPLATES: readonly ContractTemplate[] = [
  {
    id: 'template-portrait',
    title: 'Portrait Session Contract',
    category: 'Portrait',
    content: portrait,
    depositPercent: 50,
    builtIn: true,
  },
  {
    id: 'template-wedding',
    title: 'Wedding Photography Contract',
    category: 'Wedding',
    content: wedding,
    depositPercent: 30,
    builtIn: true,
  },
  {
    id: 'template-event',
    title: 'Event Photography Contract',
    category: 'Events',
    content: event,
    depositPercent: 50,
    builtIn: true,
  },
  {
    id: 'template-commercial',
    title: 'Commercial Photography Contract',
    category: 'Commercial',
    content: commercial,
    depositPercent: 50,
    builtIn: true,
  },
  {
    id: 'template-model',
    title: 'Model Release Form',
    category: 'Model Release',
    content: model,
    depositPercent: null,
    builtIn: true,
  },
];
