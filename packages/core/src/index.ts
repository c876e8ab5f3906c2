export * from './constants.ts';
export * from './enums.ts';
export * from './access.ts';
export * from './money.ts';
export * from './dates.ts';
export * from './i18n/index.ts';
export * from './validation.ts';
export * from './schemas/index.ts';
