export { nameMovement, type MovementInput, type MovementName } from './movement-naming';
export { csvCell, FORMULA_START_CHARACTERS, guardFormula, type CsvValue } from './csv-cell';
export { asciiFileName, attachmentDisposition, encodeRfc5987 } from './content-disposition';
export { certificateUseName, holdingClassName, nfcTypeName } from './labels';
export { bidTypeName } from '../auction/bid-type-name';
export { settlementDirectionName } from '../settlement/direction-name';
export { csvCapacity, csvOperationStart, csvPrice } from './csv-values';
export { csvFileText, UTF8_BOM } from './csv-text';
export { trackingSummary, type TrackingCodeNames } from './tracking-text';
