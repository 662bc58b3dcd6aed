export * from './api-errors';
export * from './clear';
export * from './codes';
export * from './messages';
export * from './session';
