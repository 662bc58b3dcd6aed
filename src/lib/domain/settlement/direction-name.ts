/** A settlement statement's direction: the member pays (お支払い) or receives (お受取り) the total. */
export function settlementDirectionName(direction: 'pay' | 'receive'): string {
  return direction === 'receive' ? 'お受取り' : 'お支払い';
}
