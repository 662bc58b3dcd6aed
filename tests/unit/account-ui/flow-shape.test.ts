import { describe, expect, it } from 'vitest';
import { isNegotiationState } from '@/islands/account/negotiation/negotiation-form';
import { EMPTY_CERTIFICATE_FIELDS, isPublishState } from '@/islands/account/publish/publish-form';

const line = {
  key: '1|EQ-1',
  holdingClassCd: 1,
  equipmentId: 'EQ-1',
  equipmentName: '設備',
  availableVolume: 5000,
  volume: '1,000',
};
const negotiation = {
  values: { fiscalYear: '2026', productCd: '2', recipientMemberNumber: 'M0002', lines: [line] },
  recipientName: '受取株式会社',
};

describe('the confirm steps accept only input kept in the shape they read', () => {
  it('accepts the transfer input as the input step saves it', () => {
    expect(isNegotiationState(negotiation)).toBe(true);
    expect(isNegotiationState({ ...negotiation, values: { ...negotiation.values, lines: [] } })).toBe(true);
  });

  it('refuses a missing field, a wrong kind, a bad line and what is not a record', () => {
    const { recipientName: _r, ...noName } = negotiation;
    expect(isNegotiationState(noName)).toBe(false);
    expect(isNegotiationState({ ...negotiation, values: { ...negotiation.values, fiscalYear: 2026 } })).toBe(false);
    const badLine = { ...line, availableVolume: '5000' };
    expect(isNegotiationState({ ...negotiation, values: { ...negotiation.values, lines: [badLine] } })).toBe(false);
    expect(isNegotiationState({ ...negotiation, values: { ...negotiation.values, lines: line } })).toBe(false);
    expect(isNegotiationState(null)).toBe(false);
    expect(isNegotiationState([negotiation])).toBe(false);
  });

  it('checks every certificate field of the issuing input', () => {
    const values = { fiscalYear: '2026', productCd: '2', ...EMPTY_CERTIFICATE_FIELDS, lines: [line] };
    expect(isPublishState({ values })).toBe(true);
    const { menuName: _m, ...withoutMenu } = values;
    expect(isPublishState({ values: withoutMenu })).toBe(false);
  });
});
