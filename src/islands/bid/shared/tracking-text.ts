// One wording for the grid, the buy confirmation and the 入札照会 CSV.
export { describePreference, trackingSummary } from '../../../lib/domain/reports/tracking-text';
