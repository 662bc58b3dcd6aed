export * from './codes';
export * from './errors';
export * from './lines';
export * from './entry';
export * from './state';
export { checkEntryShape } from './entry-rules';
export { applyEntry, linesToLock, type AppliedEntry, type LineChange } from './apply-entry';
export { usableUntil, isExpired } from './expiry';
export * from './movements';
