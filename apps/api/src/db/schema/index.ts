export * from './auth';
export * from './audit';
export * from './households';
export * from './catalogue';
export * from './privacy';
