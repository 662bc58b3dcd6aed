import type { PriceBand } from '../../../lib/domain/auction';
import { checkUnitPrice, checkVolume } from '../shared/entry-rules';
import type { FlatErrors } from '../shared/form-errors';
import type { HoldingLine } from '../shared/types';
import type { SellLine } from './sell-draft';

export interface SellFormValues {
  equipmentId: string;
  unitPrice: string;
  volume: string;
}

export const LINE_REQUIRED = '売却する認定設備を選択してください。';

/** The sell form's checks: a chosen line, the price band, and no more than the line's available volume. */
export function sellFormErrors(values: SellFormValues, band: PriceBand | null, line: SellLine | null): FlatErrors {
  const errors: FlatErrors = {};
  if (!values.equipmentId || !line || line.equipmentId !== values.equipmentId) errors.equipmentId = LINE_REQUIRED;
  const price = checkUnitPrice(values.unitPrice, band);
  if (!price.ok) errors.unitPrice = price.message;
  const volume = checkVolume(values.volume, line ? line.availableVolume : undefined);
  if (!volume.ok) errors.volume = volume.message;
  return errors;
}

export function sellLineOf(item: HoldingLine): SellLine {
  return {
    equipmentId: item.equipmentId,
    equipmentName: item.equipmentName,
    reTypeCd: item.reTypeCd,
    prefectureCd: item.prefectureCd,
    availableVolume: item.availableVolume,
  };
}
