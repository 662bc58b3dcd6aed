import { groupDigits } from '../domain/money/grouping';

/*
 * Free of zod, so a browser form can word its checks without loading the server's schemas
 * (messages.ts re-exports this with zod's Japanese error map installed).
 */
/** The specification's validation wording (§5), one function per message. */
export const msg = {
  required: (label: string) => `${label}は必須入力です。`,
  maxLength: (label: string, max: number) => `${label}は${max}文字以内で入力してください。`,
  /** One rule for every volume: the figure grouped as the screens show kWh (1,000kWh). */
  volumeMin: (label: string, min: number) => `${label}は${groupDigits(min)}kWh以上で入力してください。`,
  volumeMax: (label: string) => `指定可能な${label}上限を超過しています。`,
  volumeInteger: (label: string) => `${label}は整数で入力してください。`,
  priceMin: (label: string, min: string) => `${label}は${min}円/kWh以上で入力してください。`,
  priceMax: (label: string, max: string) => `${label}は${max}円/kWh以下で入力してください。`,
  priceFormat: (label: string) => `${label}は小数点以下2桁までの数値で入力してください。`,
  halfWidth: (label: string) => `${label}は半角で入力してください。`,
  fullWidth: (label: string) => `${label}は全角で入力してください。`,
  passwordRule:
    '新しいパスワードは半角英大文字・半角英小文字・数字・記号の4種類を使用し、10～50文字で作成してください。',
  passwordMismatch: '新しいパスワードと一致しません。',
  date: (label: string) => `${label}はYYYY/MM/DD形式の日付で入力してください。`,
  // Not in the spec: limits of whole numbers and dates that the database columns can hold.
  intMin: (label: string, min: number) => `${label}は${min}以上の値で入力してください。`,
  intMax: (label: string, max: number) => `${label}は${max}以下の値で入力してください。`,
  dateRange: (label: string, from: string, to: string) => `${label}は${from}から${to}までの日付で入力してください。`,
  /** A code outside its list (商品 4, 商品 "2" in a JSON body): present, so not 必須入力, but not one of the choices. */
  invalidChoice: (label: string) => `${label}の指定が正しくありません。`,
  /** The sell forms and the multi-line sell request: no line chosen. */
  sellLineRequired: '売却する認定設備を選択してください。',
  controlCharacter: '入力に使用できない文字（NUL）が含まれています。',
} as const;
