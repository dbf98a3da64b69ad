export * from './auth';
export * from './audit';
export * from './households';
export * from './catalogue';
export * from './dashboard';
export * from './onthaal';
export * from './markten';
export * from './evenementen';
