import { accountsOwnership } from './accounts.ts';
import { adminOwnership } from './admin.ts';
import { clientsOwnership } from './clients.ts';
import { contentOwnership } from './content.ts';
import { contractsOwnership } from './contracts.ts';
import { crmOwnership } from './crm.ts';
import { findMeOwnership } from './find-me.ts';
import { galleriesOwnership } from './galleries.ts';
import { galleryDataSaverOwnership } from './gallery-data-saver.ts';
import { galleryMessagesOwnership } from './gallery-messages.ts';
import { inquiriesOwnership } from './inquiries.ts';
import { invoicingOwnership } from './invoicing.ts';
import { marketplaceOwnership } from './marketplace.ts';
import { mediaOwnership } from './media.ts';
import { messagesOwnership } from './messages.ts';
import { paymentsOwnership } from './payments.ts';
import { previewsOwnership } from './previews.ts';
import { reviewsOwnership } from './reviews.ts';
import type { OwnershipRule, OwnershipTable } from './rules.ts';
import { schedulingOwnership } from './scheduling.ts';

export { addClient } from './clients.ts';
export { addContract, addContractTemplate, contractLink, signBody } from './contracts.ts';
export { addGallery, addGallerySection, sharedGallery } from './galleries.ts';
export { addInvoice, invoiceLink } from './invoicing.ts';
export { addPackage } from './marketplace.ts';
export type { OwnedRule, OwnershipRule, TokenRule } from './rules.ts';
export { ownershipContext } from './rules.ts';
export { addBooking, manageLink, openDay, portraitType } from './scheduling.ts';

/** Joins the modules' tables; a route listed by two modules is a mistake, not an override. */
function joined(...tables: OwnershipTable[]): Record<string, OwnershipRule> {
  const all: Record<string, OwnershipRule> = {};
  for (const table of tables)
    for (const [route, rule] of Object.entries(table)) {
      if (route in all) throw new Error(`${route} is listed twice in tests/authz/ownership/`);
      all[route] = rule;
    }
  return all;
}

/**
 * THE OWNERSHIP MATRIX (the rules and how to add a route: ./rules.ts), one table per module in
 * this folder. A new module adds its own file here and one line below.
 */
export const OWNERSHIP: Record<string, OwnershipRule> = joined(
  accountsOwnership,
  adminOwnership,
  contentOwnership,
  inquiriesOwnership,
  mediaOwnership,
  marketplaceOwnership,
  clientsOwnership,
  crmOwnership,
  paymentsOwnership,
  invoicingOwnership,
  contractsOwnership,
  galleriesOwnership,
  findMeOwnership,
  schedulingOwnership,
  messagesOwnership,
  galleryMessagesOwnership,
  previewsOwnership,
  reviewsOwnership,
  galleryDataSaverOwnership,
);
