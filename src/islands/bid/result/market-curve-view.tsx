import { useEffect, useState } from 'react';
import { getMarketCurve } from '../../../lib/api-client';
import { reportFailure } from '../../hooks/report-failure';
import { CurveChart } from '../chart/curve-chart';
import { Loading } from '../shared/loading';
import type { MarketCurve } from '../shared/types';

/** Loads one auction's curves and draws them. */
export function MarketCurveView({ marketNo, productCd }: { marketNo: number; productCd: number }) {
  const [curve, setCurve] = useState<MarketCurve | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const abort = new AbortController();
    getMarketCurve({ marketNo }, { signal: abort.signal })
      .then((answer) => setCurve(answer as unknown as MarketCurve))
      .catch((error) => {
        if (abort.signal.aborted) return;
        reportFailure(error, 'GET');
        setFailed(true);
      });
    return () => abort.abort();
  }, [marketNo]);
  if (failed) return <p className="text-body-secondary">需給曲線を取得できませんでした。</p>;
  if (!curve) return <Loading label="需給曲線を読み込んでいます…" />;
  return <CurveChart curve={curve} productCd={productCd} />;
}
