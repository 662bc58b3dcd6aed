export { nameMovement, type MovementInput, type MovementName } from './movement-naming';
export { csvCell, FORMULA_START_CHARACTERS, guardFormula, type CsvValue } from './csv-cell';
export { asciiFileName, attachmentDisposition, encodeRfc5987 } from './content-disposition';
export { certificateUseName, holdingClassName, nfcTypeName } from './labels';
export { csvCapacity, csvOperationStart } from './csv-values';
export { csvFileText, csvRecordText, UTF8_BOM } from './csv-text';
