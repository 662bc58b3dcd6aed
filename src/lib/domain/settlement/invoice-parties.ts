import { isValidInvoiceRegistrationNumber } from '../corporate-number';
import type { InvoiceParty } from './types';

/**
 * Qualified-invoice requirements on the parties: the issuer (the exchange, for the fee and for
 * certificates it sells) must show a valid registration number. The member's number is optional,
 * but when the member sells, the credit section works as a purchase statement (仕入明細書) and
 * shows the seller's number if it has one, so a present number must be valid too.
 */
export function checkInvoiceParties(issuer: InvoiceParty, member: InvoiceParty): void {
  if (issuer.name.trim() === '') throw new RangeError('Issuer name is required on a qualified invoice');
  if (!issuer.registrationNumber || !isValidInvoiceRegistrationNumber(issuer.registrationNumber)) {
    throw new RangeError(`Invalid issuer registration number: ${issuer.registrationNumber}`);
  }
  if (member.name.trim() === '') throw new RangeError('Member name is required');
  if (member.registrationNumber !== null && !isValidInvoiceRegistrationNumber(member.registrationNumber)) {
    throw new RangeError(`Invalid member registration number: ${member.registrationNumber}`);
  }
}
