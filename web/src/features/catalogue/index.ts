export * from './types';
export * from './catalogueApi';
export * from './format';
