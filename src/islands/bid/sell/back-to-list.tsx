import Button from 'react-bootstrap/Button';
import { navigation } from '../../api';

/** Leaves the sell flow for the bid list of the product, without the leave warning of the input pages. */
export function BackToList({ productCd, label = '入札照会へ戻る' }: { productCd: number; label?: string }) {
  return (
    <Button variant="secondary" onClick={() => navigation().assign(`/bid/list?productCd=${productCd}`)}>
      {label}
    </Button>
  );
}
