import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from '../setup/app-server';
import { testTargets } from '../setup/databases';
import { operatorAt, type OperatorAt } from '../setup/admin-client';
import { createMembers, OPERATOR, placeBuy } from '../fixtures/auction-fixtures';
import { createClosedAuction } from '../fixtures/settlement-fixtures';
import { auditLog } from '../../src/lib/server/db/schema';
import { clearAuction } from '../../src/lib/server/services/auctions/clear-auction';
import { marketInstant } from '../../src/lib/server/services/auctions/market-clock';
import { toJstIso } from '../../src/lib/server/time/jst-timestamp';
import type { AdminAuctionChange, AdminRound, AdminRoundsResponse } from '../../src/lib/schemas/admin-rounds';
import type { AuthContext } from '../../src/lib/server/auth/session-context';

const MINUTE = 60_000;

/**
 * Rounds and auctions from the console, through the CLI's services and inputs
 * (create-round, open, close): the same rules and messages, audited as the console operator, and
 * a book summary that shows counts and volumes but never a price before the clearing.
 */
describe.each(testTargets())('console rounds on %s', (target) => {
  let app: TestApp;
  let operator: OperatorAt;
  let bidders: AuthContext[];
  /** "YYYY-MM-DDTHH:MM" in Tokyo on the market clock, as a datetime-local field sends it. */
  let at: (minutes: number) => string;

  beforeAll(async () => {
    app = await startApp(target, {}, 'members');
    operator = await operatorAt(app.baseUrl, app.db, 'console');
    bidders = await createMembers(app.db, 2, { prefix: 'RND' });
    const now = (await marketInstant(app.db)).at.getTime();
    // Whole minutes ahead, so a window given to the minute is still ahead when the request arrives.
    at = (minutes) => toJstIso(new Date(Math.ceil(now / MINUTE) * MINUTE + minutes * MINUTE)).slice(0, 16);
  });
  afterAll(async () => {
    await app?.close();
  });

  const post = async (path: string, body: object) => {
    const res = await operator.client.request('POST', path, body);
    return { status: res.status, body: await res.json() };
  };
  const rounds = async (): Promise<AdminRound[]> =>
    ((await (await operator.client.request('GET', '/api/admin/rounds')).json()) as AdminRoundsResponse).rounds;
  const auctionOf = async (marketNo: number) =>
    (await rounds()).flatMap((r) => r.auctions).find((a) => a.marketNo === marketNo)!;
  const lastAudit = async (action: string) =>
    (await app.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1))[0];

  it('creates a round of three auctions as create-round does, audited as the console operator', async () => {
    const created = await post('/api/admin/rounds', {
      fiscalYear: 2026,
      roundNo: 3,
      opensAt: at(60),
      closesAt: at(120),
    });
    expect(created.status).toBe(201);
    expect(created.body.round).toMatchObject({ fiscalYear: 2026, roundNo: 3 });
    expect(created.body.round.auctions.map((a: { marketNo: number }) => a.marketNo)).toEqual([202631, 202632, 202633]);
    for (const a of created.body.round.auctions) {
      expect(a).toMatchObject({ state: 'scheduled', opensAt: `${at(60)}:00.000+09:00`, clearedAt: null });
      expect(a.book).toEqual({ bids: 0, members: 0, buyVolume: 0, sellVolume: 0, fitSupplyVolume: 0 });
    }
    expect(await lastAudit('auction.create-round')).toMatchObject({
      actorType: 'operator',
      actorId: `console:${operator.loginId}`,
      entityId: '2026-3',
    });
    expect((await rounds()).map((r) => `${r.fiscalYear}-${r.roundNo}`)).toContain('2026-3');
  });

  it('refuses what create-round refuses, with its messages', async () => {
    const again = await post('/api/admin/rounds', {
      fiscalYear: 2026,
      roundNo: 3,
      opensAt: at(300),
      closesAt: at(360),
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('2026年度 第3回の市場は既に作成されています。');
    const overlap = await post('/api/admin/rounds', {
      fiscalYear: 2026,
      roundNo: 4,
      opensAt: at(90),
      closesAt: at(200),
    });
    expect(overlap.status).toBe(409);
    expect(overlap.body.message).toMatch(/^市場番号 202631（受付期間 .+）と受付期間が重なります。$/);
    const round5 = await post('/api/admin/rounds', {
      fiscalYear: 2026,
      roundNo: 5,
      opensAt: at(300),
      closesAt: at(360),
    });
    expect(round5.status).toBe(422);
    expect(JSON.stringify(round5.body)).toContain('開催回は1～4です。');
    const badDate = await post('/api/admin/rounds', {
      fiscalYear: 2026,
      roundNo: 4,
      opensAt: '2026/12/01 10:00',
      closesAt: at(360),
    });
    expect(badDate.status).toBe(422);
    expect(badDate.body.message).toBe('受付開始は "YYYY-MM-DD HH:MM"（日本時間）で指定してください。');
    const backwards = await post('/api/admin/rounds', {
      fiscalYear: 2026,
      roundNo: 4,
      opensAt: at(360),
      closesAt: at(300),
    });
    expect(backwards.status).toBe(422);
    expect(backwards.body.message).toBe('受付開始は締切より前の日時を指定してください。');
    expect((await rounds()).some((r) => r.roundNo === 4 && r.fiscalYear === 2026)).toBe(false);
  });

  it('refuses to close an auction whose window has not begun, as close does', async () => {
    const res = await post('/api/admin/rounds/close', { marketNo: 202633 });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('市場番号 202633 はまだ入札受付が始まっていないため締め切れません。');
  });

  it('opens now, and shows the book as counts and volumes without any price', async () => {
    const opened = await post('/api/admin/rounds/open', { marketNo: 202632 });
    expect(opened.status).toBe(200);
    expect((opened.body as AdminAuctionChange).changed).toBe(true);
    expect(opened.body.auction.state).toBe('open');
    expect(await lastAudit('auction.open')).toMatchObject({
      actorId: `console:${operator.loginId}`,
      entityId: '202632',
    });

    await placeBuy(app.db, bidders[0]!, { productCd: 2, price: '1.10', volume: 1_000 });
    await placeBuy(app.db, bidders[0]!, { productCd: 2, price: '1.20', volume: 1_500 });
    await placeBuy(app.db, bidders[1]!, { productCd: 2, price: '1.05', volume: 2_500 });
    const listed = await operator.client.request('GET', '/api/admin/rounds');
    const text = await listed.text();
    const auction = (JSON.parse(text) as AdminRoundsResponse).rounds
      .flatMap((r) => r.auctions)
      .find((a) => a.marketNo === 202632)!;
    expect(auction).toMatchObject({ state: 'open' });
    expect(auction.book).toEqual({ bids: 3, members: 2, buyVolume: 5_000, sellVolume: 0, fitSupplyVolume: 0 });
    expect(text).not.toMatch(/price|1\.10|1\.20|1\.05|110|120|105/i);
    expect((await operator.client.request('GET', '/admin/rounds')).status).toBe(200);
  });

  it('closes an open auction as close does (a repeat changes nothing), and audits it', async () => {
    const closed = await post('/api/admin/rounds/close', { marketNo: 202632 });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ changed: true, auction: { state: 'closed' } });
    expect(await lastAudit('auction.close')).toMatchObject({
      actorId: `console:${operator.loginId}`,
      entityId: '202632',
    });
    const again = await post('/api/admin/rounds/close', { marketNo: 202632 });
    expect(again.body).toMatchObject({ changed: false, auction: { state: 'closed' } });
    // A member's bid is refused once closed.
    await expect(placeBuy(app.db, bidders[0]!, { productCd: 2, price: '1.10', volume: 1_000 })).rejects.toThrow(
      'この市場は現在入札を受け付けていません。',
    );
  });

  it('reopens a closed auction only with a new close ahead, as open --closes does', async () => {
    const noClose = await post('/api/admin/rounds/open', { marketNo: 202632 });
    expect(noClose.status).toBe(422);
    expect(noClose.body.message).toBe(
      '締切が現在より前のため開始できません。新しい締切（CLI では --closes）を指定してください。',
    );
    expect((await auctionOf(202632)).state).toBe('closed');

    const reopened = await post('/api/admin/rounds/open', { marketNo: 202632, closesAt: at(50) });
    expect(reopened.status).toBe(200);
    expect(reopened.body).toMatchObject({
      changed: true,
      auction: { state: 'open', closesAt: `${at(50)}:00.000+09:00` },
    });
    expect((await auctionOf(202632)).book.bids).toBe(3);
    const audit = await lastAudit('auction.open');
    expect(audit).toMatchObject({ actorId: `console:${operator.loginId}`, entityId: '202632' });
    expect(audit!.before).toMatchObject({ state: 'closed' });
  });

  it('refuses to reopen a cleared auction, and says what is wrong with a request', async () => {
    const old = await createClosedAuction(app.db, 2025, 2);
    await clearAuction(app.db, OPERATOR, old.marketNo);
    const cleared = await post('/api/admin/rounds/open', { marketNo: old.marketNo, closesAt: at(600) });
    expect(cleared.status).toBe(409);
    expect(cleared.body.message).toBe(`市場番号 ${old.marketNo} は約定処理済みのため変更できません。`);
    const unknown = await post('/api/admin/rounds/close', { marketNo: 209911 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('市場番号 209911 の市場は存在しません。');
    const bad = await post('/api/admin/rounds/open', { marketNo: 'abc' });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain('市場番号は 202631 の形式です。');
    const audits = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auction.open'), eq(auditLog.entityId, String(old.marketNo))));
    expect(audits).toEqual([]);
  });

  /** A product's uncleared auctions never have overlapping windows, so one is open at a time. */
  it('refuses to open or reopen over another auction of the product, naming it; of two opens at once one wins', async () => {
    // Round 4 well after round 3 (at(60)–at(120)) and after 202632, reopened until at(50).
    const round4 = await post('/api/admin/rounds', {
      fiscalYear: 2026,
      roundNo: 4,
      opensAt: at(200),
      closesAt: at(300),
    });
    expect(round4.status).toBe(201);
    const window = async (marketNo: number) => {
      const a = await auctionOf(marketNo);
      return `${a.opensAt.slice(0, 16).replace(/-/g, '/').replace('T', ' ')}～${a.closesAt.slice(0, 16).replace(/-/g, '/').replace('T', ' ')}`;
    };
    const auditsBefore = await app.db.select().from(auditLog).where(eq(auditLog.action, 'auction.open'));

    const overOpen = await post('/api/admin/rounds/open', { marketNo: 202642 });
    expect(overOpen.status).toBe(409);
    expect(overOpen.body).toMatchObject({
      code: 'C_SH_006',
      message: `同じ商品の市場 202632 が入札受付中のため開始できません（受付期間 ${await window(202632)}）。`,
    });
    const overScheduled = await post('/api/admin/rounds/open', { marketNo: 202641 });
    expect(overScheduled.status).toBe(409);
    expect(overScheduled.body.message).toBe(
      `同じ商品の市場 202631（受付期間 ${await window(202631)}）と受付期間が重なるため開始できません。`,
    );
    const longerReopen = await post('/api/admin/rounds/open', { marketNo: 202632, closesAt: at(250) });
    expect(longerReopen.status).toBe(409);
    expect(longerReopen.body.message).toBe(
      `同じ商品の市場 202642（受付期間 ${await window(202642)}）と受付期間が重なるため開始できません。`,
    );
    expect((await auctionOf(202642)).state).toBe('scheduled');
    expect((await auctionOf(202632)).closesAt).toBe(`${at(50)}:00.000+09:00`);

    // Each alone is allowed (202643 closes at(30), before 202633 opens at(60); 202633 closes before
    // 202643's window): sent together, exactly one opens and the other names it.
    const [a, b] = await Promise.all([
      post('/api/admin/rounds/open', { marketNo: 202633 }),
      post('/api/admin/rounds/open', { marketNo: 202643, closesAt: at(30) }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const [won, lost] = a.status === 200 ? [202633, 202643] : [202643, 202633];
    expect((a.status === 200 ? b : a).body.message).toMatch(
      new RegExp(`^同じ商品の市場 ${won} が入札受付中のため開始できません（受付期間 .+）。$`),
    );
    expect((await auctionOf(won)).state).toBe('open');
    expect((await auctionOf(lost)).state).toBe('scheduled');

    // Refusals change nothing and audit nothing: the one new auction.open is the winner's.
    const auditsAfter = await app.db.select().from(auditLog).where(eq(auditLog.action, 'auction.open'));
    expect(auditsAfter.length - auditsBefore.length).toBe(1);
    const all = (await rounds()).flatMap((r) => r.auctions).filter((x) => x.clearedAt === null);
    for (const x of all)
      for (const y of all)
        if (x.marketNo < y.marketNo && x.productCd === y.productCd)
          expect(x.opensAt < y.closesAt && y.opensAt < x.closesAt, `${x.marketNo} / ${y.marketNo}`).toBe(false);
  });
});
