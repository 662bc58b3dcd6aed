import { useForm } from '../../hooks/use-form';
import { CHECK_MODES, lazyResolver } from '../../hooks/lazy-rules';
import { useHydrated } from '../../hooks/use-hydrated';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { TARGET_YEAR_PRODUCTS, targetYearBody, type TargetYearValues } from '../admin-form-values';
import { targetYearChange, type PendingTargetYear } from './target-year-change';

const resolver = lazyResolver<TargetYearValues>(async () => (await import('../admin-rules')).targetYearRules);
const EMPTY: TargetYearValues = { fiscalYear: '', min1: '', max1: '', min2: '', max2: '', min3: '', max3: '' };
const PRODUCT_LABELS = { 1: 'FIT', 2: '非FIT（再エネ指定あり）', 3: '非FIT（再エネ指定なし）' } as const;

/** 対象年度の作成: the CLI's create-target-year, checked with its schema before the confirmation. */
export function TargetYearForm({ onRequest }: { onRequest: (change: PendingTargetYear) => void }) {
  const form = useForm<TargetYearValues>({ ...CHECK_MODES, defaultValues: EMPTY, resolver });
  const { errors } = form.formState;
  // A click before the handler is attached would send the form as a page request.
  const hydrated = useHydrated();

  const field = (name: keyof TargetYearValues & string, label: string, props: Record<string, string> = {}) => (
    <Form.Group controlId={`new-target-year-${name}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control isInvalid={Boolean(errors[name])} {...props} {...form.register(name)} />
      <Form.Control.Feedback type="invalid">{errors[name]?.message}</Form.Control.Feedback>
    </Form.Group>
  );

  return (
    <Form
      noValidate
      aria-label="対象年度の作成"
      onSubmit={form.handleSubmit((values) => onRequest(targetYearChange(targetYearBody(values))))}
    >
      <div className="admin-inline-form">
        {field('fiscalYear', '対象年度', { inputMode: 'numeric', maxLength: '4' })}
      </div>
      <p className="small text-body-secondary mb-1">
        価格帯（円/kWh、小数2桁まで）：空欄の商品は前年度と同じ価格帯になります。
      </p>
      {TARGET_YEAR_PRODUCTS.map((p) => (
        <div className="admin-inline-form" key={p}>
          {field(`min${p}`, `商品${p} ${PRODUCT_LABELS[p]} 下限価格`, { inputMode: 'decimal' })}
          {field(`max${p}`, `商品${p} ${PRODUCT_LABELS[p]} 上限価格`, { inputMode: 'decimal' })}
        </div>
      ))}
      <Button type="submit" variant="dark" disabled={!hydrated}>
        対象年度を作成する
      </Button>
    </Form>
  );
}
