import type { CertificateDetailItem } from '@/lib/schemas/certificate';
import { publicFacilityFigures } from '@/lib/domain/facility';

/** A certificate's stored facility row, with its renewable type's name (null when the master lacks it). */
export interface StoredDetail {
  facilityId: string;
  facilityName: string;
  facilityAddress: string;
  reTypeCd: number;
  reTypeName: string | null;
  capacityW: number;
  operationStartDate: string;
  re100: number;
  volume: number;
}

/**
 * A facility row as the public tracking page shows it: the figures public-facility.ts lets out and
 * the RE100 flag decided at issue. The reporting pack calls this too, so what a member hands in
 * reads exactly as the page its QR code opens.
 */
export function publicDetailItem(d: StoredDetail, fiscalYear: number): CertificateDetailItem {
  return {
    equipmentId: d.facilityId,
    reTypeCd: d.reTypeCd,
    reTypeName: d.reTypeName,
    equipmentName: d.facilityName,
    equipmentAddress: d.facilityAddress,
    ...publicFacilityFigures(d.facilityId, d.capacityW, d.operationStartDate, d.re100 === 1, fiscalYear),
    individIssueVolume: d.volume,
    re100Flg: d.re100 === 1,
  };
}
