/**
 * The contracts module's entry point: what its routes, its plugin and other modules call. The
 * rules live by concern beside it (decision 127): contract-templates, contract-bookings,
 * contract-drafts, contract-reading, contract-send (send and void), contract-signing,
 * contract-link (the client's link), contract-pdfs (and the signed-PDF job) and contract-expiry,
 * over contract-context (dependencies, the API row, the trail).
 */
export { bookingsForClient } from './contract-bookings.service.ts';
export {
  CONTRACT_SIGNED_JOB,
  type ContractsDeps,
  frozenTextOf,
  type Origin,
  SYSTEM_ORIGIN,
  sha256,
} from './contract-context.ts';
export { createContract, removeDraft, updateContractDraft } from './contract-drafts.service.ts';
export { expireContracts } from './contract-expiry.service.ts';
export { getPublicContract, markViewed } from './contract-link.service.ts';
export { contractPdf, deliverSignedContract, publicContractPdf } from './contract-pdfs.service.ts';
export {
  contractCount,
  contractsSentTo,
  getContractDetail,
  listForPhotographer,
  listReceived,
} from './contract-reading.service.ts';
export { sendContract, voidContract } from './contract-send.service.ts';
export { countersign, signByLink, signInPerson } from './contract-signing.service.ts';
export { removeTemplate, saveTemplate, templatesFor } from './contract-templates.service.ts';
