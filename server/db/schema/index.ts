export * from './users';
export * from './audit';
export * from './common';
export * from './product';
export * from './todo';
export * from './shop';
export * from './errors';
