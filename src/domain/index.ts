// The domain layer: pure values and functions (no React, no fetch, no DOM), imported by machines,
// views, the API client and the reference server alike.
export * from './enums';
export * from './commercial-enums';
export * from './constants';
export * from './money';
export * from './dates';
export * from './us-states';
export * from './channel';
export * from './pay-link';
export * from './messages';
export * from './password';
export * from './account-tabs';
export * from './account-messages';
export * from './commercial-messages';
export * from './pay-messages';
export * from './account-enums';
export * from './service-tracker';
