/**
 * The Privacy Policy, written with the Nigeria Data Protection Act 2023 in mind (lawful
 * bases, data subject rights, the NDPC as regulator). Reviewed by a lawyer before launch.
 */
export const PRIVACY_UPDATED = '1 April 2025';

export const privacyText = `This Privacy Policy explains how Aworan Technologies Limited ("Aworan", "we", "us") collects, uses and protects personal data when you use our website and platform. We process personal data in line with the **Nigeria Data Protection Act 2023** (NDPA) and the regulations of the Nigeria Data Protection Commission (NDPC).

## 1. Who is responsible

Aworan is the data controller for account, website and marketing data. When a photographer uses Aworan to manage their own clients (bookings, contracts, invoices, galleries), the photographer is the controller of that client data and Aworan processes it on their behalf, under a written data processing agreement.

## 2. What we collect

- **Account data**: name, email address, phone number, password (stored only as a secure hash) and account type.
- **Photographer data**: business name, portfolio link, description of services, prices and, where provided, tax identification number.
- **Booking and business data**: sessions, contracts and signatures, invoices and payment status, client notes.
- **Photographs** uploaded to galleries and portfolios.
- **Messages** you send through our contact and demo forms, and newsletter subscriptions.
- **Technical data**: IP address, browser type, device information and security logs, including the audit trail of contract signatures.

We do not store full card numbers; payments are handled by licensed payment providers.

## 3. Why we use it, and our lawful basis

- To provide the platform and the services you ask for: **performance of a contract**.
- To keep the platform secure, prevent fraud and keep audit trails: **legitimate interests** and **legal obligation**.
- To keep accounting and tax records: **legal obligation**.
- To send our newsletter and marketing emails: **consent**, which you can withdraw at any time through the unsubscribe link in every email.
- To answer your messages and demo requests: **legitimate interests** in responding to you.

## 4. Sharing

We share personal data only with:

- the photographer or client on the other side of a booking, as needed to deliver the service;
- service providers who host our systems, send emails or process payments, under contracts that require them to protect your data;
- authorities, where the law requires it.

We never sell personal data.

## 5. International transfers

Some of our providers may store data outside Nigeria. Where they do, we transfer data only where the NDPA allows it, for example to countries with adequate protection or under appropriate safeguards such as standard contractual clauses.

## 6. How long we keep it

- Account data: while your account is open, and up to 12 months after you close it.
- Invoices and financial records: six years, as required for tax purposes.
- Signed contracts and their audit trails: for the period in which a claim could be brought.
- Galleries: for the period agreed between the photographer and the client, then deleted.
- Contact messages: up to two years; newsletter data until you unsubscribe.

## 7. Your rights

Under the NDPA you have the right to:

- be informed about how your data is used, and to **access** a copy of it;
- have inaccurate data **corrected**;
- have your data **erased** where there is no longer a reason to keep it;
- **restrict** or **object** to processing, including direct marketing;
- receive your data in a portable format (**data portability**);
- **withdraw consent** at any time, without affecting earlier processing;
- not be subject to decisions based solely on automated processing that significantly affect you.

To exercise a right, contact us using the details below. We will reply within 30 days. If you are not satisfied, you may complain to the **Nigeria Data Protection Commission** (NDPC).

## 8. Security

We protect data with encryption in transit, hashed passwords, access controls, signed and expiring links for photographs, and regular backups. If a personal data breach is likely to put your rights at risk, we will notify the NDPC within 72 hours and inform you without undue delay.

## 9. Children

Aworan is not intended for anyone under 18. Photographs of minors are uploaded by photographers under the consent of a parent or guardian, for example through a model release.

## 10. Cookies

We use only the cookies needed to sign you in and keep your session secure. We do not use advertising cookies.

## 11. Data Protection Officer

You can reach our Data Protection Officer through the contact details below or via our [contact page](/contact).

## 12. Changes

We will post any changes to this policy on this page and, for significant changes, tell you by email.`;
