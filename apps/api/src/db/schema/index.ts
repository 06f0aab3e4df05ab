export * from './genres';
export * from './users';
export * from './catalog';
export * from './library';
export * from './tags';
export * from './recommendations';
export * from './requests';
export * from './mail-outbox';
