/*
 * Japan time for the domain, the server, the islands and the PDFs: the instant helpers of
 * src/lib/dates (dayjs at utcOffset 540, decision 0025). Tokyo wall-clock times without an offset
 * (jstInstant, formatJstMinute) are read by src/lib/dates/jst-instant.ts and wall-clock.ts, imported
 * from there by the few callers that need them, so pages that only show dates do not load their plugins.
 */
export {
  toJstIso,
  toJstIsoMicros,
  jstDateOf,
  jstTimeOfDayMs,
  onJstDate,
  formatDate,
  formatDateTime,
} from '../../dates/instant';
