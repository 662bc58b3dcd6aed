import type { TestApp } from '../setup/app-server';
import { accountBalanceNegotiateRequest } from '../../src/lib/schemas/accounts';
import { nfcPublishRequest } from '../../src/lib/schemas/nfcs';
import { certifyVolume } from '../../src/lib/server/services/ledger/certify-volume';
import { negotiateTransfer } from '../../src/lib/server/services/accounts/negotiate-transfer';
import { publishCertificate } from '../../src/lib/server/services/nfcs/publish-certificate';
import { insertFacilities } from '../fixtures/ledger-fixtures';
import { authOf, FISCAL_YEAR, OPERATOR } from './bid-world';
import { registerOwnMember, type OwnMember, type OwnMemberInput } from './own-member';

/*
 * A test's own market participants with their own facilities and volume, set up as the operator
 * and the members would (certification, transfers, certificates through the services), so that no
 * browser test reads or changes what another one does. The demo members stay for the first-run
 * check and the people trying the system.
 */

type NonFitProduct = 2 | 3;

export interface OwnGenerator extends OwnMember {
  facilityIds: string[];
}

export interface GeneratorOptions {
  name?: string;
  /** How many facilities of its own; renewable types cycle 太陽光, 風力, 水力, 地熱, バイオマス. */
  facilities?: number;
  /** kWh certified on each facility for each product (or by the facility's position). */
  volume?: number | ((index: number) => number);
  fiscalYear?: number;
  products?: NonFitProduct[];
}

/** A non-FIT generator with facilities of its own and their volume certified (認定) for the year. */
export async function ownGenerator(app: TestApp, options: GeneratorOptions = {}): Promise<OwnGenerator> {
  const { facilities = 3, volume = 10_000, fiscalYear = FISCAL_YEAR, products = [2, 3] } = options;
  const member = await registerOwnMember(app, {
    name: options.name ?? '試験用再エネ発電株式会社',
    kind: 'generator',
    fitParticipation: false,
    nonFitParticipation: true,
  });
  const facilityIds = Array.from(
    { length: facilities },
    (_, i) => `G${member.memberNumber}-${String(i + 1).padStart(3, '0')}`,
  );
  await insertFacilities(
    app.db,
    facilityIds.map((id, i) => ({ id, reTypeCd: (i % 5) + 1, ownerOrganizationId: member.organizationId })),
  );
  for (const productCd of products)
    await certifyVolume(app.db, OPERATOR, {
      memberNumber: member.memberNumber,
      targetYear: fiscalYear,
      productCd,
      lines: facilityIds.map((facilityId, i) => ({
        facilityId,
        volume: typeof volume === 'number' ? volume : volume(i),
      })),
    });
  return { ...member, facilityIds };
}

export interface RetailerOptions extends Omit<GeneratorOptions, 'name' | 'volume'> {
  name?: string;
  volume?: number;
  fitParticipation?: boolean;
  kind?: OwnMemberInput['kind'];
}

/**
 * A retailer (both markets unless told otherwise) holding procured (調達) non-FIT lines: its own
 * generator certifies the volume and transfers all of it, one line per facility and product.
 */
export async function ownRetailer(
  app: TestApp,
  options: RetailerOptions = {},
): Promise<OwnMember & { facilityIds: string[]; generator: OwnGenerator }> {
  const { fiscalYear = FISCAL_YEAR, products = [2, 3], volume = 10_000 } = options;
  const retailer = await registerOwnMember(app, {
    name: options.name ?? '試験用電力株式会社',
    kind: options.kind ?? 'retailer',
    fitParticipation: options.fitParticipation ?? true,
    nonFitParticipation: true,
  });
  const generator = await ownGenerator(app, { ...options, name: `${retailer.name}の取引先発電` });
  const auth = await authOf(app.db, generator.loginId);
  for (const productCd of products)
    await negotiateTransfer(
      app.db,
      auth,
      accountBalanceNegotiateRequest.parse({
        recipientMemberNumber: retailer.memberNumber,
        fiscalYear,
        productCd,
        lines: generator.facilityIds.map((equipmentId) => ({ holdingClassCd: 1, equipmentId, volume })),
      }),
    );
  return { ...retailer, facilityIds: generator.facilityIds, generator };
}

/** A member of the test's own in the markets named, with no volume. */
export function ownMember(
  app: TestApp,
  name: string,
  markets: { fit: boolean; nonFit: boolean },
  kind: OwnMemberInput['kind'] = 'retailer',
): Promise<OwnMember> {
  return registerOwnMember(app, { name, kind, fitParticipation: markets.fit, nonFitParticipation: markets.nonFit });
}

export type CertificateKind =
  { nfcTypeCd: 1; consumer: string; officeName: string; demandLocation: string } | { nfcTypeCd: 2; menuName: string };

/** A certificate the member issues from its procured lines (証書発行); its number. */
export async function ownCertificate(
  app: TestApp,
  member: OwnMember,
  kind: CertificateKind,
  lines: { equipmentId: string; volume: number }[],
  { fiscalYear = FISCAL_YEAR, productCd = 2 }: { fiscalYear?: number; productCd?: NonFitProduct } = {},
): Promise<string> {
  const issued = await publishCertificate(
    app.db,
    await authOf(app.db, member.loginId),
    nfcPublishRequest.parse({ fiscalYear, productCd, useCd: 1, ...kind, lines }),
  );
  return issued.body.nfCertificateNo;
}
