import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db';
import { organizations, settlementStatements } from '../../db/schema';
import { buildStatement, type ContractLineInput } from '@/lib/domain/settlement';
import type { ProductCd } from '@/lib/domain/ledger';
import { config } from '../../config';

export interface ContractedLine {
  organizationId: number;
  bidNo: number;
  side: 'buy' | 'sell';
  volume: number;
  priceCents: number;
}

/**
 * One statement per member with contracts in the auction, written in the clearing transaction.
 * The whole computed statement is stored, so its amounts never change afterwards.
 */
export async function issueStatements(
  tx: Tx,
  auction: { id: number; marketNo: number; fiscalYear: number; productCd: number },
  clearingDate: string,
  lines: ContractedLine[],
): Promise<number> {
  const byMember = new Map<number, ContractedLine[]>();
  for (const l of lines)
    if (l.volume > 0) byMember.set(l.organizationId, [...(byMember.get(l.organizationId) ?? []), l]);
  if (byMember.size === 0) return 0;
  const members = await tx
    .select()
    .from(organizations)
    .where(inArray(organizations.id, [...byMember.keys()]));
  const cfg = config();
  const rows = members
    .filter((m) => !m.isSystem)
    .map((member) => {
      const contracts: ContractLineInput[] = byMember
        .get(member.id)!
        .sort((a, b) => a.bidNo - b.bidNo)
        .map((l) => ({
          reference: `入札番号 ${l.bidNo}`,
          side: l.side,
          productCd: auction.productCd as ProductCd,
          volumeKwh: l.volume,
          priceCents: l.priceCents,
        }));
      const statement = buildStatement({
        issuer: { name: cfg.MARKET_OPERATOR_NAME, registrationNumber: cfg.MARKET_OPERATOR_INVOICE_NO },
        member: {
          name: member.name,
          registrationNumber: member.invoiceRegistrationNumber,
          memberNumber: member.memberNumber,
        },
        auction: {
          targetYear: auction.fiscalYear,
          marketNo: auction.marketNo,
          productCd: auction.productCd as ProductCd,
        },
        clearingDate,
        contracts,
      });
      return {
        statementNo: statement.statementNo,
        auctionId: auction.id,
        organizationId: member.id,
        issueDate: statement.issueDate,
        dueDate: statement.dueDate,
        direction: statement.direction,
        subtotalYen: statement.subtotalYen,
        taxYen: statement.taxYen,
        totalYen: statement.totalYen,
        statement,
      };
    });
  for (let i = 0; i < rows.length; i += 500) await tx.insert(settlementStatements).values(rows.slice(i, i + 500));
  return rows.length;
}
