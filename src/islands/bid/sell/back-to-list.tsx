import Button from 'react-bootstrap/Button';
import { navigation } from '../../api';

/** Leaves the sell flow for the bid list of the product, without the leave warning of the input pages. */
export function BackToList({
  productCd,
  label = '入札照会へ戻る',
  variant = 'secondary',
}: {
  productCd: number;
  label?: string;
  variant?: 'secondary' | 'link';
}) {
  return (
    <Button variant={variant} onClick={() => navigation().assign(`/bid/list?productCd=${productCd}`)}>
      {label}
    </Button>
  );
}
