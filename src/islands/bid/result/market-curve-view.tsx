import { useEffect, useState } from 'react';
import { getMarketCurve, isApiError } from '../../api';
import { reportFailure } from '../../hooks/report-failure';
import { CurveChart } from '../chart/curve-chart';
import { Loading } from '../shared/loading';
import type { MarketCurve } from '../shared/types';

/** Loads one auction's curves and draws them (decision record 0009 decides what they may show). */
export function MarketCurveView({ marketNo, productCd }: { marketNo: number; productCd: number }) {
  const [curve, setCurve] = useState<MarketCurve | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    getMarketCurve({ marketNo }, { signal: abort.signal })
      .then((answer) => setCurve(answer as unknown as MarketCurve))
      .catch((error) => {
        if (abort.signal.aborted) return;
        if (isApiError(error) && error.code === 'C_BD_006') return setFailed(error.message);
        reportFailure(error, 'GET');
        setFailed('需給曲線を取得できませんでした。');
      });
    return () => abort.abort();
  }, [marketNo]);
  if (failed) return <p className="text-body-secondary">{failed}</p>;
  if (!curve) return <Loading label="需給曲線を読み込んでいます…" />;
  const withheld = [curve.demand.length === 0 && '需要', curve.supply.length === 0 && '供給'].filter(Boolean);
  return (
    <>
      <CurveChart curve={curve} productCd={productCd} />
      <p className="small text-body-secondary">
        他社の入札が特定されないよう、他の取引会員3社以上の入札を合算した価格帯ごとに表示しています。
        {withheld.length > 0 &&
          `入札した他の取引会員が3社に満たないため、${withheld.join('・')}曲線は表示していません。`}
      </p>
    </>
  );
}
