export * from './genres';
