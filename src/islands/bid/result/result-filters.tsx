import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import type { CodesResponse } from '@/lib/schemas/codes';
import { Icon } from '../../shell/icon';
import { useForm } from '../../hooks/use-form';
import { CHECK_MODES } from '../../hooks/lazy-rules';
import { plainResolver } from '../../hooks/plain-rules';
import { PRODUCT_CODES, productName } from '../shared/labels';
import { resultFilterErrors, type ResultFilterValues } from './filter-rules';

/** The rules are a few lines of their own (no zod). */
const resolver = plainResolver<ResultFilterValues>(resultFilterErrors);

interface Props {
  initial: ResultFilterValues;
  years: number[];
  codes: CodesResponse | null;
  busy: boolean;
  onSearch: (values: ResultFilterValues) => void;
}

/** 対象年度, 商品, and optionally 市場番号 and 売買区分; 検索 runs the search. */
export function ResultFilters({ initial, years, codes, busy, onSearch }: Props) {
  const { register, handleSubmit, formState } = useForm({ ...CHECK_MODES, defaultValues: initial, resolver });
  const marketError = formState.errors.marketNo?.message;
  return (
    <Form
      noValidate
      onSubmit={handleSubmit(onSearch)}
      className="bid-filters"
      role="search"
      aria-label="約定結果の検索条件"
    >
      <Row className="g-3 align-items-end">
        <Col sm={6} lg={2}>
          <Form.Group controlId="result-year">
            <Form.Label>対象年度</Form.Label>
            <Form.Select {...register('fiscalYear')}>
              {years.map((y) => (
                <option key={y} value={y}>
                  {y}年度
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col sm={6} lg={4}>
          <Form.Group controlId="result-product">
            <Form.Label>商品</Form.Label>
            <Form.Select {...register('productCd')}>
              {PRODUCT_CODES.map((cd) => (
                <option key={cd} value={cd}>
                  {productName(codes, cd)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col sm={6} lg={2}>
          <Form.Group controlId="result-market">
            <Form.Label>市場番号（任意）</Form.Label>
            <Form.Control
              type="text"
              inputMode="numeric"
              autoComplete="off"
              isInvalid={Boolean(marketError)}
              aria-describedby={marketError ? 'result-market-error' : undefined}
              {...register('marketNo')}
            />
            <Form.Control.Feedback type="invalid" id="result-market-error">
              {marketError}
            </Form.Control.Feedback>
          </Form.Group>
        </Col>
        <Col sm={6} lg={2}>
          <Form.Group controlId="result-side">
            <Form.Label>売買区分（任意）</Form.Label>
            <Form.Select {...register('bidTypeCd')}>
              <option value="">すべて</option>
              <option value="1">売り</option>
              <option value="2">買い</option>
            </Form.Select>
          </Form.Group>
        </Col>
        <Col sm={12} lg={2}>
          <Button type="submit" variant="primary" className="w-100 bid-search" disabled={busy}>
            <Icon name="search" />
            検索
          </Button>
        </Col>
      </Row>
    </Form>
  );
}
