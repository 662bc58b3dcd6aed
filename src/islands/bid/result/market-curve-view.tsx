import { getMarketCurve } from '../../api';
import { useQuery } from '../../hooks/use-query';
import { CurveChart } from '../chart/curve-chart';
import { Loading } from '../shared/loading';

/** Loads one auction's curves and draws them (decision record 0009 decides what they may show). */
export function MarketCurveView({ marketNo, productCd }: { marketNo: number; productCd: number }) {
  const { data: curve, failure } = useQuery(
    String(marketNo),
    (signal) => getMarketCurve({ marketNo }, { signal }),
    // C_BD_006: the curves are not shown for this auction; the server says why.
    { failureText: '需給曲線を取得できませんでした。', ownCodes: ['C_BD_006'] },
  );
  if (failure) return <p className="text-body-secondary">{failure}</p>;
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
