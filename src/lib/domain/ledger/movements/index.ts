export {
  buildCertification,
  buildFitSupplyLoad,
  buildFitSupplyReturn,
  type CertifyInput,
  type FitSupplyInput,
  type FacilityVolume,
} from './certify';
export { buildTransfer, type TransferInput, type TransferLine } from './transfer';
export { buildCertificateIssue, type IssueCertificateInput } from './issue-certificate';
export { buildReservation, buildReservations, buildRelease, type SellBidReservation } from './reservations';
export { buildClearingDeliveries, type ClearingInput, type Delivery } from './clearing-deliveries';
export { buildExpiry, type ExpireInput, type ExpiringLine } from './expire-holdings';
