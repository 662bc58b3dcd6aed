import { adminApi, type AdminAnswer } from '@/lib/api-client/admin';
import { changeEffect, type ConsoleChange } from '@/lib/domain/console/console-change';
import type { targetYearBody } from '../admin-form-values';
import type { ConfirmedChange } from '../use-confirmed-change';

/** A creation waiting for its confirmation: what it sends (the answer: the year, or the request waiting). */
export interface PendingTargetYear extends ConfirmedChange {
  send: (loginId: string) => Promise<AdminAnswer<'POST /api/admin/system/target-years'>>;
  change: ConsoleChange;
}

// The form's rules have passed: at most two decimals, so rounding only drops float noise.
const cents = (text: string) => Math.round(Number(text) * 100);

/** The body the form checked (its rules passed): the confirmation says what members will see. */
export function targetYearChange(body: ReturnType<typeof targetYearBody>): PendingTargetYear {
  const fiscalYear = Number(body.fiscalYear);
  const priceBands = body.priceBands?.map((b) => ({
    productCd: b.productCd,
    minPrice: cents(b.minPrice),
    maxPrice: cents(b.maxPrice),
  }));
  const change: ConsoleChange = { kind: 'target-year', params: { fiscalYear, ...(priceBands ? { priceBands } : {}) } };
  return {
    title: '対象年度の作成',
    effect: changeEffect(change),
    confirm: '作成する',
    send: (loginId) =>
      adminApi('POST /api/admin/system/target-years', {
        body: { fiscalYear, ...(body.priceBands ? { priceBands: body.priceBands } : {}) },
        loginId,
      }),
    done: `${fiscalYear}年度の対象年度を作成しました。`,
    change,
  };
}
