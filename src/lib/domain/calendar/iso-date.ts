/**
 * Calendar dates as 'YYYY-MM-DD' strings: the domain's names for the helpers of src/lib/dates
 * (dayjs, decision 0025), which every caller of the calendar keeps importing from here.
 */
export {
  type IsoDate,
  type DateParts,
  parseIsoDate,
  isIsoDate,
  requireIsoDate,
  toIsoDate,
  daysInMonth,
  addDays,
  addMonths,
  daysBetween,
  dayOfWeek,
  isWeekend,
  compareIsoDate,
} from '../../dates/calendar-day';
