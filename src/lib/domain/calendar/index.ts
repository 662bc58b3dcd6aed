export {
  type IsoDate,
  type DateParts,
  parseIsoDate,
  isIsoDate,
  requireIsoDate,
  toIsoDate,
  daysInMonth,
  addDays,
  daysBetween,
  dayOfWeek,
  isWeekend,
  compareIsoDate,
} from './iso-date';
export { jstDateOf } from './jst';
export { fiscalYearOf, fiscalYearRange, type DateRange } from './fiscal-year';
export { isPublicHoliday, publicHolidayName, HOLIDAY_DATA_LAST_YEAR } from './holidays';
export { isBusinessDay, addBusinessDays, nextBusinessDayOnOrAfter } from './business-days';
