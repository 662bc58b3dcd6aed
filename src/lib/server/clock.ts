/** Today's date in Asia/Tokyo as YYYY-MM-DD, whatever the server's own time zone. */
export function todayInTokyo(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(now);
}
