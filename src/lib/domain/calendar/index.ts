export {
  type IsoDate,
  type DateParts,
  parseIsoDate,
  isIsoDate,
  requireIsoDate,
  toIsoDate,
  daysInMonth,
  toDayNumber,
  fromDayNumber,
  addDays,
  daysBetween,
  dayOfWeek,
  isWeekend,
  compareIsoDate,
} from './iso-date';
export { jstDateOf } from './jst';
export { FISCAL_YEAR_START_MONTH, fiscalYearOf, fiscalYearRange, type DateRange } from './fiscal-year';
export { isPublicHoliday, publicHolidayName, HOLIDAY_DATA_FIRST_YEAR, HOLIDAY_DATA_LAST_YEAR } from './holidays';
export { isBusinessDay, addBusinessDays, nextBusinessDayOnOrAfter } from './business-days';
