export * from './configuration-model';
export * from './configuration-rules';
export * from './configuration-summary';
export * from './configured-price';
