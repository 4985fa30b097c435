/** The Terms of Service, in the site's markdown dialect. Reviewed by a lawyer before launch. */
export const TERMS_UPDATED = '1 April 2025';

export const termsText = `These Terms of Service ("Terms") govern your use of Aworan, the website and platform operated by Aworan Technologies Limited, a company registered in Nigeria ("Aworan", "we", "us"). By creating an account or using the platform you agree to these Terms. If you do not agree, do not use Aworan.

## 1. What Aworan does

Aworan connects clients with independent photographers and gives photographers tools to run their business: bookings, contracts, invoices, payments, client records and online galleries. **Photographers are independent businesses, not our employees.** The contract for a photography service is between the photographer and the client.

## 2. Accounts

- You must be at least 18 years old to create an account.
- Give accurate information and keep it up to date.
- Keep your password secret; you are responsible for activity on your account.
- Tell us at once if you believe your account has been used without your permission.

## 3. Photographers

- Photographer accounts are reviewed before they are listed in our directory. We may approve, refuse or remove a listing at our discretion, for example after repeated complaints.
- You are responsible for the services you offer, your prices, your contracts with clients, and for complying with the law, including tax obligations such as VAT where you are registered.
- You confirm you own or have permission to use every image you upload, and that you have the consent of the people photographed where the law requires it.
- You grant Aworan a limited licence to store, resize and display your images only to provide the platform to you and your clients, and, for portfolio images you publish, to show them in the directory.

## 4. Clients

- Bookings, deposits, cancellations and refunds follow the contract you agree with your photographer. Read it before you sign.
- Photos delivered to you are for the personal use agreed in that contract; the photographer usually keeps the copyright.

## 5. Payments

- Prices are in Nigerian naira (NGN). Payments are processed by licensed payment providers; we do not store full card numbers.
- Invoices show VAT where the photographer charges it. Fees for Aworan's own plans are shown on our pricing page before you subscribe.
- Disputes about a photography service should first be raised with the photographer. We will help where we can, but we are not a party to that contract.

## 6. Acceptable use

You must not:

- use Aworan for anything unlawful, fraudulent or harmful;
- upload content that is obscene, defamatory, hateful, or that infringes someone else's rights;
- attempt to access accounts or data that are not yours, or disrupt the platform;
- scrape the directory or send unsolicited messages to photographers or clients.

## 7. Content and intellectual property

You keep ownership of what you upload. The Aworan name, logo, software and site content belong to us. You may not copy or reuse them without our written permission.

## 8. Availability and changes

We work hard to keep Aworan available and your files safe, but we cannot promise uninterrupted service. We may change features from time to time, and we will give reasonable notice of changes that significantly affect you.

## 9. Liability

To the extent the law allows, Aworan is not liable for indirect or consequential losses, or for the acts of photographers or clients. Our total liability to you for any claim is limited to the fees you paid us in the twelve months before the claim. Nothing in these Terms limits liability that cannot be limited under Nigerian law.

## 10. Ending your account

You may close your account at any time from your account settings or by contacting us. We may suspend or close accounts that break these Terms. Contracts, invoices and records we must keep by law are retained as described in our [Privacy Policy](/privacy).

## 11. Governing law

These Terms are governed by the laws of the Federal Republic of Nigeria. Disputes will first be addressed through good-faith negotiation and, failing that, by the courts of Lagos State.

## 12. Changes to these Terms

We may update these Terms. When we make material changes we will tell you by email or on the platform before they take effect. Continuing to use Aworan after that date means you accept the updated Terms.`;
