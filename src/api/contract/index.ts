export * from './auth';
export * from './cinemas';
export * from './client';
export * from './common';
export * from './outbox';
export * from './settings';
export * from './signup';
