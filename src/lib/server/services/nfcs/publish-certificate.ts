import type { Db } from '../../db';
import { certificateDetails, certificates } from '../../db/schema';
import { buildCertificateIssue, type ProductCd } from '@/lib/domain/ledger';
import { isRe100 } from '@/lib/domain/facility';
import type { NfcPublishRequest } from '@/lib/schemas/nfcs';
import { userActor, type AuthContext } from '../../auth/session-context';
import { randomToken } from '../../auth/tokens';
import { persistEntry } from '../ledger/persist-entry';
import { ledgerRefusal } from '../ledger/ledger-errors';
import { facilitiesOf } from '../ledger/facility-checks';
import { targetYearIdOf } from '../ledger/ledger-accounts';
import { runIdempotent } from '../idempotency/run-idempotent';
import { recordAudit } from '../audit/record-audit';
import { getSystemState } from '../system/system-state';
import { toJstIso } from '../../time/jst-timestamp';
import { nextCertificateNo } from './next-certificate-no';
import { trackingUrl } from './tracking-url';
import { refuseExpiredYear } from '../ledger/expired-year';

/**
 * 証書発行: the caller's procured volume of one target year and product moves to its confirmed
 * class, and a certificate with a per-facility snapshot and an unguessable public link is written,
 * all in one transaction.
 */
export async function publishCertificate(
  db: Db,
  auth: AuthContext,
  input: NfcPublishRequest,
  idempotencyKey?: string | null,
) {
  return runIdempotent(db, { userId: auth.userId, key: idempotencyKey, request: input }, async (tx) => {
    const targetYearId = await targetYearIdOf(tx, input.fiscalYear);
    await refuseExpiredYear(tx, input.fiscalYear);
    const facilityRows = await facilitiesOf(
      tx,
      input.lines.map((l) => l.equipmentId),
    );
    const built = buildCertificateIssue({
      memberId: auth.organizationId,
      targetYear: input.fiscalYear,
      productCd: input.productCd as ProductCd,
      lines: input.lines.map((l) => ({ facilityId: l.equipmentId, volume: l.volume })),
    });
    if (!built.ok) throw ledgerRefusal(built.error);

    const certificateNo = await nextCertificateNo(tx, input.fiscalYear);
    const { businessDate } = await getSystemState(tx);
    const { entryId } = await persistEntry(tx, built.value, {
      actor: `user:${auth.loginId}`,
      businessDate,
      reference: certificateNo,
    });
    const totalIssueVolume = input.lines.reduce((sum, l) => sum + l.volume, 0);
    const hash = randomToken(24);
    const passCd = randomToken(12);
    const [cert] = await tx
      .insert(certificates)
      .values({
        certificateNo,
        organizationId: auth.organizationId,
        targetYearId,
        fiscalYear: input.fiscalYear,
        productCd: input.productCd,
        nfcTypeCd: input.nfcTypeCd,
        useCd: input.useCd,
        consumer: input.nfcTypeCd === 1 ? input.consumer : null,
        corporateNo: input.nfcTypeCd === 1 ? input.corporateNo : null,
        officeName: input.nfcTypeCd === 1 ? input.officeName : null,
        demandLocation: input.nfcTypeCd === 1 ? input.demandLocation : null,
        businessNo: input.nfcTypeCd === 1 ? input.businessNo : null,
        menuName: input.nfcTypeCd === 2 ? input.menuName : null,
        remarks: input.remarks,
        totalIssueVolume,
        hash,
        passCd,
        journalEntryId: entryId!,
      })
      .returning();
    const details = input.lines.map((l, i) => {
      const f = facilityRows.get(l.equipmentId)!;
      return {
        certificateId: cert!.id,
        lineNo: i + 1,
        facilityId: f.id,
        facilityName: f.name,
        facilityAddress: f.address,
        reTypeCd: f.reTypeCd,
        capacityW: f.capacityW,
        operationStartDate: f.operationStartDate,
        re100: isRe100(f.operationStartDate, input.fiscalYear) ? 1 : 0,
        volume: l.volume,
      };
    });
    for (let i = 0; i < details.length; i += 2000)
      await tx.insert(certificateDetails).values(details.slice(i, i + 2000));
    await recordAudit(tx, {
      actor: userActor(auth),
      action: 'certificate.issue',
      entity: 'certificate',
      entityId: cert!.id,
      after: {
        certificateNo,
        fiscalYear: input.fiscalYear,
        productCd: input.productCd,
        totalIssueVolume,
        lines: input.lines.length,
      },
    });
    return {
      status: 200,
      body: {
        nfCertificateNo: certificateNo,
        fiscalYear: input.fiscalYear,
        totalIssueVolume,
        issueDateTime: toJstIso(cert!.issuedAt),
        trackingUrl: trackingUrl(hash, passCd),
      },
    };
  });
}
