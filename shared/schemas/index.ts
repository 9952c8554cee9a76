import '../zod-config';
export * from './auth';
export * from './contact';
export * from './content';
export * from './account';
export * from './outbox';
export * from './account-tokens';
export * from './newsletter';
export * from './translations';
