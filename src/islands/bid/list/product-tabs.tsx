import type { ReactNode } from 'react';
import Nav from 'react-bootstrap/Nav';
import TabContainer from 'react-bootstrap/TabContainer';
import type { CodesResponse } from '../../../lib/schemas/codes';
import { PRODUCT_CODES, productName } from '../shared/labels';

const ID = 'bid-product';

interface Props {
  productCd: number;
  codes: CodesResponse | null;
  onChange: (productCd: number) => void;
  children: ReactNode;
}

/** Product tabs (arrow keys move between them); only the selected product's panel is rendered. */
export function ProductTabs({ productCd, codes, onChange, children }: Props) {
  return (
    <TabContainer id={ID} activeKey={String(productCd)} onSelect={(key) => key && onChange(Number(key))} mountOnEnter>
      <Nav variant="tabs" className="bid-tabs" aria-label="商品">
        {PRODUCT_CODES.map((cd) => (
          <Nav.Item key={cd}>
            <Nav.Link as="button" type="button" eventKey={String(cd)}>
              {productName(codes, cd)}
            </Nav.Link>
          </Nav.Item>
        ))}
      </Nav>
      <div
        className="bid-tabpanel"
        role="tabpanel"
        id={`${ID}-tabpane-${productCd}`}
        aria-labelledby={`${ID}-tab-${productCd}`}
      >
        {children}
      </div>
    </TabContainer>
  );
}
