export * from './constants';
export * from './entities';
export * from './messages';
export * from './roles';
export * from './routes';
export * from './schemas';
export * from './personal-data';
